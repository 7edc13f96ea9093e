export const id = 908;
export const ids = [908];
export const modules = {

/***/ 9485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ forgetLaunchMode),
/* harmony export */   h: () => (/* binding */ rememberedLaunchMode)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _cache_dir_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4703);
/* harmony import */ var _setup_machine_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8268);
/* harmony import */ var _namespace_launch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4855);
/**
 * The launch mode (namespace-launch.ts) remembered across processes, so that `fire` starts one sandbox, not
 * a probe and then the sandbox (issue 15). Kept per uid in the user's cache directory and valid for one boot
 * and kernel; a start that fails with a remembered mode forgets it and probes again (namespace.ts). `hooksim
 * setup --check` always probes.
 */







function cacheFile() {
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join((0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_4__/* .hooksimCacheDir */ .I)(), `launch-mode-${process.getuid?.() ?? 0}.json`);
}
/** The first line of a /proc file, or '' where it cannot be read. */
function procLine(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').split('\n')[0]?.trim() ?? '';
    }
    catch {
        return '';
    }
}
/**
 * What the remembered mode is valid for: this boot, this kernel, this uid, this user namespace and its limit on
 * new ones (a container or `unshare` that forbids them is another machine as far as the sandbox goes), and
 * AppArmor's switch for unprivileged ones.
 */
function validity() {
    let userNamespace = '';
    try {
        userNamespace = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)('/proc/self/ns/user');
    }
    catch {
        // no namespace link: the rest alone
    }
    return [
        process.getuid?.() ?? 0,
        (0,node_os__WEBPACK_IMPORTED_MODULE_2__.release)(),
        procLine('/proc/sys/kernel/random/boot_id'),
        userNamespace,
        procLine('/proc/sys/user/max_user_namespaces'),
        procLine('/proc/sys/kernel/apparmor_restrict_unprivileged_userns'),
        procLine('/proc/sys/kernel/unprivileged_userns_clone'),
    ].join(' ');
}
function isMode(value) {
    const mode = value;
    if (mode === undefined || mode === null || typeof mode.nested !== 'boolean')
        return false;
    // Root never goes through sudo (namespace-launch.ts tries sudo only for a user).
    if (mode.privilege === 'sudo')
        return process.getuid?.() !== 0;
    return mode.privilege === 'none';
}
let remembered;
/** The launch mode: remembered from an earlier process of this boot, else probed (and remembered). */
function rememberedLaunchMode(runDir) {
    remembered ??= (async () => {
        // A program removed since (bubblewrap uninstalled): the probe says so, as it always did.
        const text = (await (0,_setup_machine_js__WEBPACK_IMPORTED_MODULE_5__/* .missingSandboxPrograms */ .pd)()).length > 0
            ? undefined
            : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(cacheFile(), 'utf8').catch(() => undefined);
        if (text !== undefined) {
            try {
                const saved = JSON.parse(text);
                if (saved.validity === validity() && isMode(saved.mode))
                    return { mode: { privilege: saved.mode.privilege, nested: saved.mode.nested }, remembered: true };
            }
            catch {
                // unreadable: probe
            }
        }
        const mode = await (0,_namespace_launch_js__WEBPACK_IMPORTED_MODULE_6__/* .detectLaunchMode */ .Wr)(runDir);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(cacheFile()), { recursive: true })
            .then(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(cacheFile(), JSON.stringify({ validity: validity(), mode }), { mode: 0o600 }))
            .catch(() => undefined);
        return { mode, remembered: false };
    })();
    remembered.catch(() => (remembered = undefined));
    return remembered;
}
/** Forget the remembered mode (a start with it failed); the next call probes. */
async function forgetLaunchMode() {
    remembered = undefined;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(cacheFile(), { force: true });
}


/***/ }),

/***/ 4855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cC: () => (/* binding */ LAUNCH_ENV),
  Mh: () => (/* binding */ SandboxUnavailableError),
  Wr: () => (/* binding */ detectLaunchMode),
  TT: () => (/* binding */ hostLayerWords),
  Pt: () => (/* binding */ planText),
  Fh: () => (/* binding */ procMaskMounts),
  sz: () => (/* binding */ refreshGitIndex),
  X2: () => (/* binding */ spawnSandbox)
});

// UNUSED EXPORTS: SANDBOX_HOST_ADDRESS, bwrapArgs, launchArgv, launchCandidates, privilegePrefix, procMaskTargets, setupPlan, setupScript

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/host-command.ts
var host_command = __webpack_require__(5809);
// EXTERNAL MODULE: ./src/sandbox/cleanup.ts
var cleanup = __webpack_require__(9823);
// EXTERNAL MODULE: ./src/sandbox/environment.ts
var environment = __webpack_require__(4282);
;// CONCATENATED MODULE: ./src/sandbox/seccomp.ts
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
const KEYRING_CALLS = {
    x64: [
        { arch: 0xc000003e, calls: [248, 249, 250], x32: true },
        { arch: 0x40000003, calls: [286, 287, 288] },
    ],
    arm64: [
        { arch: 0xc00000b7, calls: [217, 218, 219] },
        { arch: 0x40000028, calls: [309, 310, 311] },
    ],
};
/** The filter for this machine's architecture, or undefined where it is not known. */
function buildSeccompFilter(arch = process.arch) {
    const blocks = KEYRING_CALLS[arch];
    if (blocks === undefined)
        return undefined;
    const program = [{ code: BPF_LD_W_ABS, jt: 0, jf: 0, k: OFFSET_ARCH }];
    blocks.forEach((block, index) => {
        const next = `arch${index + 1}`;
        program.push({ code: BPF_JEQ_K, jt: 0, jf: next, k: block.arch });
        program.push({ code: BPF_LD_W_ABS, jt: 0, jf: 0, k: OFFSET_NR });
        if (block.x32)
            program.push({ code: BPF_JSET_K, jt: 'deny', jf: 0, k: X32_SYSCALL_BIT });
        for (const call of block.calls)
            program.push({ code: BPF_JEQ_K, jt: 'deny', jf: 0, k: call });
        for (const call of IO_URING_CALLS)
            program.push({ code: BPF_JEQ_K, jt: 'nosys', jf: 0, k: call });
        program.push({ code: BPF_RET_K, jt: 0, jf: 0, k: RET_ALLOW });
        program.push({ label: next });
    });
    program.push({ code: BPF_RET_K, jt: 0, jf: 0, k: RET_ALLOW });
    program.push({ label: 'deny' }, { code: BPF_RET_K, jt: 0, jf: 0, k: RET_EPERM });
    program.push({ label: 'nosys' }, { code: BPF_RET_K, jt: 0, jf: 0, k: RET_ENOSYS });
    return assemble(program);
}
/** Resolve labels to forward jump offsets and encode `struct sock_filter` (little-endian). */
function assemble(program) {
    const labels = new Map();
    const code = [];
    for (const item of program) {
        if ('label' in item)
            labels.set(item.label, code.length);
        else
            code.push(item);
    }
    const out = Buffer.alloc(code.length * 8);
    code.forEach((ins, at) => {
        const jump = (target) => {
            if (typeof target === 'number')
                return target;
            const offset = (labels.get(target) ?? 0) - at - 1;
            if (offset < 0 || offset > 255)
                throw new Error(`seccomp jump to ${target} out of range`);
            return offset;
        };
        out.writeUInt16LE(ins.code, at * 8);
        out.writeUInt8(jump(ins.jt), at * 8 + 2);
        out.writeUInt8(jump(ins.jf), at * 8 + 3);
        out.writeUInt32LE(ins.k >>> 0, at * 8 + 4);
    });
    return out;
}

// EXTERNAL MODULE: ./src/sandbox/spawner.ts
var spawner = __webpack_require__(5087);
// EXTERNAL MODULE: ./src/setup/machine.ts
var machine = __webpack_require__(8268);
// EXTERNAL MODULE: ./src/sandbox/system-layers.ts
var system_layers = __webpack_require__(5025);
// EXTERNAL MODULE: ./src/sandbox/host-git.ts
var host_git = __webpack_require__(2708);
// EXTERNAL MODULE: ./src/sandbox/workspace.ts
var workspace = __webpack_require__(3934);
;// CONCATENATED MODULE: ./src/sandbox/namespace-launch.ts
/**
 * Starting a namespace sandbox process (spec/cloud-environment.md §1, §2, §5.8): an outer
 * `unshare --user --map-root-user --mount` runs a small setup step that mounts the overlays (bubblewrap 0.8
 * has no overlay options), then execs `bwrap`, which builds the sandbox from those overlays and starts the
 * in-sandbox agent. Where unprivileged user namespaces are forbidden, `sudo -n` starts the outer step, which
 * drops back to the invoking user at once, so the sandbox's root is that user, never the host's root.
 */













/** bubblewrap or unshare is missing, or no way to create the namespaces works here. */
class SandboxUnavailableError extends Error {
    code = 'sandbox-unavailable';
    constructor(message) {
        super(message);
        this.name = 'SandboxUnavailableError';
    }
}
/**
 * Docker's default capability set: root in the sandbox can chown, install packages and bind low ports,
 * but has no CAP_SYS_ADMIN (no mounting, no remounting the layers away) and no CAP_NET_ADMIN or NET_RAW.
 */
const SANDBOX_CAPS = [
    'CAP_CHOWN',
    'CAP_DAC_OVERRIDE',
    'CAP_FOWNER',
    'CAP_FSETID',
    'CAP_KILL',
    'CAP_SETGID',
    'CAP_SETUID',
    'CAP_SETPCAP',
    'CAP_NET_BIND_SERVICE',
    'CAP_SYS_CHROOT',
    'CAP_MKNOD',
    'CAP_AUDIT_WRITE',
    'CAP_SETFCAP',
];
/**
 * What the sandbox's /proc hides, as runc and Docker mask it (their default MaskedPaths), plus the files the host
 * lets root alone read: with hooksim running as root the sandbox's uid 0 is the host's root with
 * CAP_DAC_OVERRIDE, so their mode protects nothing. A file gets an empty read-only file over it, a directory an
 * empty read-only directory.
 */
const PROC_MASKS = [
    { name: 'kcore', kind: 'file', why: "the host's physical memory as a core file" },
    {
        name: 'keys',
        kind: 'file',
        why: "key names of hooksim's session keyring, which every sandbox process inherits",
    },
    { name: 'latency_stats', kind: 'file', why: 'latency records of every host task' },
    { name: 'timer_list', kind: 'file', why: 'timers of every host task, with their pids and functions' },
    { name: 'timer_stats', kind: 'file', why: 'timer use of every host task (older kernels)' },
    { name: 'sched_debug', kind: 'file', why: "every host task's name, pid and scheduling state" },
    {
        name: 'interrupts',
        kind: 'file',
        why: "per-CPU interrupt counts: a side channel on the host's activity",
    },
    { name: 'kmsg', kind: 'file', why: "the host's kernel log" },
    { name: 'slabinfo', kind: 'file', why: 'kernel allocator state, which exploits use to groom the heap' },
    { name: 'kpageflags', kind: 'file', why: "flags of every physical page: the host's memory layout" },
    { name: 'kpagecount', kind: 'file', why: 'map count of every physical page' },
    { name: 'kpagecgroup', kind: 'file', why: 'the cgroup owning every physical page' },
    { name: 'pagetypeinfo', kind: 'file', why: 'free page lists of the host, for heap grooming' },
    { name: 'vmallocinfo', kind: 'file', why: 'kernel virtual addresses and their callers: defeats KASLR' },
    { name: 'acpi', kind: 'dir', why: "the host's ACPI interface" },
    { name: 'asound', kind: 'dir', why: "the host's sound devices" },
    { name: 'scsi', kind: 'dir', why: "the host's SCSI devices, some writable" },
];
// Handled apart (bound read-only from the host's procfs) or links into a process's own directory.
const PROC_UNMASKED = new Set(['sys', 'fs', 'sysrq-trigger', 'self', 'thread-self', 'mounts', 'net']);
let procMasks;
/**
 * The /proc paths the sandbox masks: PROC_MASKS's that exist here, and any other entry of the host's /proc
 * (pid directories aside) that only root may read, so a new kernel's root-only file is hidden as well. Read
 * once a process: the kernel's /proc entries are fixed while it runs (a module loaded meanwhile could add
 * one, as it could between this read and a sandbox's start).
 */
function procMaskTargets() {
    procMasks ??= readProcMaskTargets();
    return procMasks;
}
function readProcMaskTargets() {
    const targets = new Map();
    let entries = [];
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        // no procfs here: nothing to mask, and bwrap's own --proc fails first
    }
    const present = new Set(entries);
    for (const mask of PROC_MASKS)
        if (present.has(mask.name))
            targets.set(mask.name, mask.kind);
    for (const name of entries) {
        if (/^\d+$/.test(name) || PROC_UNMASKED.has(name) || targets.has(name))
            continue;
        try {
            const stat = (0,external_node_fs_.lstatSync)(`/proc/${name}`);
            if (stat.isFile() && (stat.mode & 0o004) === 0)
                targets.set(name, 'file');
            else if (stat.isDirectory() && (stat.mode & 0o005) !== 0o005)
                targets.set(name, 'dir');
        }
        catch {
            // gone
        }
    }
    return [...targets].map(([name, kind]) => ({ path: `/proc/${name}`, kind }));
}
/** The mounts that mask procMaskTargets() with an empty file and an empty directory (both read-only). */
function procMaskMounts(emptyFile, emptyDir) {
    return procMaskTargets().map(({ path: target, kind }) => ({
        kind: 'bind',
        source: kind === 'file' ? emptyFile : emptyDir,
        target,
        readOnly: true,
    }));
}
/** The sandbox's own non-loopback address (a private one, local to its network namespace). */
const SANDBOX_HOST_ADDRESS = '10.0.2.15';
/** The environment of the outer processes: nothing of hooksim's own (bwrap's PID 1 keeps it). */
const LAUNCH_ENV = { PATH: environment/* SANDBOX_PATH */.I6 };
function overlayOptions(op) {
    for (const dir of [...op.lowers, op.upper, op.work]) {
        if (/[,:\\]/.test(dir))
            throw new SandboxUnavailableError(`Cannot use '${dir}' as an overlay layer (',', ':' or '\\').`);
    }
    // userxattr: the mount is made inside a user namespace, where trusted.* xattrs are out of reach.
    return `lowerdir=${op.lowers.join(':')},upperdir=${op.upper},workdir=${op.work},userxattr`;
}
/** Where spawnSandbox writes the overlay table of a spec (next to its argsFile). */
function overlayTableFile(spec) {
    return external_node_path_default().join(external_node_path_default().dirname(spec.argsFile), 'overlays.fstab');
}
/** A path as an fstab field: white space and backslashes octal-escaped, as fstab(5) reads them. */
function fstabField(text) {
    return text.replace(/[\s\\]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);
}
/** The spec's overlays in fstab(5) form, in mount order, for the setup step's `mount --all`. */
function overlayTable(spec) {
    return spec.mounts
        .filter((op) => op.kind === 'overlay')
        .map((op) => `hooksim ${fstabField(op.merged)} overlay ${fstabField(overlayOptions(op))} 0 0\n`)
        .join('');
}
/** What the setup step does before it becomes bwrap, checked: the same for the script and the native program. */
function setupSteps(spec, mode) {
    const steps = [];
    // Before anything forks: every later process of the sandbox is born in the cgroup.
    if (spec.pidsCgroup !== undefined)
        steps.push({ kind: 'cgroup', procs: external_node_path_default().join(spec.pidsCgroup, 'cgroup.procs') });
    // The network namespace is this step's (bwrap shares it): loopback only, every port bindable, so the
    // agent's relay can listen on 53, 80 and 443 from bwrap's nested user namespace, as root could in the cloud.
    // A non-loopback address (on lo, so nothing routes out): getaddrinfo with AI_ADDRCONFIG skips DNS
    // entirely on a host with loopback addresses only.
    for (const address of spec.loopbackAddresses ?? []) {
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(address))
            throw new SandboxUnavailableError(`'${address}' is not an IPv4 address.`);
    }
    steps.push({ kind: 'loopback', addresses: [SANDBOX_HOST_ADDRESS, ...(spec.loopbackAddresses ?? [])] });
    steps.push({ kind: 'write', file: '/proc/sys/net/ipv4/ip_unprivileged_port_start', text: '0' });
    // Without bwrap's own user namespace (and its --disable-userns), forbid hooks new ones here.
    if (!mode.nested)
        steps.push({ kind: 'write', file: '/proc/sys/user/max_user_namespaces', text: '0' });
    if (spec.layers !== undefined) {
        const { dir, sizeBytes, dirs } = spec.layers;
        if (!Number.isInteger(sizeBytes) || sizeBytes < 1)
            throw new SandboxUnavailableError(`Invalid disk limit ${sizeBytes}.`);
        // Inodes bounded too (one per 4 KiB): empty files would otherwise cost kernel memory without end.
        steps.push({ kind: 'tmpfs', dir, sizeBytes, inodes: Math.max(1024, Math.floor(sizeBytes / 4096)) });
        // One mkdir a mode, not one a directory (each is a process of the script). Directories right below the mount
        // point need no order among themselves; deeper ones keep theirs.
        const flat = dirs.every((made) => external_node_path_default().dirname(made.path) === dir);
        const groups = new Map();
        for (const made of dirs) {
            if (!flat)
                steps.push({ kind: 'mkdir', mode: made.mode, dirs: [made.path] });
            else
                groups.set(made.mode, [...(groups.get(made.mode) ?? []), made.path]);
        }
        for (const [made, paths] of groups)
            steps.push({ kind: 'mkdir', mode: made, dirs: paths });
    }
    const overlays = spec.mounts.filter((op) => op.kind === 'overlay');
    if (overlays.length > 0)
        steps.push({ kind: 'overlays', overlays });
    if (spec.maxProcesses !== undefined) {
        // RLIMIT_NPROC is counted per uid per user namespace (ucounts, Linux 5.14+) and charged to every
        // ancestor namespace, where the limit in force is the one its creator had: setting it here bounds
        // bwrap's nested namespace too. Only CAP_SYS_RESOURCE in the host's namespace raises the hard limit,
        // which the sandbox's root never has. The kernel skips the check for tasks whose real uid is the host's
        // root, though: with hooksim as root, pidsCgroup is the bound.
        if (!Number.isInteger(spec.maxProcesses) || spec.maxProcesses < 1)
            throw new SandboxUnavailableError(`Invalid process limit ${spec.maxProcesses}.`);
        steps.push({ kind: 'nproc', limit: spec.maxProcesses });
    }
    return steps;
}
/** A mode as the four octal digits that `mkdir -m` and bwrap's `--perms` take. */
function octal(mode) {
    return mode.toString(8).padStart(4, '0');
}
/** The setup step as a bash script run by `unshare`: mount the overlays, then become bwrap. */
function setupScript(spec, mode) {
    if ((spec.guards ?? []).length > 0)
        throw new SandboxUnavailableError('Guarded system directories need the native setup step (sandbox/launch.c).');
    // Descriptors hooksim itself inherited (without close-on-exec) would reach every hook: close them all.
    const lines = [
        'set -e',
        'for fd in /proc/$$/fd/*; do fd=${fd##*/}; case $fd in 0|1|2) ;; *) eval "exec $fd>&-" 2>/dev/null || true ;; esac; done',
    ];
    for (const step of setupSteps(spec, mode)) {
        switch (step.kind) {
            case 'cgroup':
                lines.push(`echo $$ > ${(0,host_command/* shellQuote */.ZL)(step.procs)}`);
                break;
            case 'loopback': {
                // One `ip` for all of it (each program started here is on the start's critical path).
                const ip = ['link set lo up', ...step.addresses.map((address) => `addr add ${address}/32 dev lo`)];
                lines.push(`ip -batch - <<'HOOKSIM_IP'\n${ip.join('\n')}\nHOOKSIM_IP`);
                break;
            }
            case 'write':
                lines.push(`echo ${step.text} > ${step.file}`);
                break;
            case 'tmpfs':
                lines.push(`mount -t tmpfs -o size=${step.sizeBytes},nr_inodes=${step.inodes},mode=0700 hooksim-layers ${(0,host_command/* shellQuote */.ZL)(step.dir)}`);
                break;
            case 'mkdir':
                lines.push(`mkdir -m ${octal(step.mode)} ${step.dirs.map(host_command/* shellQuote */.ZL).join(' ')}`);
                break;
            case 'overlays':
                // Every overlay by one `mount`, from a table of them (overlayTable) that spawnSandbox writes.
                lines.push(`mount --all --fstab ${(0,host_command/* shellQuote */.ZL)(overlayTableFile(spec))}`);
                break;
            case 'nproc':
                lines.push(`ulimit -u ${step.limit}`);
                break;
        }
    }
    // exec -c: bwrap gets an empty environment, since its PID 1 keeps it for the whole session (bash added PWD
    // and SHLVL to this one).
    const seccomp = spec.seccompFile === undefined ? '' : ` 4< ${(0,host_command/* shellQuote */.ZL)(spec.seccompFile)}`;
    lines.push(`exec -c bwrap --args 3 -- "$@" 3< ${(0,host_command/* shellQuote */.ZL)(spec.argsFile)}${seccomp}`);
    return lines.join('\n');
}
/** The privatebind and guard steps of the native setup step's plan (sandbox/launch.c). */
function hostLayerWords(spec) {
    const words = [];
    for (const bind of spec.privateBinds ?? [])
        words.push('privatebind', bind.source, bind.target);
    for (const guard of spec.guards ?? [])
        words.push('guard', guard.source, guard.empty, guard.target);
    return words;
}
/** NUL-separated words, as the native setup step reads a plan. */
function planText(words) {
    if (words.some((word) => word.includes('\0')))
        throw new SandboxUnavailableError('A path of the sandbox holds a NUL character.');
    return `${words.join('\0')}\0`;
}
/**
 * The setup step as the plan of the native program (sandbox/launch.c), without the host layers' steps where
 * the spawner starting it has mounted them (`hostLayersMounted`, LaunchSpec.hostLayersPlan).
 */
