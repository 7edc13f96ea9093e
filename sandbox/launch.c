/*
 * The namespace sandbox's setup step as one native program (spec/cloud-environment.md §2, §5.8): what
 * `unshare --user --map-root-user --mount --net` and the setup script of src/sandbox/namespace-launch.ts do with
 * eight programs, done in this process, which then becomes bwrap. Built and found with the native agent
 * (src/sandbox/native-agent.ts); the script stays where there is no C compiler.
 *
 *   launch <plan-file> [-- <command>...]
 *
 * The plan is hooksim's, NUL-separated words, one step after another, in order:
 *   privatebind <dir> <target>       bind <dir> without its submounts at <target>, in a mount namespace of
 *                                    this process's own, before the user namespace (hooksim as root only)
 *   guard <dir> <empty> <target>     mount <dir> read-only at <target> through an overlay whose mounter owns
 *                                    nothing on the host (guard_lowers; after the privatebinds, hooksim as
 *                                    root only): what only root may read stays unreadable through it
 *   cgroup <cgroup.procs>            join that cgroup (before anything forks)
 *   address <ipv4>                   add <ipv4>/32 to lo (lo is brought up first, always)
 *   write <file> <text>              write <text> to a /proc/sys file
 *   tmpfs <dir> <bytes> <inodes>     mount the session's tmpfs there, mode 0700
 *   mkdir <octal-mode> <dir>         create a directory with exactly that mode
 *   overlay <merged> <options>       mount an overlay there; relative layer paths in <options> are taken from
 *                                    the directory holding <merged>
 *   nproc <n>                        RLIMIT_NPROC, soft and hard
 *   bwrap <args-file> <seccomp-file> exec bwrap --args 3 -- <command> (the file as 3, the filter, if any, as 4)
 * Any failure ends this process with a message on stderr and exit 1, as `set -e` ended the script.
 *
 *   launch --serve [<cgroup.procs>] [--mounts <plan-file>]
 *
 * starts sandboxes for hooksim instead (src/sandbox/spawner.ts), first joining that cgroup when one is named
 * (src/sandbox/pids-slots.ts: every sandbox it starts is born there, with no move of its own): a fork of this
 * small process costs hooksim nothing, where Node's own spawn copies the page tables of its whole heap, a few
 * milliseconds a session. With --mounts, it first takes the plan's privatebind and guard steps (nothing else)
 * in a mount namespace of its own, once for every sandbox it starts: each guard is an overlay, and tearing
 * one down waits out an RCU grace period, about 1 ms a guard a session where each session made its own. The
 * sandboxes it starts see the host's mounts as they were when it started.
 * Requests on stdin, each "<n>\0" then n NUL-terminated words: a token, the path of hooksim's Unix socket,
 * then the argv to run (found on PATH). The child starts its own session (setsid), connects to the socket
 * twice, first sending "<token> 2" and a newline (that connection becomes its stderr), then the token and a
 * newline (stdin and stdout), and execs the argv (an argv of this program with a plan runs its plan in the
 * child itself). Never a file for stderr: a sandbox's PID 1 and agent keep
 * their stderr open, a hook could reopen a file there through /proc/<pid>/fd/2 and fill the host's disk,
 * and a socket cannot be reopened that way. Replies on stdout, one line each: "S <token> <pid>" once
 * forked, "E <token> <errno>" when the fork failed, "X <pid> <wait status>" when a child ended. Ends at
 * stdin's end.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <grp.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

/* The new mount API (Linux 5.2), by number: older C libraries have neither wrappers nor all constants. */
#ifndef SYS_fsopen
#define SYS_move_mount 429
#define SYS_fsopen 430
#define SYS_fsconfig 431
#define SYS_fsmount 432
#endif
#define GUARD_FSOPEN_CLOEXEC 0x1
#define GUARD_FSCONFIG_SET_STRING 1
#define GUARD_FSCONFIG_CMD_CREATE 6
#define GUARD_FSMOUNT_CLOEXEC 0x1
#define GUARD_MOUNT_ATTRS 0x7 /* MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV */
#define GUARD_MOVE_MOUNT_F_EMPTY_PATH 0x4
/* The host uid and gid of a guard's mounter: ids no host file has. */
#define GUARD_ID 2147483646u
/* At most this many guards in one plan (hooksim has one per system directory). */
#define MAX_GUARDS 16

