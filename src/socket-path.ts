/**
 * Unix socket paths (the firewall's egress socket, the sandbox spawner's): `sun_path` holds 108 bytes with its
 * NUL, so a socket in a directory under a deep TMPDIR cannot be bound at all (Node then binds a cut path).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The longest path a Unix socket can be bound at. */
export const MAX_SOCKET_PATH_BYTES = 107;

/** Whether a Unix socket can be bound at `file`. */
export function fitsUnixSocket(file: string): boolean {
  return Buffer.byteLength(file) <= MAX_SOCKET_PATH_BYTES;
}

/**
 * Where to make a temporary directory that will hold a socket named `name`: the temp directory, or /tmp when a
 * socket there would not fit (`mkdtemp` adds 6 characters to `prefix`).
 */
export function socketTempBase(prefix: string, name: string): string {
  const base = tmpdir();
  return fitsUnixSocket(path.join(base, `${prefix}XXXXXX`, name)) ? base : '/tmp';
}