function setupPlan(spec, mode, hostLayersMounted = false) {
    const words = hostLayersMounted ? [] : hostLayerWords(spec);
    for (const step of setupSteps(spec, mode)) {
        switch (step.kind) {
            case 'cgroup':
                words.push('cgroup', step.procs);
                break;
            case 'loopback':
                for (const address of step.addresses)
                    words.push('address', address);
                break;
            case 'write':
                words.push('write', step.file, step.text);
                break;
            case 'tmpfs':
                words.push('tmpfs', step.dir, String(step.sizeBytes), String(step.inodes));
                break;
            case 'mkdir':
                for (const dir of step.dirs)
                    words.push('mkdir', octal(step.mode), dir);
                break;
            case 'overlays':
                for (const op of step.overlays)
                    words.push('overlay', op.merged, overlayOptions(op));
                break;
            case 'nproc':
                words.push('nproc', String(step.limit));
                break;
        }
    }
    words.push('bwrap', spec.argsFile, spec.seccompFile ?? '');
    return planText(words);
}
/** Where spawnSandbox writes the native setup step's plan (next to its argsFile). */
function setupPlanFile(spec) {
    return external_node_path_default().join(external_node_path_default().dirname(spec.argsFile), 'setup.plan');
}
/** bwrap's options (without the command), NUL-separated for `--args`. */
function bwrapArgs(spec, mode) {
    const args = ['--unshare-all', '--share-net'];
    if (mode.nested)
        args.push('--unshare-user', '--disable-userns', '--uid', '0', '--gid', '0');
    args.push('--hostname', 'hooksim', '--die-with-parent', '--new-session', '--cap-drop', 'ALL');
    for (const cap of SANDBOX_CAPS)
        args.push('--cap-add', cap);
    for (const op of spec.mounts) {
        switch (op.kind) {
            case 'overlay':
                args.push('--bind', op.merged, op.target);
                break;
            case 'bind':
                args.push(`--${op.readOnly ? 'ro-' : ''}bind${op.optional ? '-try' : ''}`, op.source, op.target);
                break;
            case 'tmpfs':
                args.push('--perms', octal(op.mode), '--size', String(op.sizeBytes), '--tmpfs', op.target);
                break;
            case 'symlink':
                args.push('--symlink', op.target, op.link);
                break;
            case 'dir':
                args.push('--perms', octal(op.mode), '--dir', op.target);
                break;
            case 'proc':
                args.push('--proc', op.target);
                break;
            case 'dev':
                args.push('--dev', op.target);
                break;
            case 'remount-ro':
                args.push('--remount-ro', op.target);
                break;
        }
    }
    if (spec.seccompFile !== undefined)
        args.push('--seccomp', '4');
    args.push('--chdir', spec.chdir, '--clearenv');
    for (const [name, value] of Object.entries(spec.env))
        args.push('--setenv', name, value);
    return args;
}
/**
 * What goes before `unshare` in sudo mode: root only creates the user namespace (CAP_SYS_ADMIN kept across
 * the uid change for that alone); everything in it runs as the invoking user. Empty otherwise.
 */
function privilegePrefix(mode) {
    if (mode.privilege === 'none')
        return [];
    const uid = String(process.getuid?.() ?? 0);
    const gid = String(process.getgid?.() ?? 0);
    const drop = [
        'setpriv',
        `--reuid=${uid}`,
        `--regid=${gid}`,
        '--clear-groups',
        '--inh-caps=+sys_admin',
        '--ambient-caps=+sys_admin',
    ];
    return ['sudo', '-n', '--', 'env', '-i', `PATH=${environment/* SANDBOX_PATH */.I6}`, ...drop, '--'];
}
/** The argv that starts the outer namespaces and the setup step (the native one where spec.launcher is built). */
function launchArgv(spec, mode) {
    if (spec.launcher !== undefined)
        return [...privilegePrefix(mode), spec.launcher, setupPlanFile(spec), '--', ...spec.command];
    const unshare = [
        'unshare',
        '--user',
        '--map-root-user',
        '--mount',
        '--net',
        '--',
        '/bin/bash',
        '--norc',
        '--noprofile',
        '-c',
        setupScript(spec, mode),
    ];
    return [...privilegePrefix(mode), ...unshare, 'hooksim-setup', ...spec.command];
}
/** `git update-index --refresh` as the sandbox's root sees the copy, so `git status` inside rewrites nothing. */
async function refreshGitIndex(copy, mode) {
    // Set in argv, not the spawn environment: sudo's `env -i` would drop them. Without system and global config,
    // no clean filter or fsmonitor the host configured runs for a pull request's .gitattributes.
    const git = [
        'env',
        ...Object.entries(host_git/* GIT_WITHOUT_HOST_CONFIG */.cS).map(([name, value]) => `${name}=${value}`),
        'git',
        ...host_git/* GIT_SAFE */.$5,
        '-C',
        copy,
        'update-index',
        '-q',
        '--refresh',
    ];
    const [program = 'unshare', ...args] = [
        ...privilegePrefix(mode),
        'unshare',
        '--user',
        '--map-root-user',
        '--',
        ...git,
    ];
    // Stale entries make --refresh exit 1; the stat data of the clean ones is refreshed all the same.
    await (0,workspace/* run */.eF)(program, args, copy, { PATH: environment/* SANDBOX_PATH */.I6 }).catch(() => undefined);
}
const written = new Set();
/** Write a file that never changes once (the run's seccomp filter, shared by its sessions). */
function writeOnce(file, content) {
    if (written.has(file))
        return;
    (0,external_node_fs_.writeFileSync)(file, content, { mode: 0o600 });
    written.add(file);
}
/**
 * Write the bwrap argument file and start the sandbox process in its own process group (and session): through
 * `spawnIn` when given (a pids slot's spawner, pids-slots.ts), else through the run directory's spawner, else
 * by Node.
 */
