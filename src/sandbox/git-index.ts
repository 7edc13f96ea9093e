/**
 * A checkout's index read by hooksim itself, in the format git documents (gitformat-index(5)), where git's
 * own listing of it (`git ls-files --cached --stage`) costs a `fire` more than reading it: on 100,000 tracked
 * files git loads the whole 8 MB file and prints 6.7 MB of text that Node then parses, about 55 ms of a
 * 220 ms `fire` (issue 15). Only what listRepository (workspace.ts) asks of each entry is read, its path
 * and whether it is a gitlink, a piece of the file at a time (never held whole). An index in a form it does
 * not read (a SHA-256 repository, a split or sparse index, a version other than 2, 3 and 4, anything that
 * does not add up) is left to git: readIndexFile says so before the caller keeps anything it was given.
 */
import { closeSync, lstatSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';

/** Called with each entry's path (bytes[start, end)) and whether it is a gitlink (a submodule). */
export type IndexEntryVisitor = (bytes: Buffer, start: number, end: number, gitlink: boolean) => void;

/** Bytes of an object name in a SHA-1 repository (a SHA-256 one is left to git). */
const HASH_BYTES = 20;
/** ctime, mtime, dev, ino, mode, uid, gid, size: ten 32-bit fields before the object name. */
const STAT_BYTES = 40;
/** The longest name read here: far past any file system's PATH_MAX (4096 on Linux). */
const LONGEST_NAME = 64 * 1024;
/** The piece of the file read at a time. */
const PIECE = 256 * 1024;
/** An entry's flags: it has a second flags field (version 3 and later). */
const EXTENDED = 0x4000;
/** An entry's flags: its name's length, this value meaning "4095 or more, NUL-terminated". */
const NAME_MASK = 0x0fff;
const TYPE_MASK = 0o170000;
const GITLINK = 0o160000;
/** A sparse index's directory entry: the entries below it are not in the file. */
const SPARSE_DIRECTORY = 0o040000;

/**
 * The `.git` of the work tree at `dir` when it is a directory of its own: not a submodule's or linked
 * worktree's `.git` file naming another, nor a linked worktree's directory (its `commondir` file names the
 * shared one). Undefined otherwise; throws where it cannot be looked at.
 */
export function ownGitDir(dir: string): string | undefined {
  const gitDir = path.join(dir, '.git');
  if (lstatSync(gitDir, { throwIfNoEntry: false })?.isDirectory() !== true) return undefined;
  if (lstatSync(path.join(gitDir, 'commondir'), { throwIfNoEntry: false }) !== undefined) return undefined;
  return gitDir;
}

/**
 * The index file of the work tree at `dir` if hooksim reads it itself: its `.git` is a directory of its own
 * (ownGitDir) and its config names no object format (a SHA-256 repository's entries are laid out with longer
 * names). Undefined otherwise, or when that cannot be told: git lists the index then.
 */
export function ownIndexFile(dir: string): string | undefined {
  try {
    const gitDir = ownGitDir(dir);
    if (gitDir === undefined) return undefined;
    if (/objectformat/i.test(readFileSync(path.join(gitDir, 'config'), 'latin1'))) return undefined;
    return path.join(gitDir, 'index');
  } catch {
    return undefined;
  }
}

/** What stopped a read part way: the index is git's to list. */
class NotReadHere extends Error {}

/**
 * Call `visit` with every entry of the index `file`, in the file's order (git's, sorted by path), all stages
 * of a conflict included, as `git ls-files --cached --stage` lists them. True once the whole file was read;
 * false when it is in a form this reader leaves to git (see the module's comment) or cannot be read: the
 * caller then discards what `visit` was given and asks git. A file that does not exist is an empty index
 * (a repository where nothing was ever added), as git takes it.
 */
export function readIndexFile(file: string, visit: IndexEntryVisitor): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
  try {
    readEntries(fd, visit);
    return true;
  } catch {
    return false; // NotReadHere, or unreadable part way (EIO and the like): git says what is wrong
  } finally {
    closeSync(fd);
  }
}

/**
 * The file read forward a piece at a time. Offsets given to and returned by its methods are relative to
 * `at`, the next unread byte of `bytes`: reading more may move the unread bytes to the buffer's start.
 */
class PieceReader {
  bytes = Buffer.allocUnsafe(PIECE);
  at = 0;
  /** The end of the bytes read in `bytes`. */
  end = 0;
  private position = 0;
  constructor(private readonly fd: number) {}

  /** Make `n` bytes from `at` available; false when the file ends first. */
  need(n: number): boolean {
    if (this.end - this.at >= n) return true;
    if (this.at + n > this.bytes.length) {
      const kept = this.end - this.at;
      const target = n > this.bytes.length ? Buffer.allocUnsafe(2 * n) : this.bytes;
      this.bytes.copy(target, 0, this.at, this.end);
      this.bytes = target;
      this.at = 0;
      this.end = kept;
    }
    while (this.end - this.at < n) {
      const read = readSync(this.fd, this.bytes, this.end, this.bytes.length - this.end, this.position);
      if (read === 0) return false;
      this.position += read;
      this.end += read;
    }
    return true;
  }

  /**
   * The offset of the first NUL at or after `from`, reading on as needed; none within LONGEST_NAME bytes (a
   * file no checkout has, made to fill this process's memory) leaves the file to git.
   */
  nulFrom(from: number): number {
    for (let scanned = from; ;) {
      const found = this.bytes.indexOf(0, this.at + scanned);
      const end = found !== -1 && found < this.end ? found - this.at : this.end - this.at;
      if (end - from > LONGEST_NAME) throw new NotReadHere();
      if (end < this.end - this.at) return end;
      scanned = end;
      if (!this.need(scanned + 1)) throw new NotReadHere();
    }
  }