__attribute__((noreturn)) static void fail(const char *what, const char *detail) {
  fprintf(stderr, "hooksim-setup: %s%s%s: %s\n", what, detail ? " " : "", detail ? detail : "", strerror(errno));
  exit(1);
}

static void write_file(const char *file, const char *text) {
  int fd = open(file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) fail("open", file);
  size_t len = strlen(text);
  if (write(fd, text, len) != (ssize_t)len) fail("write", file);
  if (close(fd) < 0) fail("close", file);
}

/* `unshare --user --map-root-user --mount --net`: root in a new user namespace, mounts made private. */
static void enter_namespaces(void) {
  char map[64];
  uid_t uid = geteuid();
  gid_t gid = getegid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET) < 0) fail("unshare", NULL);
  write_file("/proc/self/setgroups", "deny");
  snprintf(map, sizeof map, "0 %u 1", (unsigned)uid);
  write_file("/proc/self/uid_map", map);
  snprintf(map, sizeof map, "0 %u 1", (unsigned)gid);
  write_file("/proc/self/gid_map", map);
  if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) fail("make / private", NULL);
}

/* Descriptors hooksim itself inherited (without close-on-exec) would reach every hook: close them all. */
static void close_inherited(int keep) {
  DIR *dir = opendir("/proc/self/fd");
  if (!dir) fail("opendir", "/proc/self/fd");
  int own = dirfd(dir);
  struct dirent *entry;
  while ((entry = readdir(dir)) != NULL) {
    int fd = atoi(entry->d_name);
    if (entry->d_name[0] >= '0' && entry->d_name[0] <= '9' && fd > 2 && fd != own && fd != keep) close(fd);
  }
  closedir(dir);
}

static void loopback_up(void) {
  int sock = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (sock < 0) fail("socket", NULL);
  struct ifreq ifr;
  memset(&ifr, 0, sizeof ifr);
  snprintf(ifr.ifr_name, sizeof ifr.ifr_name, "lo");
  if (ioctl(sock, SIOCGIFFLAGS, &ifr) < 0) fail("SIOCGIFFLAGS", "lo");
  ifr.ifr_flags |= IFF_UP;
  if (ioctl(sock, SIOCSIFFLAGS, &ifr) < 0) fail("set lo up", NULL);
  close(sock);
}

/* `ip addr add <address>/32 dev lo`, over rtnetlink. */
static void add_address(const char *text) {
  struct in_addr address;
  if (inet_pton(AF_INET, text, &address) != 1) {
    errno = EINVAL;
    fail("address", text);
  }
  struct {
    struct nlmsghdr header;
    struct ifaddrmsg message;
    char attributes[2 * RTA_SPACE(sizeof address)];
  } request;
  memset(&request, 0, sizeof request);
  request.header.nlmsg_len = NLMSG_LENGTH(sizeof request.message);
  request.header.nlmsg_type = RTM_NEWADDR;
  request.header.nlmsg_flags = NLM_F_REQUEST | NLM_F_CREATE | NLM_F_EXCL | NLM_F_ACK;
  request.header.nlmsg_seq = 1;
  request.message.ifa_family = AF_INET;
  request.message.ifa_prefixlen = 32;
  request.message.ifa_scope = RT_SCOPE_UNIVERSE;
  request.message.ifa_index = if_nametoindex("lo");
  if (request.message.ifa_index == 0) fail("if_nametoindex", "lo");
  unsigned short types[2] = {IFA_LOCAL, IFA_ADDRESS};
  for (int i = 0; i < 2; i++) {
    struct rtattr *attribute = (struct rtattr *)((char *)&request + NLMSG_ALIGN(request.header.nlmsg_len));
    attribute->rta_type = types[i];
    attribute->rta_len = RTA_LENGTH(sizeof address);
    memcpy(RTA_DATA(attribute), &address, sizeof address);
    request.header.nlmsg_len = NLMSG_ALIGN(request.header.nlmsg_len) + RTA_ALIGN(attribute->rta_len);
  }
  int sock = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
  if (sock < 0) fail("netlink socket", NULL);
  if (send(sock, &request, request.header.nlmsg_len, 0) < 0) fail("netlink send", text);
  char reply[4096];
  ssize_t n = recv(sock, reply, sizeof reply, 0);
  if (n < (ssize_t)NLMSG_LENGTH(sizeof(struct nlmsgerr))) fail("netlink reply", text);
  struct nlmsghdr *header = (struct nlmsghdr *)reply;
  if (header->nlmsg_type == NLMSG_ERROR) {
    struct nlmsgerr *error = NLMSG_DATA(header);
    if (error->error != 0) {
      errno = -error->error;
      fail("add address", text);
    }
  }
  close(sock);
}