async function spawnSandbox(spec, mode, spawnIn) {
    const filter = buildSeccompFilter();
    if (filter === undefined)
        delete spec.seccompFile;
    else {
        spec.seccompFile ??= external_node_path_default().join(external_node_path_default().dirname(spec.argsFile), 'seccomp.bpf');
        writeOnce(spec.seccompFile, filter);
    }
    // Small files in the session's directory: written synchronously (a thread-pool round trip costs more).
    (0,external_node_fs_.writeFileSync)(spec.argsFile, `${bwrapArgs(spec, mode).join('\0')}\0`, { mode: 0o600 });
    const writePlan = (hostLayersMounted) => (0,external_node_fs_.writeFileSync)(setupPlanFile(spec), setupPlan(spec, mode, hostLayersMounted), { mode: 0o600 });
    if (spec.launcher === undefined) {
        const overlays = overlayTable(spec);
        if (overlays !== '')
            (0,external_node_fs_.writeFileSync)(overlayTableFile(spec), overlays, { mode: 0o600 });
    }
    const argv = launchArgv(spec, mode);
    // A spawner has mounted the run's host layers (hostLayersPlan) before it started anything.
    if (spec.launcher !== undefined && spawnIn !== undefined) {
        writePlan(spec.hostLayersPlan !== undefined);
        return spawnIn(argv);
    }
    if (spec.launcher !== undefined && spec.spawnerDir !== undefined) {
        writePlan(spec.hostLayersPlan !== undefined);
        const spawned = await (0,spawner/* spawnThroughSpawner */.R)(spec.launcher, spec.spawnerDir, LAUNCH_ENV, argv, spec.hostLayersPlan);
        if (spawned !== undefined)
            return spawned;
    }
    if (spec.launcher !== undefined)
        writePlan(false);
    const [program = 'unshare', ...args] = argv;
    return (0,external_node_child_process_.spawn)(program, args, { cwd: '/', env: LAUNCH_ENV, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
}
/**
 * The ways to try, best first. Without privilege first, except for a user with supplementary groups where sudo
 * may be used: only the sudo path can clear them (`setpriv --clear-groups`); an unprivileged user namespace keeps
 * them, and covering what they grant (system-layers.ts findGroupOnlyPaths) holds only for what exists at the start.
 */
function launchCandidates(host) {
    const unprivileged = [
        { privilege: 'none', nested: true },
        { privilege: 'none', nested: false },
    ];
    if (host.root || !host.sudo)
        return unprivileged;
    const sudo = [
        { privilege: 'sudo', nested: true },
        { privilege: 'sudo', nested: false },
    ];
    return host.groups > 0 ? [...sudo, ...unprivileged] : [...unprivileged, ...sudo];
}
let detected;
/** Find, once per process, how namespaces can be created here; throws SandboxUnavailableError. */
function detectLaunchMode(runDir) {
    detected ??= probeModes(runDir);
    detected.catch(() => (detected = undefined));
    return detected;
}
async function probeModes(runDir) {
    const missing = await (0,machine/* missingSandboxPrograms */.pd)();
    if (missing.length > 0) {
        const names = missing.map((r) => `${r.command} (${r.purpose})`).join(', ');
        throw new SandboxUnavailableError(`the namespace sandbox needs ${names}, not installed here. Run \`hooksim setup\` (as root or with sudo) to install ${missing.length === 1 ? 'it' : 'them'}; \`hooksim setup --check\` lists what hooksim needs.`);
    }
    const candidates = launchCandidates({
        root: process.getuid?.() === 0,
        sudo: process.getuid?.() !== 0 && (await (0,machine/* findOnPath */.aY)('sudo')) !== undefined,
        groups: (0,system_layers/* undroppableGroups */.zz)(true).length,
    });
    const failures = [];
    for (const mode of candidates) {
        const failure = await probe(runDir, mode);
        if (failure === undefined)
            return mode;
        failures.push(`${mode.privilege === 'sudo' ? 'sudo -n, ' : ''}${mode.nested ? 'nested' : 'single'} user namespace: ${failure}`);
    }
    throw new SandboxUnavailableError(`No way to create the sandbox namespaces works here (unprivileged user namespaces and overlayfs in them are needed; on Ubuntu 24.04, AppArmor restricts them: \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`, or allow passwordless sudo). Tried:\n${failures.join('\n')}`);
}
/** Start a minimal sandbox with one overlay running /bin/true; undefined when it works, else why not. */
async function probe(runDir, mode) {
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(runDir, 'probe-'));
    try {
        for (const sub of ['lower', 'upper', 'work', 'merged'])
            await (0,promises_.mkdir)(external_node_path_default().join(dir, sub));
        const { overlays, symlinks } = await (0,system_layers/* readSystemLayout */.sU)();
        const mounts = [
            ...overlays
                .filter((o) => o === '/usr')
                .map((o) => ({ kind: 'bind', source: o, target: o, readOnly: true })),
            ...symlinks.map((s) => ({ kind: 'symlink', ...s })),
            {
                kind: 'overlay',
                target: '/workspace',
                lowers: [external_node_path_default().join(dir, 'lower')],
                upper: external_node_path_default().join(dir, 'upper'),
                work: external_node_path_default().join(dir, 'work'),
                merged: external_node_path_default().join(dir, 'merged'),
            },
            { kind: 'proc', target: '/proc' },
            { kind: 'dev', target: '/dev' },
        ];
        const spec = {
            mounts,
            env: LAUNCH_ENV,
            chdir: '/workspace',
            command: ['/bin/sh', '-c', 'touch /workspace/ok'],
            argsFile: external_node_path_default().join(dir, 'args'),
        };
        const child = await spawnSandbox(spec, mode);
        const stderr = [];
        child.stderr?.on('data', (chunk) => stderr.push(chunk));
        child.stdin?.end();
        const code = await new Promise((resolve) => {
            const timer = setTimeout(() => {
                try {
                    if (child.pid !== undefined)
                        process.kill(-child.pid, 'SIGKILL');
                }
                catch {
                    // gone
                }
            }, 10_000);
            child.on('error', () => resolve(-1));
            child.on('close', (exit) => {
                clearTimeout(timer);
                resolve(exit);
            });
        });
        const text = Buffer.concat(stderr).toString('utf8').trim();
        if (code === 0)
            return undefined;
        return text === '' ? `exit ${code}` : text.split('\n').slice(-3).join(' / ');
    }
    finally {
        await (0,cleanup/* removeTree */.dM)(dir);
    }
}


/***/ }),

/***/ 9908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mh: () => (/* reexport */ namespace_launch/* SandboxUnavailableError */.Mh),
  Br: () => (/* binding */ locateAgentDir),
  x: () => (/* binding */ startNamespaceSandbox),
  i0: () => (/* binding */ warmNamespaceRun)
});

// UNUSED EXPORTS: SANDBOX_DISK_LIMIT_BYTES, SANDBOX_MAX_PROCESSES, SandboxStartError, diskLimitMessage, releaseNamespaceRun

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/memo.ts
var memo = __webpack_require__(7406);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/sandbox/agent-client.ts
/** The longest response line accepted: two 10 MiB outputs in base64 plus JSON. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** Bytes of the agent's stderr kept for error messages. */
const MAX_STDERR_BYTES = 16 * 1024;
/** The agent is gone or broke the protocol; the sandbox cannot run anything more. */
class AgentGoneError extends Error {
    code = 'sandbox-agent-gone';
    constructor(reason) {
        super(`The sandbox agent is gone: ${reason}`);
        this.name = 'AgentGoneError';
    }
}
/** A connection to one agent process. */
class AgentClient {
    child;
    nextId = 1;
    pending = new Map();
    buffered = [];
    bufferedBytes = 0;
    stderr = Buffer.alloc(0);
    goneReason;
    readyWaiter;
    isReady = false;
    /** Resolves when the sandbox process has exited. */
    exited;
    constructor(child) {
        this.child = child;
        child.stdout?.on('data', (chunk) => this.onData(chunk));
        // A spawner's connection comes paused (spawner.ts): what arrived after its token waits for this listener.
        child.stdout?.resume();
        child.stderr?.on('data', (chunk) => {
            if (this.stderr.length < MAX_STDERR_BYTES)
                this.stderr = Buffer.concat([this.stderr, chunk]).subarray(0, MAX_STDERR_BYTES);
        });
        child.stdin?.on('error', () => undefined);
        this.exited = new Promise((resolve) => {
            child.on('error', (error) => {
                this.fail(error.message);
                resolve();
            });
            child.on('close', (code, signal) => {
                this.fail(`exited (${signal ?? `code ${code}`})${this.stderrText() ? `: ${this.stderrText()}` : ''}`);
                resolve();
            });
        });
    }
    /** What the sandbox process wrote to stderr (bwrap and agent errors), trimmed. */
    stderrText() {
        return this.stderr.toString('utf8').trim();
    }
    /** Wait for the agent's first line `{"ready": true}`. */
    ready(timeoutMs) {
        if (this.isReady)
            return Promise.resolve();
        if (this.goneReason !== undefined)
            return Promise.reject(new AgentGoneError(this.goneReason));
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                this.readyWaiter = undefined;
                reject(new AgentGoneError(`no ready signal within ${timeoutMs} ms${this.stderrText() ? `: ${this.stderrText()}` : ''}`));
            }, timeoutMs);
            this.readyWaiter = {
                resolve: () => {
                    clearTimeout(timer);
                    resolve();
                },
                reject: (error) => {
                    clearTimeout(timer);
                    reject(error);
                },
            };
        });
    }
    /** Send one request; resolves with its `result` object, rejects with the agent's error or AgentGoneError. */
    request(op, fields, watchdogMs) {
        if (this.goneReason !== undefined)
            return Promise.reject(new AgentGoneError(this.goneReason));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = watchdogMs === undefined
                ? undefined
                : setTimeout(() => {
                    this.pending.delete(id);
                    reject(new AgentGoneError(`no answer to '${op}' within ${watchdogMs} ms`));
                }, watchdogMs);
            this.pending.set(id, { resolve, reject, timer });
            this.child.stdin?.write(`${JSON.stringify({ id, op, ...fields })}\n`);
        });
    }
    /** Close the agent's stdin: it exits, and the sandbox with it. */
    close() {
        this.child.stdin?.end();
    }
    onData(chunk) {
        let start = 0;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, start)) {
            this.buffered.push(chunk.subarray(start, at));
            const line = Buffer.concat(this.buffered).toString('utf8');
            this.buffered = [];
            this.bufferedBytes = 0;
            start = at + 1;
            this.onLine(line);
        }
        if (start < chunk.length) {
            this.buffered.push(chunk.subarray(start));
            this.bufferedBytes += chunk.length - start;
            if (this.bufferedBytes > MAX_LINE_BYTES) {
                this.buffered = [];
                this.fail('a response line exceeded the size limit');
                this.killProcess();
            }
        }
    }
    onLine(line) {
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            return; // not ours to act on: only well-formed responses to pending ids count
        }
        if (typeof message !== 'object' || message === null)
            return;
        const record = message;
        if (record.ready === true && !this.isReady) {
            this.isReady = true;
            this.readyWaiter?.resolve();
            this.readyWaiter = undefined;
            return;
        }
        if (typeof record.id !== 'number')
            return;
        const pending = this.pending.get(record.id);
        if (pending === undefined)
            return;
        this.pending.delete(record.id);
        clearTimeout(pending.timer);
        if (record.ok === true && typeof record.result === 'object' && record.result !== null) {
            pending.resolve(record.result);
        }
        else {
            const error = typeof record.error === 'string' ? record.error.slice(0, 2000) : 'malformed response';
            pending.reject(new Error(error));
        }
    }
    fail(reason) {
        if (this.goneReason !== undefined)
            return;
        this.goneReason = reason;
        this.readyWaiter?.reject(new AgentGoneError(reason));
        this.readyWaiter = undefined;
        for (const [id, pending] of this.pending) {
            clearTimeout(pending.timer);
            pending.reject(new AgentGoneError(reason));
            this.pending.delete(id);
        }
    }
    killProcess() {
        try {
            if (this.child.pid !== undefined)
                process.kill(-this.child.pid, 'SIGKILL');
        }
        catch {
            // gone
        }
    }
}
/** The result of a hook the agent could not run (gone, or silent past its watchdog). */
function goneResult(reason, timedOut = false) {
    return {
        exitCode: null,
        signal: null,
        timedOut,
        spawnError: reason,
        stdout: Buffer.alloc(0),
        stderr: Buffer.alloc(0),
        stdoutTruncated: false,
        stderrTruncated: false,
        durationMs: 0,
    };
}
/** Turn the agent's answer into an ExecResult, trusting nothing about its shape or sizes. */
function decodeExecResult(raw, cap) {
    const bytes = (value) => typeof value === 'string' ? Buffer.from(value, 'base64') : Buffer.alloc(0);
    const stdout = bytes(raw.stdout);
    const stderr = bytes(raw.stderr);
    const int = (value) => typeof value === 'number' && Number.isInteger(value) ? value : null;
    return {
        exitCode: int(raw.exitCode),
        signal: typeof raw.signal === 'string' ? raw.signal : null,
        timedOut: raw.timedOut === true,
        ...(typeof raw.spawnError === 'string' ? { spawnError: raw.spawnError } : {}),
        stdout: stdout.subarray(0, cap),
        stderr: stderr.subarray(0, cap),
        stdoutTruncated: raw.stdoutTruncated === true || stdout.length > cap,
        stderrTruncated: raw.stderrTruncated === true || stderr.length > cap,
        durationMs: Math.max(0, int(raw.durationMs) ?? 0),
    };
}

;// CONCATENATED MODULE: ./src/sandbox/changes.ts
/**
 * File changes of a namespace sandbox session (spec/cloud-environment.md §1), read from the overlays'
 * upper layers: the session's upper layer starts empty (scenario files and plumbing sit in a seed layer
 * below it), so every entry there is a hook's doing. Whiteouts are deletions; a copied-up file whose
 * content, mode and symlink target equal the lower one is no change; a directory that replaced a lower
 * one (opaque) is checked against the merged view. The hook-writable trees (upper layers, the home) are
 * walked through directory descriptors opened without following links (`/proc/self/fd/N/name`, as openat
 * does): a hook that is still running cannot swap a directory for a symlink between a check and a read and
 * make the host list or compare its own files.
 */


/*
 * The scan's reads are synchronous: each is a small kernel call on a tmpfs, /proc or a local checkout, and
 * through libuv's thread pool each cost about 100 µs of CPU (a hand-off to a thread and back) against 6 µs
 * here, dozens of them a session. So that a hook's huge tree does not hold up the other sessions of a run,
 * the scan lets the event loop turn every SCAN_YIELD_EVERY directory entries.
 */
const SCAN_YIELD_EVERY = 2048;
let entriesSinceYield = 0;
/** Let the event loop turn once `count` more entries bring the scan past SCAN_YIELD_EVERY since the last turn. */
async function pace(count) {
    entriesSinceYield += count;
    if (entriesSinceYield < SCAN_YIELD_EVERY)
        return;
    entriesSinceYield = 0;
    await new Promise((resolve) => setImmediate(resolve));
}
/** A descriptor from openSync, or undefined where the open failed. */
function openOrUndefined(file, flags) {
    try {
        return (0,external_node_fs_.openSync)(file, flags);
    }
    catch {
        return undefined;
    }
}
const DIRECTORY_NO_FOLLOW = external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_DIRECTORY | external_node_fs_.constants.O_NOFOLLOW;
/**
 * A hook-writable directory opened without following a link at its last component, its parent reached
 * through the parent's descriptor: every path below it resolves from the directory itself, never again by
 * name from the host's root.
 */
class TrustedDir {
    fd;
    constructor(fd) {
        this.fd = fd;
    }
    /** Open a directory hooksim made (an upper layer, the sandbox home); undefined when it is not one. */
    static openRoot(dir) {
        const fd = openOrUndefined(dir, DIRECTORY_NO_FOLLOW);
        return fd === undefined ? undefined : new TrustedDir(fd);
    }
    /** The path of an entry, resolved through this directory's descriptor (the entry itself not followed by lstat). */
    at(name) {
        return `/proc/self/fd/${this.fd}/${name}`;
    }
    /** Open a subdirectory; undefined when it is anything else (a symlink, a file) or is gone. */
    child(name) {
        const fd = openOrUndefined(this.at(name), DIRECTORY_NO_FOLLOW);
        return fd === undefined ? undefined : new TrustedDir(fd);
    }
    /** The entries of this very directory. */
    async entries() {
        let found;
        try {
            found = (0,external_node_fs_.readdirSync)(`/proc/self/fd/${this.fd}`, { withFileTypes: true });
        }
        catch {
            return [];
        }
        await pace(found.length);
        return found;
    }
    close() {
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        catch {
            // closed already
        }
    }
}
/** Run `work` on a directory just opened and close it after; `empty` when it could not be opened as one. */
async function withDir(dir, empty, work) {
    if (dir === undefined)
        return empty;
    try {
        return await work(dir);
    }
    finally {
        dir.close();
    }
}
/**
 * How deep the scan follows a hook's directories: one descriptor stays open per level, and a path longer
 * than PATH_MAX names nothing a report reader could use. A directory past either bound is reported whole,
 * as `dir/` (a hook can nest directories without end under `/root`).
 */
const SCAN_MAX_DEPTH = 256;
const SCAN_MAX_PATH = 4096;
/** Whether the scan stops at directory `rel` and reports it as one `rel/` entry. */
function tooDeep(rel) {
    return rel.length > SCAN_MAX_PATH || rel.split('/').length > SCAN_MAX_DEPTH;
}
/** Run `work` on an opened subdirectory; nothing when it is not one. */
function inChild(dir, name, work) {
    return withDir(dir.child(name), undefined, work);
}
/** Any change under it collapses into this one `modified` entry. */
const GIT_ENTRY = '/workspace/.git/';
function isWhiteout(stat) {
    return stat.isCharacterDevice() && stat.rdev === 0;
}
function lstatOrUndefined(file) {
    try {
        return (0,external_node_fs_.lstatSync)(file);
    }
    catch {
        return undefined;
    }
}
/**
 * Resolve `rel` through the lower layers as overlayfs does: the topmost layer holding it wins; a whiteout,
 * or a non-directory on the way, hides it and everything below.
 */
function resolveLower(lowers, rel) {
    const parts = rel === '' ? [] : rel.split('/');
    for (const layer of lowers) {
        let blocked = false;
        let absent = false;
        for (let i = 1; i <= parts.length; i++) {
            const stat = lstatOrUndefined(external_node_path_default().join(layer, ...parts.slice(0, i)));
            if (stat === undefined) {
                absent = true;
                break;
            }
            if (isWhiteout(stat) || (i < parts.length && !stat.isDirectory())) {
                blocked = true;
                break;
            }
        }
        if (blocked)
            return undefined;
        if (absent)
            continue;
        const file = external_node_path_default().join(layer, ...parts);
        const stat = lstatOrUndefined(file);
        if (stat !== undefined)
            return { file, stat };
    }
    return undefined;
}
/** Names visible in the lower stack's directory `rel`. */
async function lowerNames(lowers, rel) {
    const names = new Set();
    for (const layer of lowers) {
        let found = [];
        try {
            found = (0,external_node_fs_.readdirSync)(external_node_path_default().join(layer, rel));
        }
        catch {
            // not a directory of this layer
        }
        await pace(found.length);
        for (const name of found)
            names.add(name);
    }
    return [...names].filter((name) => resolveLower(lowers, join(rel, name)) !== undefined);
}
/** Every file and symlink of the lower stack at or under `rel`. */
async function lowerFiles(lowers, rel) {
    const entry = resolveLower(lowers, rel);
    if (entry === undefined)
        return [];
    if (!entry.stat.isDirectory())
        return [rel];
    const found = [];
    for (const name of await lowerNames(lowers, rel))
        found.push(...(await lowerFiles(lowers, join(rel, name))));
    return found;
}
function join(rel, name) {
    return rel === '' ? name : `${rel}/${name}`;
}
/** Whether `rel` exists in the merged view; every component but the last must be a real directory. */
function existsInMerged(merged, rel) {
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) {
        const stat = lstatOrUndefined(external_node_path_default().join(merged, ...parts.slice(0, i)));
        if (stat === undefined)
            return false;
        if (i < parts.length && !stat.isDirectory())
            return false;
    }
    return true;
}
/** Byte-for-byte equality of two regular files; unreadable counts as different. */
async function sameContent(a, b) {
    const left = openOrUndefined(a, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    const right = openOrUndefined(b, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    try {
        if (left === undefined || right === undefined)
            return false;
        const size = 64 * 1024;
        const bufA = Buffer.alloc(size);
        const bufB = Buffer.alloc(size);
        for (;;) {
            const readA = (0,external_node_fs_.readSync)(left, bufA, 0, size, null);
            const readB = (0,external_node_fs_.readSync)(right, bufB, 0, size, null);
            if (readA !== readB)
                return false;
            if (readA === 0)
                return true;
            if (!bufA.subarray(0, readA).equals(bufB.subarray(0, readB)))
                return false;
            // A large file counts as many entries: the event loop turns between its chunks too.
            await pace(size / 4096);
        }
    }
    catch {
        return false;
    }
    finally {
        for (const fd of [left, right])
            if (fd !== undefined)
                (0,external_node_fs_.closeSync)(fd);
    }
}
function readlinkOrEmpty(file) {
    try {
        return (0,external_node_fs_.readlinkSync)(file);
    }
    catch {
        return '';
    }
}
/** Whether an upper entry differs from the lower one it covers: type, mode, symlink target or content. */
async function differs(upperFile, upper, lower) {
    const type = (stat) => stat.mode & external_node_fs_.constants.S_IFMT;
    if (type(upper) !== type(lower.stat))
        return true;
    if (upper.isSymbolicLink())
        return readlinkOrEmpty(upperFile) !== readlinkOrEmpty(lower.file);
    if ((upper.mode & 0o7777) !== (lower.stat.mode & 0o7777))
        return true;
    if (!upper.isFile())
        return false;
    if (upper.size !== lower.stat.size)
        return true;
    return !(await sameContent(upperFile, lower.file));
}
/** Changes of one overlay, as paths relative to its root. */
async function overlayChanges(view) {
    const changes = { created: [], modified: [], deleted: [] };
    const deleteLower = async (rel) => {
        changes.deleted.push(...(await lowerFiles(view.lowers, rel)));
    };
    const walk = async (rel, dir) => {
        const entries = await dir.entries();
        const inUpper = new Set(entries.map((entry) => entry.name));
        // An opaque upper directory hides the lower entries it does not hold; only the merged view tells. The
        // upper layer's root is never opaque (a mount's root cannot be removed and made again): its deletions
        // are whiteouts, and no lookup of the lower entries is needed for it.
        const lowerDir = rel === '' ? undefined : resolveLower(view.lowers, rel);
        if (view.merged !== undefined && lowerDir?.stat.isDirectory()) {
            for (const name of await lowerNames(view.lowers, rel)) {
                if (!inUpper.has(name) && !existsInMerged(view.merged, join(rel, name)))
                    await deleteLower(join(rel, name));
            }
        }
        for (const entry of entries) {
            const child = join(rel, entry.name);
            const upperFile = dir.at(entry.name);
            const stat = lstatOrUndefined(upperFile);
            if (stat === undefined)
                continue;
            if (isWhiteout(stat)) {
                await deleteLower(child);
                continue;
            }
            const lower = resolveLower(view.lowers, child);
            if (stat.isDirectory()) {
                if (lower !== undefined && !lower.stat.isDirectory())
                    changes.deleted.push(child);
                if (tooDeep(child))
                    changes.created.push(`${child}/`);
                else
                    await inChild(dir, entry.name, (sub) => walk(child, sub));
            }
            else if (lower === undefined) {
                changes.created.push(child);
            }
            else if (lower.stat.isDirectory()) {
                await deleteLower(child);
                changes.created.push(child);
            }
            else if (await differs(upperFile, stat, lower)) {
                changes.modified.push(child);
            }
        }
    };
    await inRoot(view.upper, undefined, (root) => walk('', root));
    return changes;
}
/** Every file and symlink under a hook-writable plain directory, relative to it. */
async function plainFiles(dir, rel = '') {
    const found = [];
    for (const entry of await dir.entries()) {
        const child = join(rel, entry.name);
        if (entry.isDirectory() && tooDeep(child))
            found.push(`${child}/`);
        else if (entry.isDirectory())
            found.push(...((await inChild(dir, entry.name, (sub) => plainFiles(sub, child))) ?? []));
        else
            found.push(child);
    }
    return found;
}
/** Whether a system overlay's upper layer holds anything besides copied-up parents and excluded files. */
async function systemChanged(view, isExcluded, dir, rel = '') {
    for (const entry of await dir.entries()) {
        const child = join(rel, entry.name);
        if (isExcluded(`${view.target}/${child}`))
            continue;
        if (!entry.isDirectory() || tooDeep(child))
            return true;
        if (resolveLower(view.lowers, child)?.stat.isDirectory() !== true)
            return true;
        if (await inChild(dir, entry.name, (sub) => systemChanged(view, isExcluded, sub, child)))
            return true;
    }
    return false;
}
/** Run `work` on a hook-writable tree's root, opened without following links; `empty` when it is missing. */
function inRoot(dir, empty, work) {
    return withDir(TrustedDir.openRoot(dir), empty, work);
}
/** Created, modified and deleted sandbox paths, sorted (cloud-environment.md §1). */
async function computeChanges(scan) {
    const isExcluded = (p) => scan.excluded.some((ex) => (ex.endsWith('/') ? p.startsWith(ex) || `${p}/` === ex : p === ex));
    const result = { created: [], modified: [], deleted: [] };
    let gitChanged = false;
    const add = (list, paths, root) => {
        for (const rel of paths) {
            const full = `${root}/${rel}`;
            if (isExcluded(full))
                continue;
            if (full === GIT_ENTRY.slice(0, -1) || full.startsWith(GIT_ENTRY))
                gitChanged = true;
            else
                list.push(full);
        }
    };
    const workspace = await overlayChanges(scan.workspace);
    const home = await inRoot(scan.home.dir, [], (root) => plainFiles(root));
    const systemChanges = [];
    for (const view of scan.system)
        systemChanges.push(await inRoot(view.upper, false, (root) => systemChanged(view, isExcluded, root)));
    add(result.created, workspace.created, scan.workspace.target);
    add(result.modified, workspace.modified, scan.workspace.target);
    add(result.deleted, workspace.deleted, scan.workspace.target);
    add(result.created, home, scan.home.target);
    if (gitChanged)
        result.modified.push(GIT_ENTRY);
    scan.system.forEach((view, i) => {
        if (systemChanges[i] === true)
            result.modified.push(`${view.target}/`);
    });
    for (const list of [result.created, result.modified, result.deleted])
        list.sort();
    return result;
}

// EXTERNAL MODULE: ./src/sandbox/cleanup.ts
var cleanup = __webpack_require__(9823);
// EXTERNAL MODULE: ./src/sandbox/environment.ts
var environment = __webpack_require__(4282);
// EXTERNAL MODULE: ./src/sandbox/namespace-launch.ts + 1 modules
var namespace_launch = __webpack_require__(4855);
// EXTERNAL MODULE: ./src/sandbox/launch-mode-cache.ts
var launch_mode_cache = __webpack_require__(9485);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/sandbox/namespace-pids.ts
/**
 * The namespace sandbox's process bound when hooksim runs as root. RLIMIT_NPROC (set by the setup step for
 * everyone) is never enforced for tasks whose real uid is the host's root, and with `--map-root-user` run by
 * root the sandbox's uid 0 is exactly that: a fork bomb would fill the host's pid space. A child of hooksim's
 * own `pids` cgroup (v1, or v2 where the controller is already enabled for children) bounds it instead; the
 * setup step joins it before it builds anything, so every sandbox process is counted.
 */




/** Names of hooksim's cgroups: the owner pid first, so a later run can remove those of dead runs. */
const CGROUP_NAME = /^hooksim-(\d+)-[0-9a-f]+$/;
/** The pids cgroup directory hooksim itself is in, when one is mounted and reachable. */
function locatePidsCgroup(procCgroup, mountinfo) {
    const memberships = procCgroup.split('\n').map((line) => {
        const [, controllers = '', ...rest] = line.split(':');
        return { controllers: controllers.split(','), path: rest.join(':') };
    });
    const mounts = mountinfo.split('\n').map((line) => {
        const [left = '', right = ''] = line.split(' - ');
        const fields = left.split(' ');
        const [fstype = '', , superOptions = ''] = right.split(' ');
        return { root: fields[3] ?? '', point: fields[4] ?? '', fstype, options: superOptions.split(',') };
    });
    const v1 = memberships.find((entry) => entry.controllers.includes('pids'));
    const v1Mount = mounts.find((mount) => mount.fstype === 'cgroup' && mount.options.includes('pids'));
    if (v1 !== undefined && v1Mount !== undefined) {
        const dir = joinBelow(v1Mount, v1.path);
        return dir === undefined ? undefined : { dir, version: 1 };
    }
    const v2 = memberships.find((entry) => entry.controllers.length === 1 && entry.controllers[0] === '');
    const v2Mount = mounts.find((mount) => mount.fstype === 'cgroup2');
    if (v2 === undefined || v2Mount === undefined)
        return undefined;
    const dir = joinBelow(v2Mount, v2.path);
    return dir === undefined ? undefined : { dir, version: 2 };
}
/** Where a cgroup path appears under a mount of its hierarchy (mountinfo escapes spaces as \040). */
function joinBelow(mount, cgroupPath) {
    const root = mount.root;
    if (mount.point === '' || !cgroupPath.startsWith('/'))
        return undefined;
    if (root !== '/' && cgroupPath !== root && !cgroupPath.startsWith(`${root}/`))
        return undefined;
    const relative = root === '/' ? cgroupPath : cgroupPath.slice(root.length);
    return external_node_path_default().join(mount.point.replace(/\\040/g, ' '), relative);
}
let swept = false;
/**
 * Create a cgroup below hooksim's own that holds at most `max` tasks; undefined when this process cannot
 * (no pids controller, a read-only cgroupfs as in most containers, v2 without the controller delegated).
 */
async function createPidsCgroup(max) {
    const parent = pidsParent();
    if (parent === undefined)
        return undefined;
    if (!swept) {
        swept = true;
        sweepDeadCgroups(parent.dir);
    }
    const dir = external_node_path_default().join(parent.dir, `hooksim-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    try {
        await (0,promises_.mkdir)(dir);
    }
    catch {
        return undefined;
    }
    try {
        await (0,promises_.writeFile)(external_node_path_default().join(dir, 'pids.max'), String(max));
        return dir;
    }
    catch {
        await (0,promises_.rmdir)(dir).catch(() => undefined);
        return undefined;
    }
}
/** Where hooksim's sessions get their pids cgroups: looked up once a process (hooksim does not move). */
let parentLookup;
/** The pids cgroup sessions' cgroups go below, when this process may make them there. */
function pidsParent() {
    if (parentLookup !== undefined)
        return parentLookup.found;
    let found;
    try {
        found = locatePidsCgroup((0,external_node_fs_.readFileSync)('/proc/self/cgroup', 'utf8'), (0,external_node_fs_.readFileSync)('/proc/self/mountinfo', 'utf8'));
        if (found?.version === 2) {
            const enabled = (0,external_node_fs_.readFileSync)(external_node_path_default().join(found.dir, 'cgroup.subtree_control'), 'utf8');
            if (!enabled.split(/\s+/).includes('pids'))
                found = undefined;
        }
    }
    catch {
        found = undefined;
    }
    parentLookup = { found };
    return found;
}
/** Remove a sandbox's cgroup once its last task is gone (reaping a large tree takes a moment). */
async function removePidsCgroup(dir, waitMs = 3_000) {
    const deadline = Date.now() + waitMs;
    for (let pause = 1;; pause = nextPause(pause)) {
        try {
            await (0,promises_.rmdir)(dir);
            return;
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code !== 'EBUSY' || Date.now() > deadline)
                return;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
    }
}
/**
 * The next pause of a wait for a cgroup to empty: from 1 ms, doubling to 20. Its tasks usually leave within
 * a few milliseconds of their kill, and a fixed 20 ms pause kept `fire` waiting for most of one at its exit.
 */
function nextPause(pause) {
    return Math.min(pause * 2, 20);
}
/**
 * The same, synchronously (process exit): once, or for up to `waitMs` while it is busy (a task just killed
 * leaves it in a moment: pauses from 0.1 ms, doubling to 2; a first pause of 2 ms was most of this wait at
 * `fire`'s exit, its spawner gone within half a millisecond of the kill); a cgroup still busy then is swept by
 * the next run.
 */
function removePidsCgroupSync(dir, waitMs = 0) {
    const deadline = Date.now() + waitMs;
    const sleeper = new Int32Array(new SharedArrayBuffer(4));
    for (let pause = 0.1;; pause = Math.min(pause * 2, 2)) {
        try {
            (0,external_node_fs_.rmdirSync)(dir);
            return;
        }
        catch (error) {
            if (error.code !== 'EBUSY' || Date.now() > deadline)
                return;
        }
        Atomics.wait(sleeper, 0, 0, pause);
    }
}
/** Remove empty hooksim cgroups whose owner process is gone. */
function sweepDeadCgroups(parent) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(parent);
    }
    catch {
        return;
    }
    for (const name of names) {
        const owner = CGROUP_NAME.exec(name)?.[1];
        if (owner === undefined || isAlive(Number(owner)))
            continue;
        removePidsCgroupSync(external_node_path_default().join(parent, name));
    }
}
function isAlive(pid) {
    try {
        (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/socket-path.ts
var socket_path = __webpack_require__(6632);
// EXTERNAL MODULE: ./src/sandbox/spawner.ts
var sandbox_spawner = __webpack_require__(5087);
;// CONCATENATED MODULE: ./src/sandbox/pids-slots.ts
/**
 * Pids cgroups lent to sessions one at a time, each with a spawner living in it (spawner.ts, `launch --serve
 * <cgroup.procs>`), so that a session's processes are born in its cgroup instead of moved there. Moving a
 * process into a cgroup v1 takes the kernel's cgroup mutex and waits out an RCU grace period under it: several
 * milliseconds a session, during which no other session's cgroup could be made, joined or removed (measured:
 * 200 empty scenarios took 4.61 s with a cgroup a session and 3.98 s without any). A slot's cgroup is joined
 * once, by its spawner, and serves session after session; it goes back to the pool only once nothing but the
 * spawner is left in it, so a session never shares its bound with another one's leftovers.
 */







/** Idle slots by run directory. */
const idle = new Map();
/** Slots on their way up ahead of a run's first session (prestartPidsSlot), by run directory. */
const starting = new Map();
/** How long a given-back slot may take to empty before it is retired instead. */
const EMPTY_WAIT_MS = 3_000;
/**
 * A slot of `runDir` for a session of at most `max` processes: an idle one, or a new one (its spawner over the
 * run's host layers of `mountsPlan`, the same for every slot of a run); undefined where this process can make
 * no pids cgroup or no spawner (the caller bounds the session as before).
 */
async function borrowPidsSlot(launcher, runDir, env, max, mountsPlan) {
    await starting.get(runDir);
    let slot;
    while ((slot = idle.get(runDir)?.pop()) !== undefined &&
        (!slot.spawner.usable || slot.mountsPlan !== mountsPlan))
        void retire(slot);
    slot ??= await newSlot(launcher, runDir, env, max, mountsPlan);
    if (slot === undefined)
        return undefined;
    if (slot.max !== max) {
        try {
            await (0,promises_.writeFile)(external_node_path_default().join(slot.cgroup, 'pids.max'), String(max + 1));
            slot.max = max;
        }
        catch {
            void retire(slot);
            return undefined;
        }
    }
    const lent = slot;
    return {
        cgroup: lent.cgroup,
        spawn: (argv) => lent.spawner.spawn(argv),
        giveBack: () => giveBack(runDir, lent),
    };
}
/**
 * Start a slot of `runDir` before its first session needs one (borrowPidsSlot's arguments): its spawner
 * mounts the run's host layers in its own mount namespace, in a process of its own, while this one loads
 * the hook files and plans the session. It waits idle; a slot that cannot start is no error (the session
 * starts its own, or bounds itself as before).
 */
function prestartPidsSlot(launcher, runDir, env, max, mountsPlan) {
    const known = starting.get(runDir);
    if (known !== undefined)
        return known;
    const start = newSlot(launcher, runDir, env, max, mountsPlan)
        .then((slot) => {
        if (slot !== undefined)
            idle.set(runDir, [...(idle.get(runDir) ?? []), slot]);
    })
        .catch(() => undefined)
        .finally(() => starting.delete(runDir));
    starting.set(runDir, start);
    return start;
}
async function newSlot(launcher, runDir, env, max, mountsPlan) {
    const cgroup = await createPidsCgroup(max + 1);
    if (cgroup === undefined)
        return undefined;
    const socketPath = external_node_path_default().join(runDir, `spawn-${external_node_path_default().basename(cgroup)}.sock`);
    let spawner;
    if ((0,socket_path/* fitsUnixSocket */.G9)(socketPath)) {
        spawner = await sandbox_spawner/* Spawner */.T.start(launcher, socketPath, env, () => undefined, external_node_path_default().join(cgroup, 'cgroup.procs'), mountsPlan).catch(() => undefined);
    }
    if (spawner === undefined) {
        await removePidsCgroup(cgroup);
        return undefined;
    }
    const forgetExitHook = (0,cleanup/* onProcessExit */.xy)(() => {
        // Its spawner just killed, the cgroup empties in a moment.
        spawner.killNow();
        removePidsCgroupSync(cgroup, 100);
    });
    return { cgroup, spawner, max, mountsPlan, forgetExitHook };
}
async function giveBack(runDir, slot) {
    const deadline = Date.now() + EMPTY_WAIT_MS;
    const busy = () => !slot.spawner.usable || tasksIn(slot.cgroup) > 1;
    for (let pause = 1; busy() && slot.spawner.usable && Date.now() <= deadline; pause = nextPause(pause))
        await new Promise((resolve) => setTimeout(resolve, pause));
    if (busy()) {
        await retire(slot);
        return;
    }
    const slots = idle.get(runDir) ?? [];
    slots.push(slot);
    idle.set(runDir, slots);
}
/** The tasks in a cgroup now (pids.current); unreadable counts as busy. */
function tasksIn(cgroup) {
    try {
        return Number((0,external_node_fs_.readFileSync)(external_node_path_default().join(cgroup, 'pids.current'), 'utf8'));
    }
    catch {
        return Number.POSITIVE_INFINITY;
    }
}
/** Close a slot's spawner and remove its cgroup once the spawner has left it. */
function retire(slot) {
    slot.spawner.close();
    slot.forgetExitHook();
    return removePidsCgroup(slot.cgroup);
}
/** Retire every idle slot (the run is over and its sandboxes stopped); resolves once their cgroups are gone. */
async function pids_slots_releasePidsSlots() {
    await Promise.all(starting.values());
    const slots = [...idle.values()].flat();
    idle.clear();
    await Promise.all(slots.map(retire));
}

;// CONCATENATED MODULE: ./src/sandbox/namespace-procs.ts
/**
 * The namespace sandbox's processes as seen from the host: find bwrap's monitor and the sandbox's PID 1,
 * kill every leftover process inside and hold the agent still while hooksim reads the session's layers
 * (cloud-environment.md §1: changes are read "after the last sessionEnd hook, leftover processes killed").
 */


/**
 * Every read here is synchronous: a small read of the kernel's own tables costs less than a trip through the
 * thread pool, and the pool is shared with the sessions starting ahead and the teardowns behind (a scenario's
 * change scan waited milliseconds in its queue for each of these).
 */
function readProc(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
function childrenOf(pid) {
    const text = readProc(`/proc/${pid}/task/${pid}/children`);
    if (text !== undefined) {
        return text
            .split(' ')
            .filter((word) => /^\d+$/.test(word))
            .map(Number);
    }
    // Kernels without CONFIG_PROC_CHILDREN: the parent pid is field 4 of /proc/<pid>/stat.
    const children = [];
    for (const name of procEntries()) {
        const stat = readProc(`/proc/${name}/stat`) ?? '';
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[1]) === pid)
            children.push(Number(name));
    }
    return children;
}
/** The pids listed in /proc, as names. */
function procEntries() {
    try {
        return (0,external_node_fs_.readdirSync)('/proc').filter((name) => /^\d+$/.test(name));
    }
    catch {
        return [];
    }
}
/** The pid of bwrap's outer (monitor) process: the spawned process itself, or sudo's child. */
function findMonitor(spawnedPid, viaSudo) {
    if (!viaSudo)
        return spawnedPid;
    return childrenOf(spawnedPid)[0];
}
/** The innermost pid of a host process (last field of `NSpid`), or undefined. */
function innerPid(pid) {
    const line = /^NSpid:\s+(.*)$/m.exec(readProc(`/proc/${pid}/status`) ?? '')?.[1];
    const last = line?.trim().split(/\s+/).pop();
    return last === undefined ? undefined : Number(last);
}
/** The sandbox's PID 1 (bwrap's init inside the PID namespace): the monitor's first child. */
function findSandboxInit(monitor) {
    return monitor === undefined ? undefined : childrenOf(monitor)[0];
}
/** Whether a host process still runs (a zombie has ended: only its parent's wait is missing). */
function isRunning(pid) {
    const stat = readProc(`/proc/${pid}/stat`);
    return stat !== undefined && stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
}
/**
 * Wait until a process has ended, at most `timeoutMs`. For the sandbox's PID 1 this means every process of its
 * namespace has ended too: the kernel kills them when PID 1 dies and PID 1's exit waits for them all.
 */
async function waitForProcessEnd(pid, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    // A killed sandbox's PID 1 ends within a few ms: looked at after 1 ms, then at doubling pauses up to 20.
    for (let pause = 1; isRunning(pid) && Date.now() < deadline; pause = nextPause(pause))
        await new Promise((resolve) => setTimeout(resolve, pause));
}
function signal(pid, name) {
    try {
        process.kill(pid, name);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * SIGKILL every process of the sandbox's PID namespace except its PID 1 and the agent (PID 2), which are
 * stopped. Repeats until a sweep finds nothing to kill, so a forking leftover cannot outrun it.
 */
function freezeSandbox(monitor) {
    if (monitor === undefined)
        return { stopped: [] };
    const monitorRoot = linkOf(`/proc/${monitor}/root`) === undefined ? undefined : `/proc/${monitor}/root`;
    const init = childrenOf(monitor)[0];
    const namespace = init === undefined ? undefined : linkOf(`/proc/${init}/ns/pid`);
    const stopped = [];
    if (init === undefined || namespace === undefined)
        return { monitorRoot, stopped };
    for (let round = 0; round < 20; round++) {
        let killed = 0;
        // Synchronous (readProc): no leftover gets the time between the reads to fork.
        for (const pid of sandboxProcesses(init, namespace)) {
            const inner = innerPid(pid);
            if (inner === 1 || inner === 2) {
                if (!stopped.includes(pid) && signal(pid, 'SIGSTOP'))
                    stopped.push(pid);
            }
            else if (signal(pid, 'SIGKILL')) {
                killed++;
            }
        }
        if (killed === 0)
            break;
    }
    return { monitorRoot, stopped };
}
/** Whether this kernel lists each thread's children (`/proc/<pid>/task/<tid>/children`, CONFIG_PROC_CHILDREN). */
let childrenListed;
/**
 * The host pids of the sandbox's processes: its PID 1 and every process below it, read from the children lists
 * of each of their threads. Every process of a PID namespace descends from its PID 1 (an orphan is adopted by
 * PID 1, or by a subreaper below it), so this finds them all while reading only the sandbox's own processes,
 * not every process of the host; each is checked to be in `namespace`. Without children lists, the processes
 * whose PID namespace is `namespace`.
 */
function sandboxProcesses(init, namespace) {
    childrenListed ??= (0,external_node_fs_.existsSync)(`/proc/self/task/${process.pid}/children`);
    if (!childrenListed)
        return processesIn(namespace);
    if (linkOf(`/proc/${init}/ns/pid`) !== namespace)
        return [];
    const found = [init];
    for (let at = 0; at < found.length; at++) {
        const parent = found[at];
        let tasks;
        try {
            tasks = (0,external_node_fs_.readdirSync)(`/proc/${parent}/task`);
        }
        catch {
            continue; // ended meanwhile
        }
        for (const task of tasks) {
            let text = '';
            try {
                text = (0,external_node_fs_.readFileSync)(`/proc/${parent}/task/${task}/children`, 'utf8');
            }
            catch {
                // the thread ended meanwhile
            }
            // Only a process of the sandbox's namespace: a pid that ended and was reused by a host process meanwhile
            // must not have its children (host processes) taken for the sandbox's.
            for (const word of text.split(' '))
                if (/^\d+$/.test(word) && linkOf(`/proc/${word}/ns/pid`) === namespace)
                    found.push(Number(word));
        }
    }
    return found;
}
/** The host pids of every process whose PID namespace is `namespace` (a `pid:[…]` link text). */
function processesIn(namespace) {
    return procEntries()
        .filter((name) => linkOf(`/proc/${name}/ns/pid`) === namespace)
        .map(Number);
}
function linkOf(file) {
    try {
        return (0,external_node_fs_.readlinkSync)(file);
    }
    catch {
        return undefined;
    }
}
/** Let the stopped PID 1 and agent run again. */
function thawSandbox(frozen) {
    for (const pid of frozen.stopped)
        signal(pid, 'SIGCONT');
}

// EXTERNAL MODULE: ./src/sandbox/system-layers.ts
var system_layers = __webpack_require__(5025);
// EXTERNAL MODULE: ./src/sandbox/workspace.ts
var workspace = __webpack_require__(3934);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/sandbox/host-git.ts
var host_git = __webpack_require__(2708);
;// CONCATENATED MODULE: ./src/sandbox/workspace-overlay.ts
/**
 * `/workspace` without copying the checkout (issue 15): the checkout itself is the overlay's read-only
 * lowest layer, and a small mask layer above it, made once per run, hides what decideWorkspaceView hides
 * (ignored paths and nested repositories, as git lists them collapsed) with whiteouts, and holds every git
 * config file of a shown `.git` rewritten without credentials. Its cost grows with the number of hidden
 * entries, not with the number of files. Where the overlay cannot stand in for the copy (the checkout
 * belongs to another user, its path cannot be an overlay layer, the run directory lies inside it, whiteouts
 * cannot be made, or HOOKSIM_WORKSPACE=copy), the filtered copy (workspace.ts) is used instead.
 */










/** Mask layers of this process, by run directory and the repository's real path. */
const masks = new Map();
/** Characters an overlay mount option cannot hold in a layer path. */
const UNUSABLE_LAYER_PATH = /[,:\\]/;
/**
 * The lower layers of `/workspace` for `repo` in this run, made on first use and shared by every session:
 * a mask layer over the checkout where it can be, the filtered copy otherwise (WorkspaceLowers.reason).
 */
async function acquireWorkspaceLowers(repo, runDir, options = {}) {
    // Synchronously: asked once a session, and a thread-pool round trip costs more than the lookup.
    const real = (0,external_node_fs_.realpathSync)(repo);
    const key = `${runDir}\0${real}`;
    return (0,memo/* memoUntilFailure */.F)(masks, key, () => chooseLowers(real, runDir, options));
}
/**
 * From now on in this run, `repo`'s sessions use the filtered copy (a sandbox over the mask layer did not
 * start: `reason`); the copy's lower layers.
 */
async function useWorkspaceCopy(repo, runDir, options, reason) {
    const real = await (0,promises_.realpath)(repo);
    const lowers = (0,workspace/* acquireWorkspaceCopy */.d6)(real, runDir, options).then((copy) => ({
        lowers: [copy],
        kind: 'copy',
        reason,
    }));
    const key = `${runDir}\0${real}`;
    masks.set(key, lowers);
    lowers.catch(() => masks.delete(key));
    return lowers;
}
/** Forget the mask layers (their run directory is going away with them). */
function workspace_overlay_forgetWorkspaceMasks() {
    masks.clear();
}
async function chooseLowers(repo, runDir, options) {
    const reason = await overlayUnusable(repo, runDir);
    if (reason !== undefined) {
        return { lowers: [await (0,workspace/* acquireWorkspaceCopy */.d6)(repo, runDir, options)], kind: 'copy', reason };
    }
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(runDir, 'mask-'));
    try {
        await (0,promises_.chmod)(dir, 0o755);
        const layer = external_node_path_default().join(dir, 'layer');
        await (0,promises_.mkdir)(layer, { mode: 0o755 });
        let whiteout;
        try {
            whiteout = await (0,system_layers/* runWhiteout */.N2)(runDir);
        }
        catch (error) {
            await (0,cleanup/* removeTree */.dM)(dir);
            const why = `no whiteout could be made (${error instanceof Error ? error.message : String(error)})`;
            return { lowers: [await (0,workspace/* acquireWorkspaceCopy */.d6)(repo, runDir, options)], kind: 'copy', reason: why };
        }
        await buildWorkspaceMasks(repo, layer, whiteout, await (0,workspace/* decideWorkspaceView */.ju)(repo));
        // The sandbox's root is not the uid the index recorded (hooksim's user maps to 0): compare what a
        // clone's index would match anyway (whole-second mtime, size, mode), so git re-hashes nothing.
        const config = external_node_path_default().join(layer, '.git', 'config');
        if ((process.geteuid?.() ?? 0) !== 0 && (await (0,promises_.lstat)(config).catch(() => undefined))?.isFile())
            await (0,promises_.appendFile)(config, '[core]\n\tcheckStat = minimal\n');
        return { lowers: [layer, repo], kind: 'overlay' };
    }
    catch (error) {
        await (0,cleanup/* removeTree */.dM)(dir);
        throw error instanceof workspace/* WorkspaceCopyError */.vg ? error : new workspace/* WorkspaceCopyError */.vg(repo, describe(error));
    }
}
/** Why `repo` cannot be the overlay's lowest layer; undefined when it can. */
async function overlayUnusable(repo, runDir) {
    if (process.env.HOOKSIM_WORKSPACE === 'copy')
        return 'HOOKSIM_WORKSPACE=copy';
    if (UNUSABLE_LAYER_PATH.test(repo))
        return `its path holds ',', ':' or '\\'`;
    // The run directory, and the temp dir where sessions may keep their layers (cleanup.ts bulkDirFor).
    for (const dir of [runDir, (0,external_node_os_.tmpdir)()]) {
        const real = await (0,promises_.realpath)(dir);
        if (real === repo || real.startsWith(`${repo}/`))
            return 'the temporary directory lies inside the checkout (overlay layers may not overlap)';
    }
    // The sandbox's root is hooksim's user: files of another uid show as `nobody` inside (read-only or out of
    // reach), and git would take every index entry for changed.
    const uid = process.geteuid?.() ?? 0;
    for (const rel of ['', '.git', '.git/index']) {
        const info = await (0,promises_.lstat)(external_node_path_default().join(repo, rel)).catch(() => undefined);
        if (info !== undefined && info.uid !== uid)
            return `'${rel === '' ? repo : rel}' belongs to uid ${info.uid}, not hooksim's ${uid}`;
    }
    return undefined;
}
/**
 * Fill the empty directory `layer` so that, above `repo`, it shows exactly `view`: a whiteout for every
 * hidden entry (descending into a hidden directory only where a tracked path lies below it), and every git
 * config file of a shown `.git` directory rewritten without credentials.
 */
async function buildWorkspaceMasks(repo, layer, whiteout, view) {
    // Synchronous calls: a mask is a handful of them (stat, mkdir, chmod, utimes, link), and each one a round
    // trip through libuv's thread pool made 86 ignored files scattered over 600 directories take 240 ms of
    // waiting. The event loop gets a turn every MASKS_PER_TURN masks.
    const stats = new Map();
    const statOf = (rel) => {
        let found = stats.get(rel);
        if (found === undefined) {
            found = (0,external_node_fs_.statSync)(external_node_path_default().join(repo, rel));
            stats.set(rel, found);
        }
        return found;
    };
    // A directory of the mask layer is the one overlayfs shows: it carries the checkout's mode, and its times
    // once everything is in it (a link, a copy or a directory made inside changes them).
    const made = new Set(['']);
    const ensureDirs = (rel) => {
        if (made.has(rel))
            return;
        ensureDirs(parentOf(rel));
        const target = external_node_path_default().join(layer, rel);
        (0,external_node_fs_.mkdirSync)(target);
        // Exactly: mkdir's mode goes through the umask, and a set-group-ID parent passes its bit on.
        (0,external_node_fs_.chmodSync)(target, statOf(rel).mode & 0o7777);
        made.add(rel);
    };
    let masks = 0;
    /** A whiteout for `name` (its bytes: it may not be UTF-8) in the directory `parent` of the checkout. */
    const maskName = async (parent, name) => {
        ensureDirs(parent);
        try {
            (0,external_node_fs_.linkSync)(whiteout, Buffer.concat([Buffer.from(`${external_node_path_default().join(layer, parent)}/`), name]));
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
        if (++masks % MASKS_PER_TURN === 0)
            await new Promise((resolve) => setImmediate(resolve));
    };
    const mask = (rel) => maskName(parentOf(rel), Buffer.from(external_node_path_default().posix.basename(rel)));
    const exists = (file) => (0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false }) !== undefined;
    /**
     * A hidden path that is not UTF-8 (NOT_UTF8): the first directory on its way whose name is not either,
     * or the path itself, is masked whole by its bytes. Its parent has a name as a string; a tracked path
     * below it is hidden with it (no such path can be named to the overlay's host-side readers anyway).
     */
    const maskBytes = async (raw) => {
        let cut = raw.indexOf(0x2f);
        while (cut !== -1 && (0,external_node_buffer_.isUtf8)(raw.subarray(0, cut)))
            cut = raw.indexOf(0x2f, cut + 1);
        const top = cut === -1 ? raw : raw.subarray(0, cut);
        const slash = top.lastIndexOf(0x2f);
        if (!exists(Buffer.concat([Buffer.from(`${repo}/`), top])))
            return;
        await maskName(slash === -1 ? '' : top.toString('utf8', 0, slash), top.subarray(slash + 1));
    };
    /** The names in the checkout's directory `rel`, as bytes: a name that is not UTF-8 is masked by them. */
    const namesIn = (rel) => (0,external_node_fs_.readdirSync)(external_node_path_default().join(repo, rel), { encoding: 'buffer' });
    // The directories holding a tracked path below a hidden entry: such an entry is opened up, not masked
    // whole. A nested repository's `.git` in a directory with tracked paths is one of view.hidden.
    const holders = (0,workspace/* withParents */.M2)(view.shownInHidden.map((rel) => external_node_path_default().posix.dirname(rel)));
    const shown = new Set([...view.shownInHidden, ...view.gitDirs]);
    const maskBelow = async (rel) => {
        ensureDirs(rel);
        for (const name of namesIn(rel)) {
            if (!(0,external_node_buffer_.isUtf8)(name)) {
                await maskName(rel, name);
                continue;
            }
            const child = `${rel}/${name.toString('utf8')}`;
            if (holders.has(child))
                await maskBelow(child);
            else if (!shown.has(child))
                await mask(child);
        }
    };
    for (const entry of view.hidden) {
        if (entry.startsWith(host_git/* NOT_UTF8 */.mM)) {
            await maskBytes((0,host_git/* rawPath */.av)(entry.replace(/\/$/, '')));
            continue;
        }
        const rel = entry.replace(/\/$/, '');
        if (holders.has(rel))
            await maskBelow(rel);
        else if (exists(external_node_path_default().join(repo, rel)))
            await mask(rel);
    }
    // A submodule that is not checked out (no `.git` of its own) shows empty, as in a fresh clone.
    for (const sub of view.submodules) {
        if (view.gitDirs.includes(`${sub}/.git`))
            continue;
        let names = [];
        try {
            names = namesIn(sub);
        }
        catch {
            // not there, or not a directory: nothing to hide
        }
        for (const name of names)
            await maskName(sub, name);
    }
    for (const rel of view.gitDirs) {
        const source = external_node_path_default().join(repo, rel);
        if ((0,external_node_fs_.lstatSync)(source, { throwIfNoEntry: false })?.isDirectory() !== true)
            continue;
        for (const file of await (0,workspace/* findGitConfigs */.B_)(source)) {
            const relFile = external_node_path_default().relative(repo, file);
            ensureDirs(external_node_path_default().posix.dirname(relFile));
            const target = external_node_path_default().join(layer, relFile);
            await (0,promises_.copyFile)(file, target);
            await (0,workspace/* sanitizeGitConfig */.E5)(target);
        }
    }
    for (const dir of made) {
        const source = statOf(dir);
        (0,external_node_fs_.utimesSync)(external_node_path_default().join(layer, dir), source.atime, source.mtime);
    }
}
/** Masks made between two turns of the event loop (buildWorkspaceMasks). */
const MASKS_PER_TURN = 1024;
/** The directory holding `rel` in the checkout, `''` for its top. */
function parentOf(rel) {
    const parent = external_node_path_default().posix.dirname(rel);
    return parent === '.' ? '' : parent;
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./src/sandbox/native-programs.ts
var native_programs = __webpack_require__(6192);
;// CONCATENATED MODULE: ./src/sandbox/namespace.ts



















/**
 * The default process bound of a sandbox: a fork bomb stops there (fork fails with EAGAIN) instead of
 * exhausting the host's pid space; the agent (about a dozen threads) and ordinary hooks stay far below it.
 */
const SANDBOX_MAX_PROCESSES = 1024;
/**
 * The default disk bound of a session: its upper layers (`/workspace`, `/root`, `/usr`, `/etc`, `/opt`,
 * `/var`) share one tmpfs of this size, so a hook that writes without end gets ENOSPC inside, and its
 * scenario fails with a clear message, instead of filling the host's disk. Memory (or swap) is only used
 * as far as hooks write; a whole `npm install` fits.
 */
const SANDBOX_DISK_LIMIT_BYTES = 2 * 1024 * 1024 * 1024;
/** Free space on the layers' tmpfs below which the disk limit counts as reached (a write failed there). */
const DISK_FULL_MARGIN_BYTES = 1024 * 1024;
/** The same for its inodes (the setup step allows one per 4 KiB of the limit). */
const DISK_FULL_MARGIN_INODES = 16;
/**
 * Whether the session's layers can live on a tmpfs: overlayfs in a user namespace keeps whiteouts and
 * opaque directories in `user.*` xattrs, which tmpfs supports from Linux 6.6. Older kernels keep the layers
 * in the host's temp directory, unbounded.
 */
function layersOnTmpfs() {
    return (0,system_layers/* kernelAtLeast */.Ek)(6, 6);
}
/** The message of a session that reached its disk limit. */
function diskLimitMessage(limitBytes) {
    return `the sandbox's disk limit of ${Math.round(limitBytes / (1024 * 1024))} MiB was reached: hooks wrote that much under /workspace, /root and the system directories, and writes beyond it failed with "No space left on device"`;
}
/** The sandbox process did not come up. */
class SandboxStartError extends Error {
    code = 'sandbox-start-failed';
    constructor(reason) {
        super(`The namespace sandbox did not start: ${reason}`);
        this.name = 'SandboxStartError';
    }
}
const WORKSPACE = '/workspace';
const HOME = '/root';
const TRANSCRIPT_DIR = '/root/.copilot/session-state/';
/** Where hooksim's own files appear inside the sandbox (read-only). */
const RUN_DIR = '/run/hooksim';
const TMP_SIZE_BYTES = 1024 * 1024 * 1024;
/** POSIX shared memory and semaphores (Python's multiprocessing, Chromium) need a little; Docker gives 64 MiB. */
const SHM_SIZE_BYTES = 64 * 1024 * 1024;
const READY_TIMEOUT_MS = 15_000;
/** Beyond a hook's own timeout and kill grace, how long the agent may take before it counts as gone. */
const WATCHDOG_SLACK_MS = 15_000;
const FILE_OP_TIMEOUT_MS = 30_000;
/** The directory holding agent.cjs, agent.c and the modules they use (the repository's `sandbox/`). */
function locateAgentDir() {
    const candidates = ['../../sandbox/', '../sandbox/', './sandbox/'].map((rel) => (0,external_node_url_.fileURLToPath)(new URL(rel, import.meta.url)));
    const found = candidates.find((dir) => (0,external_node_fs_.existsSync)(external_node_path_default().join(dir, 'agent.cjs')));
    if (found === undefined)
        throw new SandboxStartError(`sandbox/agent.cjs not found (looked in ${candidates.join(', ')})`);
    return found;
}
/** Sandboxes of this process not yet stopped. */
const live = new Set();
/**
 * Stop every sandbox of this process and remove the run's shared layers (workspace copies, masks) now
 * instead of at exit; the next sandbox starts a fresh run directory.
 */
async function releaseNamespaceRun() {
    await Promise.all([...live].map((sandbox) => sandbox.stop()));
    await releaseWorkspaceCopies();
    forgetWorkspaceMasks();
    forgetMaskLayers();
    hostLayers.clear();
    await releasePidsSlots();
    removeRunDirSync();
}
/**
 * Begin, in the background, what the first sandbox of a run over `repo` needs whatever the launch mode (the
 * system mask layers when hooksim runs as root, the workspace's lower layers), so that it overlaps loading
 * the hook files and probing the launch mode; startNamespaceSandbox takes the same work over when it comes.
 */
function warmNamespaceRun(repo) {
    void (async () => {
        const runDir = (0,cleanup/* ensureRunDir */.tJ)();
        const layout = await (0,system_layers/* readSystemLayout */.sU)();
        // As root, no launch mode goes through sudo: the sandbox's root will be the host's.
        const asRoot = process.getuid?.() === 0;
        const native = asRoot ? await (0,native_programs/* nativePrograms */.j0)(locateAgentDir()) : undefined;
        const guarded = guardsSystem(true, native, layout);
        await Promise.all([
            asRoot ? (0,system_layers/* prepareMasks */.FS)(runDir, layout.overlays, true, guarded) : undefined,
            // The first session's pids slot: its spawner mounts the run's host layers (guards) in a process of
            // its own while this one loads the hook files and lists the checkout.
            native === undefined
                ? undefined
                : runEmpties(runDir).then(({ emptyDir }) => prestartPidsSlot(native.launcher, runDir, namespace_launch/* LAUNCH_ENV */.cC, SANDBOX_MAX_PROCESSES, runHostLayers(runDir, layout, guarded, emptyDir).plan)),
            acquireWorkspaceLowers(repo, runDir, {
                refreshIndex: async (dir) => (0,namespace_launch/* refreshGitIndex */.sz)(dir, (await (0,launch_mode_cache/* rememberedLaunchMode */.h)(runDir)).mode),
            }),
        ]);
    })().catch(() => undefined);
}
/** Start a namespace sandbox for one session. */
async function startNamespaceSandbox(options) {
    const runDir = (0,cleanup/* ensureRunDir */.tJ)();
    const { mode, remembered } = await (0,launch_mode_cache/* rememberedLaunchMode */.h)(runDir);
    const layout = await (0,system_layers/* readSystemLayout */.sU)();
    const copyOptions = { refreshIndex: (dir) => (0,namespace_launch/* refreshGitIndex */.sz)(dir, mode) };
    const native = options.native === false ? undefined : await (0,native_programs/* nativePrograms */.j0)(locateAgentDir());
    const guarded = guardsSystem(sandboxRootIsHostRoot(mode), native, layout);
    const [workspaceLowers, masks, covers] = await Promise.all([
        acquireWorkspaceLowers(options.repo, runDir, copyOptions),
        (0,system_layers/* prepareMasks */.FS)(runDir, layout.overlays, sandboxRootIsHostRoot(mode), guarded),
        (0,system_layers/* prepareGroupCovers */.Vf)(layout.overlays, mode.privilege === 'none'),
    ]);
    const system = { masks, covers, guarded };
    try {
        return await startWith(options, runDir, mode, layout, workspaceLowers.lowers, native, system);
    }
    catch (error) {
        if (remembered) {
            // The machine changed since the mode was remembered (a sysctl, AppArmor): probe, and start again
            // with what works now.
            await (0,launch_mode_cache/* forgetLaunchMode */.a)();
            const probed = (await (0,launch_mode_cache/* rememberedLaunchMode */.h)(runDir)).mode;
            if (probed.privilege !== mode.privilege || probed.nested !== mode.nested)
                return startNamespaceSandbox(options);
        }
        if (workspaceLowers.kind !== 'overlay')
            throw error;
        // The checkout could not be an overlay layer here (a filesystem overlayfs refuses as a lower one, say):
        // the rest of the run uses the filtered copy, and this start is tried once more with it.
        const copy = await useWorkspaceCopy(options.repo, runDir, copyOptions, describeError(error));
        return startWith(options, runDir, mode, layout, copy.lowers, native, system);
    }
}
async function startWith(options, runDir, mode, layout, workspaceLowers, native, system) {
    // A session's host directories and files are made synchronously (planSession too): each is one small
    // call, which through libuv's thread pool would cost about 100 µs of CPU instead of a few.
    // Hook-written layers on the host disk where they are not on the session's tmpfs (bulkDirFor).
    const session = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(layersOnTmpfs() ? runDir : (0,cleanup/* bulkDirFor */.LE)(runDir), 's-'));
    let child;
    let sandbox;
    let cgroup;
    let slot;
    try {
        const plan = await planSession(runDir, session, options, layout, workspaceLowers, native, system);
        // Under sudo the setup step runs as the invoking user, who may not join a cgroup root made. Born in a pids
        // slot's cgroup where the native spawner runs, else moved into a cgroup of its own by the setup step.
        if (mode.privilege === 'none') {
            const max = plan.spec.maxProcesses ?? SANDBOX_MAX_PROCESSES;
            if (plan.spec.launcher !== undefined)
                slot = await borrowPidsSlot(plan.spec.launcher, runDir, namespace_launch/* LAUNCH_ENV */.cC, max, plan.spec.hostLayersPlan);
            if (slot === undefined)
                cgroup = await createPidsCgroup(max);
        }
        if (cgroup !== undefined)
            plan.spec.pidsCgroup = cgroup;
        child = await (0,namespace_launch/* spawnSandbox */.X2)(plan.spec, mode, slot?.spawn);
        sandbox = new NamespaceSandbox(child, session, plan, mode, buildEnv(options), slot);
        live.add(sandbox);
        await sandbox.started();
        return sandbox;
    }
    catch (error) {
        if (sandbox !== undefined)
            await sandbox.stop();
        else {
            if (child?.pid !== undefined)
                killGroup(child.pid, mode);
            if (cgroup !== undefined)
                await removePidsCgroup(cgroup);
            await slot?.giveBack();
        }
        await (0,cleanup/* removeTree */.dM)(session);
        if (error instanceof AgentGoneError)
            throw new SandboxStartError(error.message);
        throw error;
    }
}
function describeError(error) {
    return error instanceof Error ? error.message : String(error);
}
function buildEnv(options) {
    return (0,environment/* buildAgentEnv */.PU)({
        profile: options.profile,
        home: HOME,
        prompt: options.prompt,
        extra: options.env,
        agentShell: options.agentShell,
        // No proxy variables: egress is transparent (DNS answers and 80/443 listeners relay to the firewall), as
        // cloud-environment.md §3 and §5.1 say; only the process driver needs them (§5.8). 3128 still serves
        // tools configured with a proxy explicitly.
        proxyUrl: undefined,
        caBundle: options.caCertPem === undefined ? undefined : environment/* SANDBOX_CA_BUNDLE */.eX,
    });
}
/** True when the sandbox's uid 0 is the host's root (hooksim runs as root, without sudo). */
function sandboxRootIsHostRoot(mode) {
    return mode.privilege === 'none' && process.getuid?.() === 0;
}
/**
 * Whether the system directories are read through guards (LaunchSpec.guards): where the sandbox's root is
 * the host's, the native setup step can mount them, and the system takes them (systemTakesGuards).
 */
function guardsSystem(sandboxRootIsHostRoot, native, layout) {
    return sandboxRootIsHostRoot && native !== undefined && (0,system_layers/* systemTakesGuards */.CL)(layout.overlays);
}
async function planSession(runDir, session, options, layout, workspaceLowers, native, { masks, covers, guarded }) {
    const mounts = [];
    const excluded = [...system_layers/* PLUMBING_FILES */.Z0, TRANSCRIPT_DIR];
    const system = [];
    // Upper and work directories and the home: on the session's tmpfs (made by the setup step) when it can be.
    const layers = layersOnTmpfs()
        ? {
            dir: external_node_path_default().join(session, 'layers'),
            sizeBytes: options.diskLimitBytes ?? SANDBOX_DISK_LIMIT_BYTES,
            dirs: [],
        }
        : undefined;
    if (layers !== undefined)
        (0,external_node_fs_.mkdirSync)(layers.dir, { mode: 0o700 });
    else
        (0,cleanup/* noteHookFilesInRunDir */.eT)();
    const layerDir = (name, mode) => {
        const dir = external_node_path_default().join(layers?.dir ?? session, name);
        if (layers !== undefined)
            layers.dirs.push({ path: dir, mode });
        else {
            (0,external_node_fs_.mkdirSync)(dir);
            (0,external_node_fs_.chmodSync)(dir, mode);
        }
        return dir;
    };
    // A mount point on the layers' tmpfs when there is one (made by the setup step, nothing on the host).
    const mergedDir = (target) => external_node_path_default().join(layers?.dir ?? session, `${target.slice(1).replace(/\//g, '_')}.m`);
    const overlay = async (target, hostLowers, 
    /** A layer above the others: written now for this session by a function, or shared (a directory). */
    seed, 
    /** Where the mount reads hostLowers from, when not from there (privateBinds); the change scan reads them. */
    mountedLowers = hostLowers) => {
        const name = target.slice(1).replace(/\//g, '_');
        const merged = mergedDir(target);
        if (layers !== undefined)
            layers.dirs.push({ path: merged, mode: 0o755 });
        else
            (0,external_node_fs_.mkdirSync)(merged);
        // The merged root's mode comes from the upper layer's root: the host directory's, not mkdir's.
        const upper = layerDir(`${name}.up`, target === WORKSPACE ? 0o755 : (0,external_node_fs_.statSync)(hostLowers[0] ?? target).mode & 0o7777);
        const work = layerDir(`${name}.wk`, 0o700);
        // Seed above mask above the host's layers.
        const above = [];
        if (typeof seed === 'string')
            above.push(seed);
        else if (seed !== undefined) {
            const seedDir = external_node_path_default().join(session, `${name}.seed`);
            (0,external_node_fs_.mkdirSync)(seedDir, { mode: 0o755 });
            await seed(seedDir);
            above.push(seedDir);
        }
        const mask = masks.get(target);
        if (mask !== undefined)
            above.push(mask);
        mounts.push({ kind: 'overlay', target, lowers: [...above, ...mountedLowers], upper, work, merged });
        return { target, upper, lowers: [...above, ...hostLowers] };
    };
    const agentDir = locateAgentDir();
    const node = (0,external_node_fs_.realpathSync)(process.execPath);
    const { empty, emptyDir } = await runEmpties(runDir);
    const host = native === undefined ? undefined : runHostLayers(runDir, layout, guarded, emptyDir);
    for (const dir of layout.overlays) {
        let seed;
        if (dir === '/etc')
            seed = await (0,system_layers/* runEtcSeed */.tE)(runDir, options.caCertPem);
        if (dir === '/usr' &&
            options.commandMocks !== undefined &&
            Object.keys(options.commandMocks).length > 0) {
            const mocks = options.commandMocks;
            seed = async (layer) => {
                excluded.push(...(await (0,system_layers/* writeStubSeed */["do"])(layer, mocks)));
            };
        }
        system.push(await overlay(dir, [dir], seed, [host?.lowers.get(dir) ?? dir]));
    }
    for (const link of layout.symlinks)
        mounts.push({ kind: 'symlink', ...link });
    if (layout.overlays.includes('/var'))
        mounts.push({ kind: 'tmpfs', target: '/var/tmp', mode: 0o1777, sizeBytes: TMP_SIZE_BYTES });
    const files = options.files;
    const workspace = await overlay(WORKSPACE, workspaceLowers, files && Object.keys(files).length > 0 ? (layer) => (0,system_layers/* writeWorkspaceSeed */.wJ)(layer, files) : undefined);
    const home = await layerDir('root', 0o700);
    mounts.push({ kind: 'bind', source: home, target: HOME, readOnly: false }, { kind: 'tmpfs', target: '/tmp', mode: 0o1777, sizeBytes: TMP_SIZE_BYTES }, { kind: 'tmpfs', target: '/run', mode: 0o755, sizeBytes: 16 * 1024 * 1024 }, { kind: 'bind', source: node, target: `${RUN_DIR}/node`, readOnly: true }, ...['agent.cjs', 'exec-core.cjs', 'egress-relay.cjs'].map((file) => ({
        kind: 'bind',
        source: external_node_path_default().join(agentDir, file),
        target: `${RUN_DIR}/${file}`,
        readOnly: true,
    })), ...(native === undefined
        ? []
        : [
            {
                kind: 'bind',
                source: native.agent,
                target: `${RUN_DIR}/agent`,
                readOnly: true,
            },
        ]));
    for (const bind of options.binds ?? []) {
        if (!bind.target.startsWith(`${RUN_DIR}/`))
            throw new SandboxStartError(`extra bind target '${bind.target}' is not under ${RUN_DIR}/`);
        mounts.push({ kind: 'bind', source: bind.source, target: bind.target, readOnly: bind.readOnly });
    }
    if (options.egressSocket !== undefined) {
        mounts.push({
            kind: 'bind',
            source: options.egressSocket,
            target: `${RUN_DIR}/egress.sock`,
            readOnly: false,
        });
    }
    mounts.push({ kind: 'proc', target: '/proc' }, 
    // As container runtimes mask them, and every file root alone may read (PROC_MASKS).
    ...(0,namespace_launch/* procMaskMounts */.Fh)(empty, emptyDir), 
    // What only a supplementary group the unprivileged namespace keeps would let a hook read.
    ...covers.map((cover) => ({
        kind: 'bind',
        source: cover.kind === 'file' ? empty : emptyDir,
        target: cover.path,
        readOnly: true,
    })), 
    // Read-only, as Docker has them. Global sysctls check only euid == host root, not capabilities, so with
    // hooksim as root a hook could otherwise set kernel.core_pattern (a command the host's root runs).
    // bwrap means to cover /proc/sys itself but skips it: the directory is never writable, its files are.
    ...['sys', 'fs', 'sysrq-trigger']
        .filter((name) => (0,external_node_fs_.existsSync)(`/proc/${name}`))
        .map((name) => ({
        kind: 'bind',
        source: `/proc/${name}`,
        target: `/proc/${name}`,
        readOnly: true,
    })), 
    // Those binds come from the host's procfs with its submounts (binfmt_misc, often an autofs trigger that
    // would wait on the host's systemd): an empty directory goes over each.
    ...procSubmounts().map((target) => ({
        kind: 'bind',
        source: emptyDir,
        target,
        readOnly: true,
    })), { kind: 'dev', target: '/dev' }, 
    // bwrap's /dev is a tmpfs without a size (half the host's RAM): /dev/shm gets its own bounded one, and
    // the rest turns read-only once the device nodes, /dev/pts and the /dev/fd links are in place. Device
    // nodes stay writable on a read-only mount; only new files in /dev are refused.
    { kind: 'tmpfs', target: '/dev/shm', mode: 0o1777, sizeBytes: SHM_SIZE_BYTES }, { kind: 'remount-ro', target: '/dev' }, { kind: 'dir', target: '/sys', mode: 0o555 }, { kind: 'dir', target: '/sys/devices', mode: 0o755 }, { kind: 'dir', target: '/sys/devices/system', mode: 0o755 }, 
    // CPU topology only (nproc, runtimes sizing thread pools); the rest of /sys stays out of reach.
    {
        kind: 'bind',
        source: '/sys/devices/system/cpu',
        target: '/sys/devices/system/cpu',
        readOnly: true,
        optional: true,
    });
    const command = [
        ...(native === undefined ? [`${RUN_DIR}/node`, `${RUN_DIR}/agent.cjs`] : [`${RUN_DIR}/agent`]),
        ...(options.egressSocket === undefined ? [] : ['--egress']),
    ];
    const spec = {
        mounts,
        env: { PATH: environment/* SANDBOX_PATH */.I6, HOME, LANG: 'C.UTF-8' },
        chdir: WORKSPACE,
        command,
        argsFile: external_node_path_default().join(session, 'bwrap.args'),
        seccompFile: external_node_path_default().join(runDir, 'seccomp.bpf'),
        maxProcesses: options.maxProcesses ?? SANDBOX_MAX_PROCESSES,
        ...(native === undefined ? {} : { launcher: native.launcher, spawnerDir: runDir }),
        ...(host?.plan === undefined
            ? {}
            : { privateBinds: host.privateBinds, guards: host.guards, hostLayersPlan: host.plan }),
        ...(layers === undefined ? {} : { layers }),
        ...(options.loopbackAddresses ? { loopbackAddresses: options.loopbackAddresses } : {}),
    };
    return {
        spec,
        scan: { workspace, system, home: { target: HOME, dir: home }, excluded },
        workspaceMerged: mergedDir(WORKSPACE),
    };
}
const hostLayers = new Map();
/**
 * The run's host layers for the native setup step, made once a run (synchronously: a few mkdirs), mount points
 * in the run directory: as root, system directories with mounts inside (a container's /etc/hosts) are bound
 * without them first (privateBinds; the sandbox shows what lies under those mounts, masked), and with `guarded`
 * each system directory is read through a guard (guardsSystem).
 */
function runHostLayers(runDir, layout, guarded, emptyDir) {
    const key = `${runDir}\0${guarded}`;
    const known = hostLayers.get(key);
    if (known !== undefined)
        return known;
    const layers = { privateBinds: [], guards: [], lowers: new Map() };
    const submounted = new Set();
    if (process.getuid?.() === 0) {
        for (const point of (0,system_layers/* mountPointsUnder */.rv)(layout.overlays))
            for (const root of layout.overlays)
                if (point.startsWith(`${root}/`))
                    submounted.add(root);
    }
    for (const dir of layout.overlays) {
        const name = `${guarded ? 'guarded-' : ''}${dir.slice(1).replace(/\//g, '_')}`;
        let source = dir;
        if (submounted.has(dir)) {
            source = external_node_path_default().join(runDir, `${name}.host`);
            (0,external_node_fs_.mkdirSync)(source, { recursive: true });
            layers.privateBinds.push({ source: dir, target: source });
        }
        if (guarded) {
            const target = external_node_path_default().join(runDir, `${name}.guard`);
            (0,external_node_fs_.mkdirSync)(target, { recursive: true });
            layers.guards.push({ source, empty: emptyDir, target });
            source = target;
        }
        if (source !== dir)
            layers.lowers.set(dir, source);
    }
    const words = (0,namespace_launch/* hostLayerWords */.TT)(layers);
    if (words.length > 0) {
        layers.plan = external_node_path_default().join(runDir, `host-layers${guarded ? '-guarded' : ''}.plan`);
        (0,external_node_fs_.writeFileSync)(layers.plan, (0,namespace_launch/* planText */.Pt)(words), { mode: 0o600 });
    }
    hostLayers.set(key, layers);
    return layers;
}
const empties = new Map();
/**
 * The empty file and directory that mask /proc entries, made once a run (read-only binds: no session changes
 * them). A regular file, since device nodes do not open on a user namespace's mounts.
 */
function runEmpties(runDir) {
    return (0,memo/* memoUntilFailure */.F)(empties, runDir, async () => {
        const empty = external_node_path_default().join(runDir, 'empty');
        const emptyDir = external_node_path_default().join(runDir, 'empty.d');
        await Promise.all([(0,promises_.writeFile)(empty, '', { mode: 0o444 }), (0,promises_.mkdir)(emptyDir, { mode: 0o555 })]);
        return { empty, emptyDir };
    });
}
/** Mount points below /proc/sys and /proc/fs in this mount namespace (which the setup step copies). */
function procSubmounts() {
    const points = (0,system_layers/* mountPoints */.lQ)().filter((point) => /^\/proc\/(sys|fs)\/./.test(point));
    // Covering the outermost one covers what is mounted below it (and bwrap could not create those paths).
    return [...new Set(points)].filter((point) => !points.some((other) => point.startsWith(`${other}/`)));
}
function killGroup(pid, mode) {
    try {
        // Under sudo only sudo itself is ours to signal; it relays SIGTERM to bwrap, whose death ends the sandbox.
        process.kill(-pid, mode.privilege === 'sudo' ? 'SIGTERM' : 'SIGKILL');
    }
    catch {
        // already gone
    }
}
/** A running namespace sandbox. */
class NamespaceSandbox {
    child;
    session;
    plan;
    mode;
    slot;
    driver = 'namespace';
    reducedIsolation = false;
    writesInOrder = true;
    workspace = WORKSPACE;
    home = HOME;
    baseEnv;
    client;
    stopping;
    forgetExitHook;
    diskFull = false;
    /** The disk checks after each exec, in order (checkDisk never throws). */
    diskChecks = Promise.resolve();
    constructor(child, session, plan, mode, env, 
    /** The pids slot the sandbox was born in, handed back at teardown; unset: plan.spec.pidsCgroup, if any. */
    slot) {
        this.child = child;
        this.session = session;
        this.plan = plan;
        this.mode = mode;
        this.slot = slot;
        this.baseEnv = Object.freeze({ ...env });
        this.client = new AgentClient(child);
        this.forgetExitHook = (0,cleanup/* onProcessExit */.xy)(() => {
            if (child.pid !== undefined)
                killGroup(child.pid, mode);
            (0,cleanup/* removeTreeSync */.O1)(session);
            if (plan.spec.pidsCgroup !== undefined)
                removePidsCgroupSync(plan.spec.pidsCgroup);
        });
    }
    forget() {
        live.delete(this);
    }
    /** Resolves once the agent inside answers. */
    async started() {
        await this.client.ready(READY_TIMEOUT_MS);
    }
    async exec(request) {
        const watchdog = Math.min(request.timeoutMs, 2_147_000_000) + 2_000 + WATCHDOG_SLACK_MS;
        let raw;
        try {
            raw = await this.client.request('exec', { exec: request }, watchdog);
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            return goneResult(reason, error instanceof AgentGoneError && reason.includes('no answer'));
        }
        finally {
            // Off the hook's critical path; limitsReached() waits for it.
            this.diskChecks = this.diskChecks.then(() => this.checkDisk());
        }
        return decodeExecResult(raw, request.outputCapBytes);
    }
    /** Remember whether the layers' tmpfs is (nearly) full: some write of a hook failed with ENOSPC. */
    async checkDisk() {
        const layers = this.plan.spec.layers;
        if (layers === undefined || this.diskFull || this.child.pid === undefined)
            return;
        const monitor = findMonitor(this.child.pid, this.mode.privilege === 'sudo');
        if (monitor === undefined)
            return;
        let stats;
        try {
            stats = (0,external_node_fs_.statfsSync)(`/proc/${monitor}/root${layers.dir}`);
        }
        catch {
            return;
        }
        if (stats.bavail * stats.bsize < DISK_FULL_MARGIN_BYTES || stats.ffree < DISK_FULL_MARGIN_INODES)
            this.diskFull = true;
    }
    async limitsReached() {
        await this.diskChecks;
        await this.checkDisk();
        const layers = this.plan.spec.layers;
        return this.diskFull && layers !== undefined ? [diskLimitMessage(layers.sizeBytes)] : [];
    }
    async writeFile(file, content) {
        await this.client.request('writeFile', { path: absolute(file), data: Buffer.from(content).toString('base64') }, FILE_OP_TIMEOUT_MS);
    }
    async appendFile(file, content) {
        await this.client.request('appendFile', { path: absolute(file), data: Buffer.from(content).toString('base64') }, FILE_OP_TIMEOUT_MS);
    }
    async loopbackHttp(request) {
        const watchdog = Math.min(request.timeoutMs, 2_147_000_000) + WATCHDOG_SLACK_MS;
        const result = await this.client.request('http', { http: request }, watchdog);
        return {
            status: typeof result.status === 'number' ? result.status : 0,
            body: Buffer.from(typeof result.body === 'string' ? result.body : '', 'base64').subarray(0, request.capBytes),
            truncated: result.truncated === true,
        };
    }
    async readFile(file) {
        const result = await this.client.request('readFile', { path: absolute(file) }, FILE_OP_TIMEOUT_MS);
        return typeof result.data === 'string' ? Buffer.from(result.data, 'base64') : undefined;
    }
    async changes() {
        // Leftover processes are killed and the agent held still, so no hook can swap paths during the walk.
        const monitor = this.child.pid === undefined ? undefined : findMonitor(this.child.pid, this.mode.privilege === 'sudo');
        const frozen = freezeSandbox(monitor);
        try {
            const root = frozen.monitorRoot;
            // Layers on the session's tmpfs exist only in the sandbox's mount namespace: gone with it.
            if (root === undefined && this.plan.spec.layers !== undefined)
                return { created: [], modified: [], deleted: [] };
            const merged = root === undefined ? undefined : external_node_path_default().join(root, this.plan.workspaceMerged);
            const scan = this.plan.spec.layers === undefined || root === undefined
                ? this.plan.scan
                : scanThrough(this.plan.scan, root);
            return await computeChanges({ ...scan, workspace: { ...scan.workspace, merged } });
        }
        finally {
            thawSandbox(frozen);
        }
    }
    stop() {
        this.stopping ??= this.teardown();
        return this.stopping;
    }
    async teardown() {
        // The sandbox's PID 1 is found first: once the agent's stdin closes, the agent (a native one in a moment)
        // and PID 1 end, and a PID 1 already gone is not found, so its namespace's end would not be waited for.
        const init = this.child.pid === undefined
            ? undefined
            : findSandboxInit(findMonitor(this.child.pid, this.mode.privilege === 'sudo'));
        this.client.close();
        if (this.child.pid !== undefined)
            killGroup(this.child.pid, this.mode);
        const started = Date.now();
        let timer;
        await Promise.race([this.client.exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
        clearTimeout(timer);
        // The agent's end is not the sandbox's: a setsid leftover dies only when the kernel empties the namespace.
        if (init !== undefined)
            await waitForProcessEnd(init, Math.max(0, 5_000 - (Date.now() - started)));
        // With the layers on the session's tmpfs (gone with its namespace), what is left on the host is hooksim's own.
        await (this.plan.spec.layers === undefined ? (0,cleanup/* removeTree */.dM)(this.session) : (0,cleanup/* removeOwnTree */.VR)(this.session));
        if (this.plan.spec.pidsCgroup !== undefined)
            await removePidsCgroup(this.plan.spec.pidsCgroup);
        await this.slot?.giveBack();
        this.forgetExitHook();
        this.forget();
    }
}
/** The scan with its upper layers and home read through `root` (`/proc/<monitor>/root`). */
function scanThrough(scan, root) {
    const view = (overlay) => ({ ...overlay, upper: external_node_path_default().join(root, overlay.upper) });
    return {
        ...scan,
        workspace: view(scan.workspace),
        system: scan.system.map(view),
        home: { ...scan.home, dir: external_node_path_default().join(root, scan.home.dir) },
    };
}
function absolute(file) {
    if (!external_node_path_default().posix.isAbsolute(file))
        throw new Error(`Expected an absolute sandbox path, got '${file}'.`);
    return external_node_path_default().posix.normalize(file);
}


/***/ }),

/***/ 6192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cR: () => (/* binding */ nativeProgramsState),
/* harmony export */   j0: () => (/* binding */ nativePrograms),
/* harmony export */   lI: () => (/* binding */ buildNativePrograms)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _cache_dir_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4703);
/* harmony import */ var _host_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5809);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4282);
/* harmony import */ var _setup_machine_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8268);
/**
 * The namespace sandbox's native programs: its agent (sandbox/agent.c), used instead of starting Node in every
 * sandbox, and its setup step (sandbox/launch.c), one process instead of `unshare` and a script that starts seven
 * more (`sandbox/README.md` has the measurements). Built once per version of their source with the machine's C
 * compiler into hooksim's cache directory. Where no compiler is found, or the build fails, each sandbox starts
 * sandbox/agent.cjs, which speaks the same protocol, through the setup script.
 */








