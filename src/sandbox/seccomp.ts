/**
 * The namespace sandbox's seccomp filter (classic BPF, loaded by `bwrap --seccomp`): it refuses the kernel
 * keyring calls with EPERM, as Docker's default profile does. A sandbox process inherits hooksim's session
 * keyring, and user namespaces do not hide it, so without this a hook could read keys the host put there.
 * It also refuses io_uring with ENOSYS, as Docker's default profile does since 2023: io_uring has been a
 * steady source of kernel privilege escalations, and ENOSYS ("no io_uring here") is the answer libuv,
 * liburing and runtimes already fall back from.
 */

/** struct seccomp_data: `nr` at offset 0, `arch` at offset 4. */
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;
const BPF_LD_W_ABS = 0x20;
const BPF_JEQ_K = 0x15;
const BPF_JSET_K = 0x45;
const BPF_RET_K = 0x06;
const RET_ALLOW = 0x7fff0000;
const RET_EPERM = 0x00050001;
const RET_ENOSYS = 0x00050026;
/** x32 system calls on x86_64 carry this bit; none is needed, so all are refused. */
const X32_SYSCALL_BIT = 0x40000000;

/** io_uring_setup, io_uring_enter, io_uring_register: one number on every architecture (Linux 5.1+). */
const IO_URING_CALLS = [425, 426, 427];

/** add_key, request_key, keyctl per audit architecture (native and 32-bit compat). */
const KEYRING_CALLS: Record<string, { arch: number; calls: number[]; x32?: boolean }[]> = {
  x64: [
    { arch: 0xc000003e, calls: [248, 249, 250], x32: true },
    { arch: 0x40000003, calls: [286, 287, 288] },
  ],
  arm64: [
    { arch: 0xc00000b7, calls: [217, 218, 219] },
    { arch: 0x40000028, calls: [309, 310, 311] },
  ],
};

type Instruction = { code: number; jt: number | string; jf: number | string; k: number } | { label: string };

/** The filter for this machine's architecture, or undefined where it is not known. */
export function buildSeccompFilter(arch: string = process.arch): Buffer | undefined {
  const blocks = KEYRING_CALLS[arch];
  if (blocks === undefined) return undefined;
  const program: Instruction[] = [{ code: BPF_LD_W_ABS, jt: 0, jf: 0, k: OFFSET_ARCH }];
  blocks.forEach((block, index) => {
    const next = `arch${index + 1}`;
    program.push({ code: BPF_JEQ_K, jt: 0, jf: next, k: block.arch });
    program.push({ code: BPF_LD_W_ABS, jt: 0, jf: 0, k: OFFSET_NR });
    if (block.x32) program.push({ code: BPF_JSET_K, jt: 'deny', jf: 0, k: X32_SYSCALL_BIT });
    for (const call of block.calls) program.push({ code: BPF_JEQ_K, jt: 'deny', jf: 0, k: call });
    for (const call of IO_URING_CALLS) program.push({ code: BPF_JEQ_K, jt: 'nosys', jf: 0, k: call });
    program.push({ code: BPF_RET_K, jt: 0, jf: 0, k: RET_ALLOW });
    program.push({ label: next });
  });
  program.push({ code: BPF_RET_K, jt: 0, jf: 0, k: RET_ALLOW });
  program.push({ label: 'deny' }, { code: BPF_RET_K, jt: 0, jf: 0, k: RET_EPERM });
  program.push({ label: 'nosys' }, { code: BPF_RET_K, jt: 0, jf: 0, k: RET_ENOSYS });
  return assemble(program);
}

/** Resolve labels to forward jump offsets and encode `struct sock_filter` (little-endian). */
function assemble(program: Instruction[]): Buffer {
  const labels = new Map<string, number>();
  const code: { code: number; jt: number | string; jf: number | string; k: number }[] = [];
  for (const item of program) {
    if ('label' in item) labels.set(item.label, code.length);
    else code.push(item);
  }
  const out = Buffer.alloc(code.length * 8);
  code.forEach((ins, at) => {
    const jump = (target: number | string): number => {
      if (typeof target === 'number') return target;
      const offset = (labels.get(target) ?? 0) - at - 1;
      if (offset < 0 || offset > 255) throw new Error(`seccomp jump to ${target} out of range`);
      return offset;
    };
    out.writeUInt16LE(ins.code, at * 8);
    out.writeUInt8(jump(ins.jt), at * 8 + 2);
    out.writeUInt8(jump(ins.jf), at * 8 + 3);
    out.writeUInt32LE(ins.k >>> 0, at * 8 + 4);
  });
  return out;
}