static unsigned long number(const char *text, int base) {
  char *end;
  errno = 0;
  unsigned long value = strtoul(text, &end, base);
  if (errno != 0 || *text == 0 || *end != 0) {
    errno = EINVAL;
    fail("not a number:", text);
  }
  return value;
}

/* The plan's words, NUL-separated. */
static char **read_plan(const char *file, size_t *count) {
  int fd = open(file, O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail("open", file);
  size_t size = 0, cap = 4096;
  char *data = malloc(cap);
  for (;;) {
    if (!data) fail("malloc", NULL);
    if (size == cap) data = realloc(data, cap *= 2);
    if (!data) fail("malloc", NULL);
    ssize_t n = read(fd, data + size, cap - size);
    if (n < 0) fail("read", file);
    if (n == 0) break;
    size += (size_t)n;
  }
  close(fd);
  size_t words = 0;
  for (size_t i = 0; i < size; i++) words += data[i] == 0;
  char **list = calloc(words + 1, sizeof *list);
  if (!list) fail("malloc", NULL);
  size_t at = 0;
  for (size_t i = 0, start = 0; i < size; i++)
    if (data[i] == 0) {
      list[at++] = data + start;
      start = i + 1;
    }
  *count = at;
  return list;
}

/* Whether this process has taken a mount namespace of its own (own_mount_namespace). */
static int own_namespace;

/*
 * A mount namespace of this process's own, once, still the host's user: what the privatebind and guard steps
 * mount stays out of the host's (`for` names the mount that needs it, in a failure's message).
 */
static void own_mount_namespace(const char *for_what) {
  if (own_namespace) return;
  if (unshare(CLONE_NEWNS) < 0 || mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
    fail("unshare the mount namespace for", for_what);
  own_namespace = 1;
}

/*
 * Detach the host's mounts below /sys (cgroup hierarchies, tracing, security, bpf…) from this process's own mount
 * namespace: no sandbox shows them (its /sys holds only the CPU topology, bound from sysfs itself), and bwrap
 * reads /proc/self/mountinfo, where each is a line, once for each of its binds. The pids hierarchy stays (and
 * what holds it): a plan's `cgroup` step may join a cgroup there. Only here, before any user namespace: a user
 * namespace's copy of them is locked. A mount that cannot be detached stays. Once: a spawner's children,
 * forked after its detach, inherit it.
 */
static void detach_sys_submounts(void) {
  static int detached;
  if (detached) return;
  detached = 1;
  FILE *info = fopen("/proc/self/mountinfo", "re");
  if (!info) return;
  enum { MOST = 256 };
  char *line = NULL, *points[MOST];
  int pids[MOST];
  size_t size = 0, total = 0;
  while (total < MOST && getline(&line, &size, info) > 0) {
    /* id parent major:minor root mount-point … - fstype source super-options */
    char *field = line;
    for (int skip = 0; skip < 4 && field; skip++) {
      field = strchr(field, ' ');
      if (field) field++;
    }
    char *end = field ? strchr(field, ' ') : NULL;
    char *tail = end ? strstr(end, " - ") : NULL;
    if (!tail) continue;
    *end = '\0';
    char *fstype = tail + 3, *type_end = strchr(fstype, ' ');
    char *options = type_end ? strchr(type_end + 1, ' ') : NULL;
    if (strncmp(field, "/sys/", 5) || !options) continue;
    *type_end = '\0';
    options++;
    options[strcspn(options, "\n")] = '\0';
    if ((points[total] = strdup(field)) == NULL) break;
    pids[total++] = !strcmp(fstype, "cgroup2") ||
                    (!strcmp(fstype, "cgroup") && (!strncmp(options, "pids", 4) || strstr(options, ",pids")));
  }
  free(line);
  fclose(info);
  /* Listed parents first: the last ones go first, and a parent's detach takes what is left below it. */
  for (size_t at = total; at-- > 0;) {
    size_t length = strlen(points[at]);
    int keep = pids[at];
    for (size_t other = 0; other < total && !keep; other++)
      keep = pids[other] && !strncmp(points[other], points[at], length) && points[other][length] == '/';
    if (!keep) umount2(points[at], MNT_DETACH);
  }
  for (size_t at = 0; at < total; at++) free(points[at]);
}

/* A message of one byte with room for one descriptor: how a guard crosses the helper's socket. */
struct descriptor_message {
  char byte;
  struct iovec part;
  union {
    char buffer[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr header;
};

static struct msghdr *descriptor_message(struct descriptor_message *message) {
  memset(message, 0, sizeof *message);
  message->byte = 'm';
  message->part.iov_base = &message->byte;
  message->part.iov_len = 1;
  message->header.msg_iov = &message->part;
  message->header.msg_iovlen = 1;
  message->header.msg_control = message->control.buffer;
  message->header.msg_controllen = sizeof message->control.buffer;
  return &message->header;
}

/*
 * The guards' helper, a child of this process still the host's root: it clears its supplementary groups,
 * takes a user and mount namespace of its own (as root, which no AppArmor userns restriction refuses), and,
 * once its parent has mapped that namespace's root to GUARD_ID, opens an overlay context per guard and looks
 * its <dir> up while still the host's uid 0 (the owner of the run directory it may lie in); then it becomes
 * that root, GUARD_ID on the host, with no capability over any host file, and only then creates the overlays:
 * an overlay keeps its creator's credentials and checks every access to its layers with them. It sends the
 * mounts back over `channel`, in order.
 */
static void make_guards(char **word, size_t guards, int channel) {
  if (setgroups(0, NULL) < 0) fail("setgroups", "for the guards");
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS) < 0) fail("unshare", "the guards' namespaces");
  char byte = 'r';
  if (write(channel, &byte, 1) != 1 || read(channel, &byte, 1) != 1) _exit(1); /* the parent reports it */
  int contexts[MAX_GUARDS];
  for (size_t i = 0; i < guards; i++) {
    char **guard = word + 4 * i;
    int lower = open(guard[1], O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (lower < 0) fail("open", guard[1]);
    int empty = open(guard[2], O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (empty < 0) fail("open", guard[2]);
    /* An overlay without an upper layer needs two lower ones; the empty one adds nothing. */
    char lowers[64];
    snprintf(lowers, sizeof lowers, "/proc/self/fd/%d:/proc/self/fd/%d", lower, empty);
    contexts[i] = (int)syscall(SYS_fsopen, "overlay", GUARD_FSOPEN_CLOEXEC);
    if (contexts[i] < 0) fail("fsopen overlay for", guard[1]);
    if (syscall(SYS_fsconfig, contexts[i], GUARD_FSCONFIG_SET_STRING, "lowerdir", lowers, 0) < 0)
      fail("the guard's lower layer", guard[1]);
  }
  if (setresgid(0, 0, 0) < 0 || setresuid(0, 0, 0) < 0) fail("become the guards' mounter", NULL);
  if (getuid() != 0 || geteuid() != 0) {
    errno = EPERM;
    fail("become the guards' mounter", NULL);
  }
  for (size_t i = 0; i < guards; i++) {
    if (syscall(SYS_fsconfig, contexts[i], GUARD_FSCONFIG_CMD_CREATE, NULL, NULL, 0) < 0)
      fail("create the guard of", word[4 * i + 1]);
    int mounted = (int)syscall(SYS_fsmount, contexts[i], GUARD_FSMOUNT_CLOEXEC, GUARD_MOUNT_ATTRS);
    if (mounted < 0) fail("fsmount the guard of", word[4 * i + 1]);
    struct descriptor_message message;
    struct cmsghdr *header = CMSG_FIRSTHDR(descriptor_message(&message));
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &mounted, sizeof mounted);
    if (sendmsg(channel, &message.header, 0) != 1) fail("send the guard of", word[4 * i + 1]);
  }
}

/* One mount from the helper, or -1 when it ended first (it said why on stderr). */
static int receive_guard(int channel) {
  struct descriptor_message message;
  if (recvmsg(channel, descriptor_message(&message), MSG_CMSG_CLOEXEC) != 1) return -1;
  struct cmsghdr *header = CMSG_FIRSTHDR(&message.header);
  if (!header || header->cmsg_type != SCM_RIGHTS || header->cmsg_len != CMSG_LEN(sizeof(int))) return -1;
  int mounted;
  memcpy(&mounted, CMSG_DATA(header), sizeof mounted);
  return mounted;
}

/* The guards' helper ended before its work was done: it said why on stderr, unless a signal ended it. */
static void helper_ended(pid_t helper) {
  int status;
  if (helper > 0 && waitpid(helper, &status, 0) == helper && WIFEXITED(status) && WEXITSTATUS(status) != 0) exit(1);
  errno = ECHILD;
  fail("the guards' helper ended early", NULL);
}

/*
 * The `guard` steps from plan[at] on; returns the index after them. Where the sandbox's root is the host's
 * root, it has every capability over the files it maps, the host's included, so a plain overlay of /etc would
 * let a hook read /etc/shadow. Each system directory is instead read through a guard: a read-only overlay
 * made by make_guards, whose mounter is GUARD_ID, so the sandbox reads there exactly what any other user of
 * the host may, without a scan of the host for what only root may read (sandbox/README.md, "Who the
 * sandbox's root is"). Mounted at <target> in this process's mount namespace (the privatebinds made it).
 */
static size_t guard_lowers(char **plan, size_t at, size_t count) {
  size_t first = at, guards = 0;
  for (; at + 3 < count && !strcmp(plan[at], "guard"); at += 4) guards++;
  if (guards == 0) return at;
  if (guards > MAX_GUARDS) {
    errno = E2BIG;
    fail("guards", NULL);
  }
  own_mount_namespace(plan[first + 1]);
  int channel[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, channel) < 0) fail("socketpair", "for the guards");
  pid_t helper = fork();
  if (helper < 0) fail("fork", "the guards' helper");
  if (helper == 0) {
    close(channel[0]);
    make_guards(plan + first, guards, channel[1]);
    _exit(0);
  }
  close(channel[1]);
  char byte;
  if (read(channel[0], &byte, 1) != 1) helper_ended(helper);
  char file[64], map[64];
  snprintf(map, sizeof map, "0 %u 1", GUARD_ID);
  snprintf(file, sizeof file, "/proc/%d/uid_map", (int)helper);
  write_file(file, map);
  snprintf(file, sizeof file, "/proc/%d/gid_map", (int)helper);
  write_file(file, map);
  if (write(channel[0], "g", 1) != 1) fail("write", "to the guards' helper");
  for (size_t i = 0; i < guards; i++) {
    char **guard = plan + first + 4 * i;
    int mounted = receive_guard(channel[0]);
    if (mounted < 0) helper_ended(helper);
    if (syscall(SYS_move_mount, mounted, "", AT_FDCWD, guard[3], GUARD_MOVE_MOUNT_F_EMPTY_PATH) < 0)
      fail("mount the guard at", guard[3]);
    close(mounted);
  }
  close(channel[0]);
  int status;
  if (waitpid(helper, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) helper_ended(-1);
  return at;
}

/*
 * The privatebind and guard steps from plan[at] on, still the host's root, in a mount namespace of this
 * process's own; returns the index after them. A directory with mounts inside cannot be an overlay's lower
 * layer once its mounts are locked to it in a user namespace, so it is bound here without them first.
 */
static size_t mount_host_layers(char **plan, size_t at, size_t count) {
  for (; at + 2 < count && !strcmp(plan[at], "privatebind"); at += 3) {
    own_mount_namespace(plan[at + 1]);
    if (mount(plan[at + 1], plan[at + 2], NULL, MS_BIND, NULL) < 0) fail("bind", plan[at + 1]);
  }
  return guard_lowers(plan, at, count);
}

/* --serve: the self-pipe its SIGCHLD handler writes to, read by the poll loop. */
static int child_ended[2];

static void on_child(int sig) {
  (void)sig;
  int saved = errno;
  ssize_t ignored = write(child_ended[1], "c", 1);
  (void)ignored;
  errno = saved;
}

/* One reply line on stdout, written whole. */
static void reply(const char *format, ...) {
  char line[256];
  va_list args;
  va_start(args, format);
  int length = vsnprintf(line, sizeof line, format, args);
  va_end(args);
  if (length < 0 || (size_t)length >= sizeof line) return;
  for (int done = 0; done < length;) {
    ssize_t n = write(1, line + done, (size_t)(length - done));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) exit(1); /* hooksim is gone */
    done += (int)n;
  }
}

/* A connection to hooksim's socket at `path` that has sent `token` then `end`; the child gives up on failure. */
static int connect_back(const char *path, const char *token, const char *end) {
  struct sockaddr_un address = {.sun_family = AF_UNIX};
  int connection = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (connection < 0 || strlen(path) >= sizeof address.sun_path) _exit(126);
  memcpy(address.sun_path, path, strlen(path) + 1);
  if (connect(connection, (struct sockaddr *)&address, sizeof address) < 0) _exit(126);
  char line[128];
  int length = snprintf(line, sizeof line, "%s%s", token, end);
  if (length < 0 || (size_t)length >= sizeof line || write(connection, line, (size_t)length) != length)
    _exit(126);
  return connection;
}

static void run_plan(const char *plan_file, char **command) __attribute__((noreturn));

/* Whether `file` is this very program (the same inode as /proc/self/exe). */
static int is_this_program(const char *file) {
  struct stat own, other;
  return stat("/proc/self/exe", &own) == 0 && stat(file, &other) == 0 && own.st_dev == other.st_dev &&
         own.st_ino == other.st_ino;
}

/* The child of one request: never returns. */
static void start_child(char **word) {
  struct sigaction normal = {.sa_handler = SIG_DFL};
  sigaction(SIGCHLD, &normal, NULL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  setsid();
  /* stderr's connection first: once hooksim has the other, this one is already queued on its socket. */
  int errors = connect_back(word[1], word[0], " 2\n");
  int connection = connect_back(word[1], word[0], "\n");
  if (dup2(connection, 0) < 0 || dup2(connection, 1) < 0 || dup2(errors, 2) < 0) _exit(126);
  /* A plan of this program (`launch <plan-file> -- <command>...`) runs in this child, without an exec: a
   * program's start costs the dynamic loader's work, mostly CPUID, which a virtual machine traps (about
   * 0.5 ms of CPU a session). run_plan closes every descriptor above 2, as an exec closed these. */
  if (word[3] != NULL && word[4] != NULL && !strcmp(word[4], "--") && is_this_program(word[2]))
    run_plan(word[3], word + 5);
  execvp(word[2], word + 2);
  dprintf(2, "hooksim-launch: exec %s: %s\n", word[2], strerror(errno));
  _exit(127);
}

/* Start the requests complete in buffer[0..*used); keep the rest for later. */
static void serve_requests(char *buffer, size_t *used) {
  size_t at = 0;
  for (;;) {
    char *end = memchr(buffer + at, 0, *used - at);
    if (!end) break;
    unsigned long count = strtoul(buffer + at, NULL, 10);
    if (count > 256) {
      errno = E2BIG;
      fail("a request of", buffer + at); /* hooksim's own protocol: never */
    }
    char *words[257];
    size_t next = (size_t)(end - buffer) + 1;
    unsigned long found = 0;
    while (found < count) {
      char *stop = memchr(buffer + next, 0, *used - next);
      if (!stop) break;
      words[found++] = buffer + next;
      next = (size_t)(stop - buffer) + 1;
    }
    if (found < count) break; /* the rest has not arrived */
    at = next;
    if (count < 3) {
      reply("E %s %d\n", count >= 1 ? words[0] : "-", EINVAL);
      continue;
    }
    words[count] = NULL;
    pid_t pid = fork();
    if (pid == 0) start_child(words);
    if (pid < 0) reply("E %s %d\n", words[0], errno);
    else reply("S %s %d\n", words[0], (int)pid);
  }
  memmove(buffer, buffer + at, *used - at);
  *used -= at;
}

static int serve(const char *cgroup_procs, const char *mounts_plan) {
  if (cgroup_procs) {
    char pid[32];
    snprintf(pid, sizeof pid, "%d", (int)getpid());
    write_file(cgroup_procs, pid);
  }
  if (mounts_plan) {
    size_t count;
    char **plan = read_plan(mounts_plan, &count);
    if (mount_host_layers(plan, 0, count) != count) {
      errno = EINVAL;
      fail("a step other than privatebind and guard in", mounts_plan);
    }
    /* The cgroup is joined above: nothing here needs /sys's mounts any more. */
    if (own_namespace) detach_sys_submounts();
  }
  if (pipe2(child_ended, O_CLOEXEC | O_NONBLOCK) < 0) fail("pipe", NULL);
  /*
   * A sandbox's processes outside its namespaces (bwrap, then bwrap as the namespace's init) are this
   * process's to reap when their parent dies first, not the host's init's: some inits (a container's, a
   * microVM's) reap late or never, and until then a zombie still counts in the pids cgroup it was born in.
   */
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) < 0) fail("prctl", "PR_SET_CHILD_SUBREAPER");
  struct sigaction on_end = {.sa_handler = on_child, .sa_flags = SA_RESTART | SA_NOCLDSTOP};
  sigemptyset(&on_end.sa_mask);
  if (sigaction(SIGCHLD, &on_end, NULL) < 0) fail("sigaction", NULL);
  /* hooksim's pipes are this process's alone: a child takes its own stdin and stdout. */
  fcntl(0, F_SETFD, FD_CLOEXEC);
  fcntl(1, F_SETFD, FD_CLOEXEC);
  size_t size = 65536, used = 0;
  char *buffer = malloc(size);
  if (!buffer) fail("malloc", NULL);
  for (;;) {
    struct pollfd ready[2] = {{.fd = 0, .events = POLLIN}, {.fd = child_ended[0], .events = POLLIN}};
    if (poll(ready, 2, -1) < 0) {
      if (errno == EINTR) continue;
      fail("poll", NULL);
    }
    if (ready[1].revents) {
      char drain[64];
      while (read(child_ended[0], drain, sizeof drain) > 0) {
      }
      int status;
      pid_t pid;
      while ((pid = waitpid(-1, &status, WNOHANG)) > 0) reply("X %d %d\n", (int)pid, status);
    }
    if (ready[0].revents) {
      if (used == size) {
        if (size >= (1u << 24)) fail("a request too long", NULL);
        size *= 2;
        buffer = realloc(buffer, size);
        if (!buffer) fail("malloc", NULL);
      }
      ssize_t n = read(0, buffer + used, size - used);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return 0;
      used += (size_t)n;
      serve_requests(buffer, &used);
    }
  }
}

/* Run the plan in `plan_file`, ending in the exec of bwrap with `command` (NULL-terminated): never returns. */
static void run_plan(const char *plan_file, char **command) {
  size_t count;
  char **plan = read_plan(plan_file, &count);
  close_inherited(-1);
  size_t at = mount_host_layers(plan, 0, count);
  /* Before anything else: every later process of the sandbox is born in the cgroup. */
  if (at + 1 < count && !strcmp(plan[at], "cgroup")) {
    char pid[32];
    snprintf(pid, sizeof pid, "%d", (int)getpid());
    write_file(plan[at + 1], pid);
    at += 2;
  }
  if (own_namespace) detach_sys_submounts();
  enter_namespaces();
  loopback_up();
  mode_t umask_before = umask(0);
  while (at < count) {
    const char *step = plan[at];
    size_t left = count - at - 1;
    char **word = plan + at + 1;
    if (!strcmp(step, "address") && left >= 1) {
      add_address(word[0]);
      at += 2;
    } else if (!strcmp(step, "write") && left >= 2) {
      write_file(word[0], word[1]);
      at += 3;
    } else if (!strcmp(step, "tmpfs") && left >= 3) {
      char options[128];
      snprintf(options, sizeof options, "size=%lu,nr_inodes=%lu,mode=0700", number(word[1], 10),
               number(word[2], 10));
      if (mount("hooksim-layers", word[0], "tmpfs", 0, options) < 0) fail("mount tmpfs", word[0]);
      at += 4;
    } else if (!strcmp(step, "mkdir") && left >= 2) {
      if (mkdir(word[1], (mode_t)number(word[0], 8)) < 0) fail("mkdir", word[1]);
      at += 3;
    } else if (!strcmp(step, "overlay") && left >= 2) {
      /* Relative layer paths keep the options short: bwrap reads /proc/self/mountinfo, where every overlay's
       * options are printed, once per bind, 36 times a session. */
      char *parent = strdup(word[0]);
      if (!parent) fail("strdup", word[0]);
      char *slash = strrchr(parent, '/');
      if (slash) slash[slash == parent ? 1 : 0] = '\0';
      if (chdir(slash ? parent : ".") < 0) fail("chdir", parent);
      free(parent);
      if (mount("hooksim", word[0], "overlay", 0, word[1]) < 0) fail("mount overlay", word[0]);
      if (chdir("/") < 0) fail("chdir", "/");
      at += 3;
    } else if (!strcmp(step, "nproc") && left >= 1) {
      rlim_t limit = (rlim_t)number(word[0], 10);
      struct rlimit bound = {limit, limit};
      if (setrlimit(RLIMIT_NPROC, &bound) < 0) fail("setrlimit", "RLIMIT_NPROC");
      at += 2;
    } else if (!strcmp(step, "bwrap") && left >= 2) {
      umask(umask_before);
      int args = open(word[0], O_RDONLY);
      if (args < 0) fail("open", word[0]);
      if (args != 3 && (dup2(args, 3) < 0 || close(args) < 0)) fail("dup2", word[0]);
      if (word[1][0] != 0) {
        int filter = open(word[1], O_RDONLY);
        if (filter < 0) fail("open", word[1]);
        if (filter != 4 && (dup2(filter, 4) < 0 || close(filter) < 0)) fail("dup2", word[1]);
      }
      size_t commands = 0;
      while (command[commands]) commands++;
      char **bwrap = calloc(commands + 5, sizeof *bwrap);
      if (!bwrap) fail("malloc", NULL);
      bwrap[0] = "bwrap";
      bwrap[1] = "--args";
      bwrap[2] = "3";
      bwrap[3] = "--";
      memcpy(bwrap + 4, command, commands * sizeof *command);
      /* bwrap gets an empty environment, since its PID 1 keeps it for the whole session. */
      char *empty[] = {NULL};
      execvpe("bwrap", bwrap, empty); /* looked up on this process's PATH, hooksim's fixed one */
      fail("exec", "bwrap");
    } else {
      errno = EINVAL;
      fail("unknown plan step", step);
    }
  }
  errno = EINVAL;
  fail("the plan has no bwrap step", NULL);
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], "--serve")) {
    const char *cgroup_procs = NULL, *mounts_plan = NULL;
    int i = 2;
    if (i < argc && strcmp(argv[i], "--mounts")) cgroup_procs = argv[i++];
    if (i + 1 < argc && !strcmp(argv[i], "--mounts")) {
      mounts_plan = argv[i + 1];
      i += 2;
    }
    if (i != argc) {
      fprintf(stderr, "usage: launch --serve [<cgroup.procs>] [--mounts <plan-file>]\n");
      return 2;
    }
    return serve(cgroup_procs, mounts_plan);
  }
  if (argc < 2) {
    fprintf(stderr, "usage: launch <plan-file> [-- <command>...]\n");
    return 2;
  }
  char **command = argv + argc;
  for (int i = 2; i < argc; i++)
    if (!strcmp(argv[i], "--")) {
      command = argv + i + 1;
      break;
    }
  run_plan(argv[1], command);
}