/** The compilers tried, in order, on the sandbox's fixed PATH. */
const COMPILERS = ['cc', 'gcc', 'clang'];
/** Flags of the build; part of the cache key. */
const CFLAGS = ['-O2', '-std=gnu11'];
/** The programs, by the name of their source in sandbox/ (without `.c`). */
const PROGRAMS = ['agent', 'launch'];
/** The built programs' files in the cache: named by a hash of their sources, flags and the machine's architecture. */
async function builtPaths(agentDir, cacheDir) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const name of PROGRAMS)
        hash.update(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(agentDir, `${name}.c`))).update('\0');
    const key = hash
        .update(`${CFLAGS.join(' ')}\0${process.arch}`)
        .digest('hex')
        .slice(0, 16);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(cacheDir, 'native');
    return { agent: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, `agent-${key}`), launcher: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, `launch-${key}`) };
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}
async function exists(file) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK).then(() => true, () => false);
}
async function findCompiler() {
    for (const name of COMPILERS) {
        const found = await (0,_setup_machine_js__WEBPACK_IMPORTED_MODULE_6__/* .findOnPath */ .aY)(name);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** What there is of the native programs for `agentDir`'s sources, without building them. */
async function nativeProgramsState(agentDir, cacheDir = (0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_4__/* .hooksimCacheDir */ .I)()) {
    let paths;
    try {
        paths = await builtPaths(agentDir, cacheDir);
    }
    catch (error) {
        return { state: 'failed', reason: `the sources are not readable: ${describe(error)}` };
    }
    if ((await exists(paths.agent)) && (await exists(paths.launcher)))
        return { state: 'built', ...paths };
    const failure = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(`${paths.agent}.failed`, 'utf8').catch(() => undefined);
    if (failure !== undefined)
        return {
            state: 'failed',
            reason: `an earlier build failed (remove ${paths.agent}.failed to try again): ${failure}`,
        };
    const compiler = await findCompiler();
    return compiler === undefined ? { state: 'no-compiler' } : { state: 'unbuilt', compiler, ...paths };
}
/**
 * Build the native programs unless they are built; the state after. A failed build is remembered (`<agent>.failed`,
 * with the compiler's message) and not tried again for the same sources; a missing compiler is looked for each time.
 */
async function buildNativePrograms(agentDir, cacheDir = (0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_4__/* .hooksimCacheDir */ .I)()) {
    const found = await nativeProgramsState(agentDir, cacheDir);
    if (found.state !== 'unbuilt')
        return found;
    const { compiler, agent, launcher } = found;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(agent), { recursive: true, mode: 0o700 });
    }
    catch (error) {
        return { state: 'failed', reason: `the cache directory cannot be made: ${describe(error)}` };
    }
    const targets = { agent, launch: launcher };
    try {
        for (const name of PROGRAMS) {
            // Built beside its place and renamed there: a concurrent hooksim sees no file or a whole one.
            const partial = `${targets[name]}.${process.pid}.partial`;
            try {
                await (0,_host_command_js__WEBPACK_IMPORTED_MODULE_5__/* .runHostCommand */ .$t)(compiler, [...CFLAGS, '-o', partial, node_path__WEBPACK_IMPORTED_MODULE_3___default().join(agentDir, `${name}.c`)], {
                    cwd: agentDir,
                    env: { PATH: _environment_js__WEBPACK_IMPORTED_MODULE_7__/* .SANDBOX_PATH */ .I6, LANG: 'C' },
                });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, targets[name]);
            }
            finally {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
            }
        }
        return { state: 'built', agent, launcher };
    }
    catch (error) {
        const reason = `${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(compiler)} failed: ${describe(error)}`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(`${agent}.failed`, reason).catch(() => undefined);
        return { state: 'failed', reason };
    }
}
const built = new Map();
/** The native programs for this process's sandboxes, built on first use; undefined: agent.cjs and the script. */
function nativePrograms(agentDir) {
    let found = built.get(agentDir);
    if (found === undefined) {
        found = buildNativePrograms(agentDir).then((state) => (state.state === 'built' ? { agent: state.agent, launcher: state.launcher } : undefined), () => undefined);
        built.set(agentDir, found);
    }
    return found;
}