  /** The byte at `offset`, read if need be. */
  byte(offset: number): number {
    if (!this.need(offset + 1)) throw new NotReadHere();
    return this.bytes[this.at + offset] ?? 0;
  }
}

/** The longest entry whose name's length is in its flags: its fixed part, an extended flags field, the name, NULs. */
const LONGEST_COUNTED_ENTRY = STAT_BYTES + HASH_BYTES + 4 + NAME_MASK + 8;

/**
 * The entries, each handed to `visit`. The loop reads the fixed fields from the piece in hand (a call into
 * the reader only when the piece may end within the next entry): it runs once a process over up to 100,000
 * entries and more, mostly before V8 has optimized it, so it does as little per entry as it can.
 */
function readEntries(fd: number, visit: IndexEntryVisitor): void {
  const reader = new PieceReader(fd);
  if (!reader.need(12)) throw new NotReadHere();
  if (reader.bytes.toString('latin1', 0, 4) !== 'DIRC') throw new NotReadHere();
  const version = reader.bytes.readUInt32BE(4);
  const count = reader.bytes.readUInt32BE(8);
  if (version < 2 || version > 4) throw new NotReadHere();
  reader.at = 12;
  // Version 4 writes each name as the one before less some bytes at its end, then a suffix.
  let name = Buffer.allocUnsafe(256);
  let nameLength = 0;
  const fixed = STAT_BYTES + HASH_BYTES + 2;
  for (let i = 0; i < count; i++) {
    if (
      reader.end - reader.at < LONGEST_COUNTED_ENTRY &&
      !reader.need(LONGEST_COUNTED_ENTRY) &&
      !reader.need(fixed)
    )
      throw new NotReadHere();
    let bytes = reader.bytes;
    const at = reader.at;
    // The mode's type bits and the flags, big-endian.
    const type = ((bytes[at + 26] ?? 0) << 8) & TYPE_MASK;
    const flags = ((bytes[at + fixed - 2] ?? 0) << 8) | (bytes[at + fixed - 1] ?? 0);
    const extended = (flags & EXTENDED) !== 0;
    if (extended && version < 3) throw new NotReadHere();
    if (type === SPARSE_DIRECTORY) throw new NotReadHere();
    const gitlink = type === GITLINK;
    const header = extended ? fixed + 2 : fixed;
    if (version === 4) {
      // The number of bytes dropped from the name before (git's varint), then the suffix and its NUL.
      let offset = header;
      let byte = reader.byte(offset++);
      let strip = byte & 0x7f;
      while (byte & 0x80) {
        byte = reader.byte(offset++);
        strip = ((strip + 1) << 7) | (byte & 0x7f);
        if (strip > nameLength) throw new NotReadHere();
      }
      if (strip > nameLength) throw new NotReadHere();
      const nul = reader.nulFrom(offset);
      bytes = reader.bytes;
      const keep = nameLength - strip;
      nameLength = keep + nul - offset;
      if (nameLength > name.length) {
        const bigger = Buffer.allocUnsafe(2 * nameLength);
        name.copy(bigger, 0, 0, keep);
        name = bigger;
      }
      bytes.copy(name, keep, reader.at + offset, reader.at + nul);
      const stated = flags & NAME_MASK;
      if (stated !== NAME_MASK && stated !== nameLength) throw new NotReadHere();
      visit(name, 0, nameLength, gitlink);
      reader.at += nul + 1;
    } else {
      let length = flags & NAME_MASK;
      if (length === NAME_MASK) {
        length = reader.nulFrom(header) - header;
        bytes = reader.bytes;
      }
      // Padded with one to eight NULs to a multiple of eight bytes.
      const size = (header + length + 8) & ~7;
      if (reader.end - reader.at < size) {
        if (!reader.need(size)) throw new NotReadHere();
        bytes = reader.bytes;
      }
      const nameStart = reader.at + header;
      if (bytes[nameStart + length] !== 0) throw new NotReadHere();
      visit(bytes, nameStart, nameStart + length, gitlink);
      reader.at += size;
    }
  }
  readExtensions(reader);
}

/**
 * After the entries come the extensions, then the file's checksum. One whose name starts with a lowercase
 * letter must be understood to read the index (`link`: a split index, whose other entries are in another
 * file; `sdir`: a sparse index): any such one is left to git. The others (the cache tree, the untracked
 * cache…) are git's shortcuts, skipped.
 */
function readExtensions(reader: PieceReader): void {
  for (;;) {
    if (!reader.need(HASH_BYTES + 8)) {
      if (reader.need(HASH_BYTES) && !reader.need(HASH_BYTES + 1)) return; // only the checksum is left
      throw new NotReadHere();
    }
    const first = reader.bytes[reader.at] ?? 0;
    if (first >= 0x61 && first <= 0x7a) throw new NotReadHere();
    let left = reader.bytes.readUInt32BE(reader.at + 4);
    reader.at += 8;
    // Skipped a piece at a time: an untracked cache can be megabytes.
    while (left > 0) {
      if (reader.end === reader.at && !reader.need(1)) throw new NotReadHere();
      const step = Math.min(left, reader.end - reader.at);
      reader.at += step;
      left -= step;
    }
  }
}