/***/ }),

/***/ 5087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ spawnThroughSpawner),
/* harmony export */   T: () => (/* binding */ Spawner)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _socket_path_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6632);
/**
 * Sandbox processes started by the native setup program's spawner (`launch --serve`, sandbox/launch.c) instead
 * of by Node: Node's spawn forks hooksim itself and copies the page tables of its whole heap (3 to 5 ms a
 * session at a run's size, and copy-on-write faults after), where a fork of the small spawner costs nothing on
 * hooksim's thread. One spawner a run directory; each sandbox it starts connects back to a Unix socket in that
 * directory and sends its token, and that connection is the agent's stdin and stdout. Without the native
 * programs, sandboxes are spawned by Node as before (namespace-launch.ts spawnSandbox). A second connection is
 * its stderr: never a file on the host, which a hook could reopen through /proc/<pid>/fd/2 of the sandbox's
 * PID 1 or agent and fill without end (a socket cannot be reopened so); what comes past MAX_STDERR_BYTES is
 * read and dropped.
 */








/** The spawner's socket in the run directory. */
const SOCKET_NAME = 'spawn.sock';
/** The most of a sandbox's stderr kept (the agent client keeps 16 KiB of it); the rest is read and dropped. */
const MAX_STDERR_BYTES = 64 * 1024;
const SIGNAL_NAMES = new Map(Object.entries(node_os__WEBPACK_IMPORTED_MODULE_4__.constants.signals).map(([name, number]) => [number, name]));
/**
 * How long a process reported ended may still have its connections on the way (made before it ended, not yet
 * read here); a process that died before making them is taken as closed after that.
 */
const LATE_CONNECTION_MS = 2000;
/** The suffix of the token line of a sandbox's stderr connection (sandbox/launch.c start_child). */
const STDERR_LINE_SUFFIX = ' 2';
/** A sandbox process the spawner started: one connection is its stdin and stdout, another its stderr. */
class SpawnedProcess extends node_events__WEBPACK_IMPORTED_MODULE_2__.EventEmitter {
    pid;
    stdin = null;
    stdout = null;
    stderr = new node_stream__WEBPACK_IMPORTED_MODULE_6__.PassThrough();
    connection;
    errors;
    stderrBytes = 0;
    waitingForConnections;
    status;
    ended = false;
    settle;
    /** Resolves once the process is known (its pid) and connected, or has ended or failed. */
    known;
    constructor() {
        super();
        this.known = new Promise((resolve) => (this.settle = resolve));
    }
    on(event, listener) {
        return super.on(event, listener);
    }
    started(pid) {
        this.pid = pid;
        this.checkKnown();
    }
    attach(connection) {
        this.connection = connection;
        this.stdin = connection;
        this.stdout = connection;
        connection.on('close', () => this.finish());
        this.checkKnown();
    }
    /** Its stderr's connection: read to the end, the first MAX_STDERR_BYTES passed on. */
    attachErrors(socket) {
        this.errors = socket;
        socket.on('data', (chunk) => {
            const room = MAX_STDERR_BYTES - this.stderrBytes;
            if (room <= 0)
                return;
            const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
            this.stderrBytes += kept.length;
            this.stderr.write(kept);
        });
        socket.on('close', () => this.finish());
        socket.resume();
        this.checkKnown();
    }
    /** Whether it has ended and been reported closed. */
    get closed() {
        return this.ended;
    }
    /** The wait status the spawner reported. */
    exited(waitStatus) {
        const signal = waitStatus & 0x7f;
        this.status =
            signal === 0
                ? { code: (waitStatus >> 8) & 0xff, signal: null }
                : { code: null, signal: SIGNAL_NAMES.get(signal) ?? 'SIGKILL' };
        this.settle?.();
        this.finish();
        // Connections it made before it ended may not have been read yet; one that died first made none.
        if (!this.ended)
            this.waitingForConnections = setTimeout(() => this.finish(true), LATE_CONNECTION_MS);
    }
    failed(error) {
        this.settle?.();
        // After the caller has its process and listeners (spawn resolves first).
        setImmediate(() => {
            this.emit('error', error);
            this.status ??= { code: null, signal: null };
            this.finish(true);
        });
    }
    checkKnown() {
        if (this.pid !== undefined && this.connection !== undefined && this.errors !== undefined)
            this.settle?.();
    }
    /**
     * 'close' once the process has ended and both its connections closed, as a ChildProcess's after its pipes;
     * `givenUp`: without waiting for connections that have not come.
     */
    finish(givenUp = false) {
        if (this.ended || this.status === undefined)
            return;
        const open = (socket) => socket === undefined ? !givenUp : !socket.destroyed && !socket.closed;
        if (open(this.connection) || open(this.errors))
            return;
        this.ended = true;
        clearTimeout(this.waitingForConnections);
        this.stderr.end();
        const { code, signal } = this.status;
        // After the stderr text reaches its listeners, and after spawn's caller has attached its own.
        setImmediate(() => this.emit('close', code, signal));
    }
}
/** A spawner: the `launch --serve` process and the socket its children connect to. */
class Spawner {
    helper;
    server;
    socketPath;
    onGone;
    /**
     * By token: not yet reported forked ('S'), not yet connected, and without a stderr connection yet (three
     * maps: they may come in any order).
     */
    waiting = new Map();
    unconnected = new Map();
    withoutStderr = new Map();
    running = new Map();
    replies = '';
    /** What the spawner itself wrote on stderr (why it could not serve: a guard it could not mount), the end of it. */
    errors = '';
    gone;
    constructor(helper, server, socketPath, onGone) {
        this.helper = helper;
        this.server = server;
        this.socketPath = socketPath;
        this.onGone = onGone;
        helper.stdout?.setEncoding('utf8');
        helper.stdout?.on('data', (chunk) => this.onReplies(chunk));
        helper.stdin?.on('error', () => undefined);
        helper.stderr?.setEncoding('utf8');
        helper.stderr?.on('data', (chunk) => (this.errors = `${this.errors}${chunk}`.slice(-2000)));
        helper.on('error', (error) => this.stop(`the spawner failed: ${error.message}`));
        helper.on('close', () => this.stop(`the spawner ended${this.errors.trim() === '' ? '' : `: ${this.errors.trim()}`}`));
        server.on('connection', (socket) => this.onConnection(socket));
        this.idle();
    }
    /**
     * Start a spawner whose children connect to `socketPath`, in the cgroup of `cgroupProcs` when one is given
     * (its `cgroup.procs`: the spawner joins it first), and over the run's host layers when `mountsPlan` names
     * their plan (LaunchSpec.hostLayersPlan: mounted once, in the spawner's own mount namespace, for every
     * sandbox it starts). `onGone` is told once it can start nothing more.
     */
    static async start(launcher, socketPath, env, onGone, cgroupProcs, mountsPlan) {
        const server = node_net__WEBPACK_IMPORTED_MODULE_3___default().createServer();
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(socketPath, () => {
                server.off('error', reject);
                resolve();
            });
        });
        const args = [
            '--serve',
            ...(cgroupProcs === undefined ? [] : [cgroupProcs]),
            ...(mountsPlan === undefined ? [] : ['--mounts', mountsPlan]),
        ];
        const helper = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(launcher, args, { cwd: '/', env, stdio: ['pipe', 'pipe', 'pipe'] });
        return new Spawner(helper, server, socketPath, onGone);
    }
    /** Start `argv`; resolves once it runs and is connected, or has failed. */
    async spawn(argv) {
        const child = new SpawnedProcess();
        if (this.gone !== undefined) {
            child.failed(new Error(this.gone));
            return child;
        }
        const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(16).toString('hex');
        this.waiting.set(token, child);
        this.unconnected.set(token, child);
        this.withoutStderr.set(token, child);
        this.busy();
        const words = [token, this.socketPath, ...argv];
        this.helper.stdin?.write(`${words.length}\0${words.map((word) => `${word}\0`).join('')}`);
        await child.known;
        return child;
    }
    /** Whether it can still start sandboxes (its process has not ended, nor been closed). */
    get usable() {
        return this.gone === undefined;
    }
    /** End the spawner process at once (hooksim is exiting); what it started is left to its owner, as by close. */
    killNow() {
        this.helper.kill('SIGKILL');
    }
    /** Stop taking requests; a process still running is left to its owner (its group is killed by teardown). */
    close() {
        this.stop('the spawner was closed');
        this.helper.stdin?.end();
    }
    onReplies(chunk) {
        this.replies += chunk;
        let newline;
        while ((newline = this.replies.indexOf('\n')) !== -1) {
            const [kind, first = '', second = ''] = this.replies.slice(0, newline).split(' ');
            this.replies = this.replies.slice(newline + 1);
            if (kind === 'S') {
                const child = this.waiting.get(first);
                this.waiting.delete(first);
                if (child === undefined)
                    continue;
                this.running.set(Number(second), child);
                child.started(Number(second));
            }
            else if (kind === 'E') {
                const child = this.waiting.get(first);
                this.waiting.delete(first);
                this.unconnected.delete(first);
                this.withoutStderr.delete(first);
                child?.failed(new Error(`spawn failed (errno ${second})`));
            }
            else if (kind === 'X') {
                const child = this.running.get(Number(first));
                this.running.delete(Number(first));
                // Its connections may still come: their tokens are forgotten once it is closed.
                child?.once('close', () => this.forget(child));
                child?.exited(Number(second));
            }
        }
        if (this.pending === 0)
            this.idle();
    }
    /** Forget the tokens of a child that has closed (a connection of it that comes after is refused). */
    forget(child) {
        for (const tokens of [this.unconnected, this.withoutStderr])
            for (const [token, waiting] of tokens)
                if (waiting === child)
                    tokens.delete(token);
        if (this.pending === 0)
            this.idle();
    }
    /** Children on their way: not yet forked, connected, or with their stderr connection, or running. */
    get pending() {
        return this.waiting.size + this.unconnected.size + this.withoutStderr.size + this.running.size;
    }
    /** A sandbox connecting back: its first line is its token. */
    onConnection(socket) {
        const chunks = [];
        let length = 0;
        const onData = (chunk) => {
            chunks.push(chunk);
            length += chunk.length;
            const data = Buffer.concat(chunks);
            const newline = data.indexOf(10);
            if (newline === -1) {
                if (length > 64)
                    socket.destroy();
                return;
            }
            socket.off('data', onData);
            socket.pause();
            const line = data.subarray(0, newline).toString('latin1');
            if (line.endsWith(STDERR_LINE_SUFFIX)) {
                const token = line.slice(0, -STDERR_LINE_SUFFIX.length);
                const child = this.withoutStderr.get(token);
                this.withoutStderr.delete(token);
                if (child === undefined || child.closed)
                    socket.destroy();
                else {
                    if (newline + 1 < data.length)
                        socket.unshift(data.subarray(newline + 1));
                    child.attachErrors(socket);
                }
                if (this.pending === 0)
                    this.idle();
                return;
            }
            const token = line;
            const child = this.unconnected.get(token);
            if (child === undefined) {
                socket.destroy();
                return;
            }
            this.unconnected.delete(token);
            if (newline + 1 < data.length)
                socket.unshift(data.subarray(newline + 1));
            // Left paused: the agent client resumes it once it listens, and nothing is read before.
            child.attach(socket);
        };
        socket.on('data', onData);
        socket.on('error', () => undefined);
    }
    stop(reason) {
        if (this.gone !== undefined)
            return;
        this.gone = reason;
        const children = new Set([
            ...this.waiting.values(),
            ...this.unconnected.values(),
            ...this.withoutStderr.values(),
            ...this.running.values(),
        ]);
        for (const child of children)
            child.failed(new Error(reason));
        this.waiting.clear();
        this.unconnected.clear();
        this.withoutStderr.clear();
        this.running.clear();
        // It serves nothing more: its socket closes, and nothing of it keeps the process alive (a spawner that
        // ended while a sandbox was on its way held its listening socket, and so hooksim, open).
        this.server.close();
        this.idle();
        this.onGone();
    }
    /** Keep the process alive while a sandbox is on its way or running; not for an idle spawner. */
    busy() {
        this.helper.ref();
        this.helper.stdout?.ref?.();
        this.helper.stderr?.ref?.();
        this.server.ref();
    }
    idle() {
        this.helper.unref();
        this.helper.stdout?.unref?.();
        this.helper.stderr?.unref?.();
        this.helper.stdin?.unref?.();
        this.server.unref();
    }
}
/**
 * The spawner of each run directory, or undefined where it could not start (its socket refused), with the host
 * layers it mounted.
 */
const spawners = new Map();
/**
 * Start `argv` through the spawner of `runDir` (started on first use with `launcher`, over the host layers of
 * `mountsPlan` when given); undefined when this run directory can have no spawner (a
 * socket path too long for sun_path under a deep TMPDIR, or the socket refused), and the caller spawns it
 * itself. A spawner of another run directory (removed since), or over other host layers, is closed.
 */
async function spawnThroughSpawner(launcher, runDir, env, argv, mountsPlan) {
    // Named after the host layers it mounts: a spawner over other ones may still be closing.
    const socketPath = node_path__WEBPACK_IMPORTED_MODULE_5___default().join(runDir, mountsPlan === undefined ? SOCKET_NAME : `${node_path__WEBPACK_IMPORTED_MODULE_5___default().basename(mountsPlan, '.plan')}-${SOCKET_NAME}`);
    if (!(0,_socket_path_js__WEBPACK_IMPORTED_MODULE_7__/* .fitsUnixSocket */ .G9)(socketPath))
        return undefined;
    for (const [dir, other] of spawners) {
        // Another run directory's (removed since), or one over other host layers than this sandbox was planned on.
        if (dir === runDir && other.mountsPlan === mountsPlan)
            continue;
        spawners.delete(dir);
        void other.start.then((spawner) => spawner?.close());
    }
    let start = spawners.get(runDir)?.start;
    if (start === undefined) {
        // Once it is gone, the next sandbox of this run directory starts a new spawner.
        const onGone = () => void (spawners.get(runDir)?.start === start && spawners.delete(runDir));
        start = Spawner.start(launcher, socketPath, env, onGone, undefined, mountsPlan).catch(() => undefined);
        spawners.set(runDir, { mountsPlan, start });
    }
    const spawner = await start;
    return spawner === undefined ? undefined : spawner.spawn(argv);
}


/***/ }),

/***/ 8268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ detectPrivilege),
/* harmony export */   Lv: () => (/* binding */ detectPackageManager),
/* harmony export */   aY: () => (/* binding */ findOnPath),
/* harmony export */   pd: () => (/* binding */ missingSandboxPrograms),
/* harmony export */   z4: () => (/* binding */ checkRequirements)
/* harmony export */ });
/* unused harmony export locate */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _sandbox_environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4282);
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2729);
/**
 * What this machine has of the requirements table: programs found where the sandbox looks for them, the
 * package manager, root or sudo, and whether the namespace sandbox starts. Reading only; installing is
 * install.ts.
 */





/** The absolute path of `name` on the sandbox's fixed PATH (never the user's), or undefined. */
async function findOnPath(name) {
    for (const dir of _sandbox_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .SANDBOX_PATH */ .I6.split(':')) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, name);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return candidate;
        }
        catch {
            // next directory
        }
    }
    return undefined;
}
/** Where a requirement is on this machine, or undefined. */
async function locate(requirement) {
    if (requirement.file === undefined)
        return findOnPath(requirement.command);
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(requirement.file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK).then(() => requirement.file, () => undefined);
}
/** The requirements of `groups` and where each was found. */
async function checkRequirements(groups) {
    const wanted = _requirements_js__WEBPACK_IMPORTED_MODULE_3__/* .REQUIREMENTS */ .d.filter((r) => groups.includes(r.group));
    return Promise.all(wanted.map(async (requirement) => {
        const found = await locate(requirement);
        return found === undefined ? { requirement } : { requirement, found };
    }));
}
/** The sandbox's programs that are missing (empty when all are there); optional ones (the C compiler) aside. */
async function missingSandboxPrograms() {
    const states = await checkRequirements(['sandbox']);
    return states.filter((s) => s.found === undefined && !s.requirement.optional).map((s) => s.requirement);
}
const MANAGERS = ['apt-get', 'dnf', 'apk', 'pacman'];
/** The first package manager found, in the order apt-get, dnf, apk, pacman. */
async function detectPackageManager() {
    for (const manager of MANAGERS)
        if (await findOnPath(manager))
            return manager;
    return undefined;
}
/** Root, sudo on PATH, or neither. */
async function detectPrivilege() {
    if (process.getuid?.() === 0)
        return 'root';
    return (await findOnPath('sudo')) ? 'sudo' : 'none';
}


/***/ }),

/***/ 2729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ groupsFor),
/* harmony export */   d: () => (/* binding */ REQUIREMENTS)
/* harmony export */ });
/**
 * What hooksim needs from the machine, in one table: the programs the namespace sandbox's drivers call, the
 * tools hooks commonly call (the cloud agent's runner image has them), and the tools hooksim's own test
 * suite uses. `hooksim setup`, the Action's install step and `.ci/run` all read this table.
 */
function everywhere(name) {
    return { 'apt-get': name, dnf: name, apk: name, pacman: name };
}
/** The table. Order is the order of the report. */
const REQUIREMENTS = [
    {
        command: 'bwrap',
        group: 'sandbox',
        purpose: 'the namespace sandbox',
        packages: everywhere('bubblewrap'),
    },
    {
        command: 'unshare',
        group: 'sandbox',
        purpose: 'the outer user, mount and network namespaces',
        packages: { 'apt-get': 'util-linux', dnf: 'util-linux', apk: 'util-linux-misc', pacman: 'util-linux' },
    },
    {
        command: 'mount',
        group: 'sandbox',
        purpose: 'the overlays of /workspace and the system directories',
        packages: { 'apt-get': 'mount', dnf: 'util-linux', apk: 'util-linux', pacman: 'util-linux' },
    },
    {
        command: 'ip',
        group: 'sandbox',
        purpose: "the sandbox's loopback",
        packages: { 'apt-get': 'iproute2', dnf: 'iproute', apk: 'iproute2', pacman: 'iproute2' },
    },
    {
        command: 'find',
        group: 'sandbox',
        purpose: 'the scan of system directories to mask',
        packages: { 'apt-get': 'findutils', dnf: 'findutils', apk: 'findutils', pacman: 'findutils' },
    },
    {
        command: 'git',
        group: 'sandbox',
        purpose: "the repository's copy in /workspace",
        packages: everywhere('git'),
    },
    {
        command: 'bash',
        group: 'sandbox',
        purpose: 'hooks (the cloud agent runs them with bash)',
        packages: everywhere('bash'),
    },
    {
        command: 'cc',
        group: 'sandbox',
        optional: true,
        purpose: "the sandbox's native programs (without them each sandbox starts Node)",
        packages: { 'apt-get': 'gcc', dnf: 'gcc', apk: 'build-base', pacman: 'gcc' },
    },
    {
        command: 'jq',
        group: 'hooks',
        purpose: "hooks' JSON (on the cloud agent's image)",
        packages: everywhere('jq'),
    },
    {
        command: 'curl',
        group: 'hooks',
        purpose: "hooks' HTTP (on the cloud agent's image)",
        packages: everywhere('curl'),
    },
    {
        command: 'chromium',
        file: '/usr/bin/chromium',
        group: 'tests',
        optional: true,
        purpose: 'the job summary rendered in a browser',
        packages: { 'apt-get': 'chromium', dnf: 'chromium', apk: 'chromium', pacman: 'chromium' },
    },
    {
        command: 'zsh',
        group: 'tests',
        optional: true,
        purpose: '`hooksim completion zsh` loaded by compinit',
        packages: everywhere('zsh'),
    },
    {
        command: 'xmllint',
        group: 'tests',
        purpose: 'JUnit reports checked against their schema',
        packages: { 'apt-get': 'libxml2-utils', dnf: 'libxml2', apk: 'libxml2-utils', pacman: 'libxml2' },
    },
    {
        command: 'openssl',
        group: 'tests',
        purpose: 'TLS checks of the firewall',
        packages: everywhere('openssl'),
    },
    {
        command: 'ps',
        group: 'tests',
        purpose: 'leftover-process checks',
        packages: { 'apt-get': 'procps', dnf: 'procps-ng', apk: 'procps', pacman: 'procps-ng' },
    },
];
/** The groups setup installs: the sandbox's and hooks' tools always, the test suite's with `--tests`. */
function groupsFor(options) {
    return options.tests ? ['sandbox', 'hooks', 'tests'] : ['sandbox', 'hooks'];
}


/***/ }),

/***/ 6632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G9: () => (/* binding */ fitsUnixSocket),
/* harmony export */   fW: () => (/* binding */ socketTempBase)
/* harmony export */ });
/* unused harmony export MAX_SOCKET_PATH_BYTES */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Unix socket paths (the firewall's egress socket, the sandbox spawner's): `sun_path` holds 108 bytes with its
 * NUL, so a socket in a directory under a deep TMPDIR cannot be bound at all (Node then binds a cut path).
 */


/** The longest path a Unix socket can be bound at. */
const MAX_SOCKET_PATH_BYTES = 107;
/** Whether a Unix socket can be bound at `file`. */
function fitsUnixSocket(file) {
    return Buffer.byteLength(file) <= MAX_SOCKET_PATH_BYTES;
}
/**
 * Where to make a temporary directory that will hold a socket named `name`: the temp directory, or /tmp when a
 * socket there would not fit (`mkdtemp` adds 6 characters to `prefix`).
 */
function socketTempBase(prefix, name) {
    const base = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)();
    return fitsUnixSocket(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, `${prefix}XXXXXX`, name)) ? base : '/tmp';
}


/***/ })

};
