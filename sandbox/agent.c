/*
 * The native in-sandbox agent of the namespace driver (spec/cloud-environment.md §2, §5.1): the same protocol
 * as sandbox/agent.cjs, without a Node start in every sandbox. hooksim compiles it with the machine's C compiler
 * (src/sandbox/native-agent.ts) and uses agent.cjs where there is none.
 *
 * It runs the hot path itself: `ping`, `exec` (the semantics of exec-core.cjs: own process group and session,
 * stdin written then closed, stdout and stderr capped with the rest drained, timeout by termThenKill or kill, the
 * group killed after exit, a 150 ms drain after the hook exits), `writeFile`, `appendFile` and `readFile` (as
 * agent.cjs: non-blocking opens, a capped read). Everything else, the loopback `http` requests and the egress
 * relay, is agent.cjs's, started on first need as this process's helper: with `--egress` this process binds the
 * relay's listeners at once (so `ready` means they accept) and hands them to the helper when the first lookup or
 * connection arrives (`--egress-fds`); what is queued on them waits for it.
 *
 * Requests are JSON lines from hooksim; the parser below reads JSON as JSON.stringify writes it. Nothing here is
 * trusted by hooksim: a hook can kill or take over this process.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/* As exec-core.cjs. */
#define TERM_GRACE_MS 2000
#define DRAIN_GRACE_MS 150
#define MAX_TIMER_MS 2147483647LL
/* As agent.cjs. */
#define READ_CAP_BYTES (40 * 1024 * 1024)
#define MAX_EXECS 64
#define MAX_ESCALATIONS 256
#define MAX_HELPER_IDS 1024

/* ---------------------------------------------------------------- growable bytes */

typedef struct {
  char *data;
  size_t len, cap;
} buf_t;

static void die_oom(void) {
  static const char text[] = "hooksim agent: out of memory\n";
  ssize_t ignored = write(2, text, sizeof text - 1);
  (void)ignored;
  _exit(70);
}

static void buf_reserve(buf_t *b, size_t more) {
  if (b->len + more <= b->cap) return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + more) cap *= 2;
  char *data = realloc(b->data, cap);
  if (!data) die_oom();
  b->data = data;
  b->cap = cap;
}

static void buf_put(buf_t *b, const void *data, size_t len) {
  buf_reserve(b, len + 1);
  memcpy(b->data + b->len, data, len);
  b->len += len;
  b->data[b->len] = 0;
}

static void buf_str(buf_t *b, const char *text) { buf_put(b, text, strlen(text)); }

static void buf_printf(buf_t *b, const char *format, ...) {
  char small[256];
  va_list args;
  va_start(args, format);
  int n = vsnprintf(small, sizeof small, format, args);
  va_end(args);
  if (n < 0) return;
  if ((size_t)n < sizeof small) {
    buf_put(b, small, (size_t)n);
    return;
  }
  buf_reserve(b, (size_t)n + 1);
  va_start(args, format);
  vsnprintf(b->data + b->len, (size_t)n + 1, format, args);
  va_end(args);
  b->len += (size_t)n;
}

static void buf_free(buf_t *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

/* A JSON string literal of `len` bytes, escaped as JSON.stringify does (other bytes as they are). */
static void buf_json_string(buf_t *b, const char *text, size_t len) {
  buf_put(b, "\"", 1);
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)text[i];
    switch (c) {
      case '"': buf_put(b, "\\\"", 2); break;
      case '\\': buf_put(b, "\\\\", 2); break;
      case '\n': buf_put(b, "\\n", 2); break;
      case '\r': buf_put(b, "\\r", 2); break;
      case '\t': buf_put(b, "\\t", 2); break;
      case '\b': buf_put(b, "\\b", 2); break;
      case '\f': buf_put(b, "\\f", 2); break;
      default:
        if (c < 0x20) buf_printf(b, "\\u%04x", c);
        else buf_put(b, &text[i], 1);
    }
  }
  buf_put(b, "\"", 1);
}

static void buf_base64(buf_t *b, const unsigned char *data, size_t len) {
  static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  buf_reserve(b, (len + 2) / 3 * 4 + 3);
  char *out = b->data + b->len;
  size_t i = 0;
  for (; i + 2 < len; i += 3) {
    uint32_t v = (uint32_t)data[i] << 16 | (uint32_t)data[i + 1] << 8 | data[i + 2];
    *out++ = digits[v >> 18];
    *out++ = digits[(v >> 12) & 63];
    *out++ = digits[(v >> 6) & 63];
    *out++ = digits[v & 63];
  }
  if (i < len) {
    uint32_t v = (uint32_t)data[i] << 16 | (i + 1 < len ? (uint32_t)data[i + 1] << 8 : 0);
    *out++ = digits[v >> 18];
    *out++ = digits[(v >> 12) & 63];
    *out++ = i + 1 < len ? digits[(v >> 6) & 63] : '=';
    *out++ = '=';
  }
  b->len = (size_t)(out - b->data);
  b->data[b->len] = 0;
}

/* Decode base64 (Buffer.from(text, 'base64') skips what is not a digit, and stops at '='). */
static void buf_unbase64(buf_t *b, const char *text, size_t len) {
  uint32_t acc = 0;
  int bits = 0;
  buf_reserve(b, len / 4 * 3 + 4);
  for (size_t i = 0; i < len; i++) {
    char c = text[i];
    int v;
    if (c >= 'A' && c <= 'Z') v = c - 'A';
    else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
    else if (c >= '0' && c <= '9') v = c - '0' + 52;
    else if (c == '+' || c == '-') v = 62;
    else if (c == '/' || c == '_') v = 63;
    else if (c == '=') break;
    else continue;
    acc = acc << 6 | (uint32_t)v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      b->data[b->len++] = (char)((acc >> bits) & 0xff);
    }
  }
  b->data[b->len] = 0;
}

/* ---------------------------------------------------------------- JSON values */

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } jtype_t;

typedef struct jval {
  jtype_t type;
  int boolean;
  double number;
  char *text; /* J_STRING: NUL-terminated, `len` bytes (may hold NULs) */
  size_t len;
  size_t count; /* J_ARRAY, J_OBJECT */
  struct jval *items;
  char **keys; /* J_OBJECT */
} jval_t;

typedef struct {
  const char *at, *end;
  int depth;
} jparser_t;

static void json_free(jval_t *v) {
  if (!v) return;
  free(v->text);
  for (size_t i = 0; i < v->count; i++) {
    json_free(&v->items[i]);
    if (v->keys) free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  memset(v, 0, sizeof *v);
}

static void skip_space(jparser_t *p) {
  while (p->at < p->end && (*p->at == ' ' || *p->at == '\t' || *p->at == '\n' || *p->at == '\r')) p->at++;
}

static int hex4(const char *s, unsigned *out) {
  unsigned v = 0;
  for (int i = 0; i < 4; i++) {
    char c = s[i];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
    else return 0;
  }
  *out = v;
  return 1;
}

static void put_utf8(buf_t *b, unsigned cp) {
  char out[4];
  size_t n;
  if (cp < 0x80) {
    out[0] = (char)cp;
    n = 1;
  } else if (cp < 0x800) {
    out[0] = (char)(0xc0 | cp >> 6);
    out[1] = (char)(0x80 | (cp & 0x3f));
    n = 2;
  } else if (cp < 0x10000) {
    out[0] = (char)(0xe0 | cp >> 12);
    out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
    out[2] = (char)(0x80 | (cp & 0x3f));
    n = 3;
  } else {
    out[0] = (char)(0xf0 | cp >> 18);
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char)(0x80 | (cp & 0x3f));
    n = 4;
  }
  buf_put(b, out, n);
}

static int parse_string(jparser_t *p, char **text, size_t *len) {
  buf_t b = {0};
  if (p->at >= p->end || *p->at != '"') return 0;
  p->at++;
  buf_reserve(&b, 16);
  b.data[0] = 0;
  while (p->at < p->end && *p->at != '"') {
    const char *run = p->at;
    while (p->at < p->end && *p->at != '"' && *p->at != '\\') p->at++;
    if (p->at > run) buf_put(&b, run, (size_t)(p->at - run));
    if (p->at >= p->end || *p->at == '"') break;
    if (p->end - p->at < 2) goto fail;
    char e = p->at[1];
    p->at += 2;
    switch (e) {
      case '"': buf_put(&b, "\"", 1); break;
      case '\\': buf_put(&b, "\\", 1); break;
      case '/': buf_put(&b, "/", 1); break;
      case 'b': buf_put(&b, "\b", 1); break;
      case 'f': buf_put(&b, "\f", 1); break;
      case 'n': buf_put(&b, "\n", 1); break;
      case 'r': buf_put(&b, "\r", 1); break;
      case 't': buf_put(&b, "\t", 1); break;
      case 'u': {
        unsigned cp, low;
        if (p->end - p->at < 4 || !hex4(p->at, &cp)) goto fail;
        p->at += 4;
        if (cp >= 0xd800 && cp < 0xdc00 && p->end - p->at >= 6 && p->at[0] == '\\' && p->at[1] == 'u' &&
            hex4(p->at + 2, &low) && low >= 0xdc00 && low < 0xe000) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
          p->at += 6;
        } else if (cp >= 0xd800 && cp < 0xe000) {
          cp = 0xfffd; /* a lone surrogate, as Buffer.from(text) writes it */
        }
        put_utf8(&b, cp);
        break;
      }
      default: goto fail;
    }
  }
  if (p->at >= p->end) goto fail;
  p->at++;
  *text = b.data;
  *len = b.len;
  return 1;
fail:
  buf_free(&b);
  return 0;
}

static int parse_value(jparser_t *p, jval_t *out);

static int parse_items(jparser_t *p, jval_t *out, int object) {
  char close = object ? '}' : ']';
  size_t cap = 0;
  p->at++;
  skip_space(p);
  if (p->at < p->end && *p->at == close) {
    p->at++;
    return 1;
  }
  for (;;) {
    if (out->count == cap) {
      cap = cap ? cap * 2 : 8;
      jval_t *items = realloc(out->items, cap * sizeof *items);
      if (!items) die_oom();
      out->items = items;
      if (object) {
        char **keys = realloc(out->keys, cap * sizeof *keys);
        if (!keys) die_oom();
        out->keys = keys;
      }
    }
    skip_space(p);
    if (object) {
      size_t keylen;
      if (!parse_string(p, &out->keys[out->count], &keylen)) return 0;
      skip_space(p);
      if (p->at >= p->end || *p->at != ':') {
        free(out->keys[out->count]);
        return 0;
      }
      p->at++;
    }
    memset(&out->items[out->count], 0, sizeof out->items[0]);
    if (!parse_value(p, &out->items[out->count])) {
      if (object) free(out->keys[out->count]);
      json_free(&out->items[out->count]);
      return 0;
    }
    out->count++;
    skip_space(p);
    if (p->at < p->end && *p->at == ',') {
      p->at++;
      continue;
    }
    if (p->at < p->end && *p->at == close) {
      p->at++;
      return 1;
    }
    return 0;
  }
}

static int parse_value(jparser_t *p, jval_t *out) {
  memset(out, 0, sizeof *out);
  skip_space(p);
  if (p->at >= p->end || ++p->depth > 64) return 0;
  int ok = 0;
  char c = *p->at;
  if (c == '"') {
    out->type = J_STRING;
    ok = parse_string(p, &out->text, &out->len);
  } else if (c == '{' || c == '[') {
    out->type = c == '{' ? J_OBJECT : J_ARRAY;
    ok = parse_items(p, out, c == '{');
  } else if (p->end - p->at >= 4 && !memcmp(p->at, "true", 4)) {
    out->type = J_BOOL;
    out->boolean = 1;
    p->at += 4;
    ok = 1;
  } else if (p->end - p->at >= 5 && !memcmp(p->at, "false", 5)) {
    out->type = J_BOOL;
    p->at += 5;
    ok = 1;
  } else if (p->end - p->at >= 4 && !memcmp(p->at, "null", 4)) {
    out->type = J_NULL;
    p->at += 4;
    ok = 1;
  } else if (c == '-' || (c >= '0' && c <= '9')) {
    char number[64];
    size_t n = 0;
    while (p->at < p->end && n < sizeof number - 1 && strchr("+-0123456789.eE", *p->at)) number[n++] = *p->at++;
    number[n] = 0;
    char *end;
    out->type = J_NUMBER;
    out->number = strtod(number, &end);
    ok = n > 0 && *end == 0;
  }
  p->depth--;
  return ok;
}

static const jval_t *json_get(const jval_t *object, const char *key) {
  if (!object || object->type != J_OBJECT) return NULL;
  for (size_t i = object->count; i-- > 0;) /* the last of a repeated key, as JSON.parse */
    if (!strcmp(object->keys[i], key)) return &object->items[i];
  return NULL;
}

static const char *json_text(const jval_t *v, size_t *len) {
  if (!v || v->type != J_STRING) return NULL;
  if (len) *len = v->len;
  return v->text;
}

/* ---------------------------------------------------------------- output */

static int64_t now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static double now_precise_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

/*
 * Our stdout is hooksim's pipe or connection, read all the time: a whole line, waiting while it is full. A
 * connection (the spawner's, spawner.ts) is stdin too, one open file: stdin's O_NONBLOCK is stdout's as well.
 */
static void send_line(buf_t *line) {
  buf_put(line, "\n", 1);
  size_t off = 0;
  while (off < line->len) {
    ssize_t n = write(1, line->data + off, line->len - off);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      struct pollfd writable = {.fd = 1, .events = POLLOUT};
      poll(&writable, 1, -1);
      continue;
    }
    if (n <= 0) _exit(0); /* hooksim is gone */
    off += (size_t)n;
  }
}

static void send_error(double id, const char *message) {
  buf_t line = {0};
  buf_printf(&line, "{\"id\":%.17g,\"ok\":false,\"error\":", id);
  buf_json_string(&line, message, strlen(message));
  buf_str(&line, "}");
  send_line(&line);
  buf_free(&line);
}

/* `result` is a JSON object text. */
static void send_result(double id, const char *result, size_t len) {
  buf_t line = {0};
  buf_printf(&line, "{\"id\":%.17g,\"ok\":true,\"result\":", id);
  buf_put(&line, result, len);
  buf_str(&line, "}");
  send_line(&line);
  buf_free(&line);
}

/* libuv's texts for the errors a file request meets (Node's messages quote them), else strerror's. */
static void describe_errno(char *out, size_t size, int error, const char *syscall, const char *path) {
  const char *text;
  switch (error) {
    case ENOENT: text = "no such file or directory"; break;
    case EACCES: text = "permission denied"; break;
    case EISDIR: text = "illegal operation on a directory"; break;
    case ENOTDIR: text = "not a directory"; break;
    case EEXIST: text = "file already exists"; break;
    case ENXIO: text = "no such device or address"; break;
    case ENOSPC: text = "no space left on device"; break;
    case EROFS: text = "read-only file system"; break;
    case ELOOP: text = "too many symbolic links encountered"; break;
    case EAGAIN: text = "resource temporarily unavailable"; break;
    case EPERM: text = "operation not permitted"; break;
    case ENAMETOOLONG: text = "name too long"; break;
    case EDQUOT: text = "disk quota exceeded"; break;
    default: text = strerror(error);
  }
  const char *name = strerrorname_np(error);
  if (path) snprintf(out, size, "%s: %s, %s '%s'", name ? name : "EIO", text, syscall, path);
  else snprintf(out, size, "%s: %s, %s", name ? name : "EIO", text, syscall); /* Node names no path for a read or write */
}

/* ---------------------------------------------------------------- file requests */

static int mkdir_parents(const char *file, char *failed, size_t size) {
  char dir[PATH_MAX];
  size_t len = strlen(file);
  if (len >= sizeof dir) {
    errno = ENAMETOOLONG;
    snprintf(failed, size, "%s", file);
    return -1;
  }
  memcpy(dir, file, len + 1);
  char *slash = strrchr(dir, '/');
  if (!slash || slash == dir) return 0;
  *slash = 0;
  for (char *at = dir + 1;; at++) {
    if (*at == '/' || *at == 0) {
      char saved = *at;
      *at = 0;
      if (mkdir(dir, 0777) < 0) {
        struct stat st;
        int error = errno;
        if (error == EEXIST && stat(dir, &st) == 0 && !S_ISDIR(st.st_mode)) error = ENOTDIR;
        else if (error == EEXIST && stat(dir, &st) == 0) error = 0;
        if (error) {
          errno = error;
          snprintf(failed, size, "%s", dir);
          return -1;
        }
      }
      *at = saved;
      if (saved == 0) return 0;
    }
  }
}

static void handle_write(double id, const char *path, const jval_t *data, int append) {
  char message[PATH_MAX + 128];
  buf_t bytes = {0};
  size_t textlen = 0;
  const char *text = json_text(data, &textlen);
  buf_reserve(&bytes, 1);
  if (text) buf_unbase64(&bytes, text, textlen);
  int flags = O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | (append ? O_APPEND : O_TRUNC);
  int fd = open(path, flags, 0644);
  if (fd < 0 && errno == ENOENT) {
    char failed[PATH_MAX];
    if (mkdir_parents(path, failed, sizeof failed) < 0) {
      describe_errno(message, sizeof message, errno, "mkdir", failed);
      send_error(id, message);
      buf_free(&bytes);
      return;
    }
    fd = open(path, flags, 0644);
  }
  if (fd < 0) {
    describe_errno(message, sizeof message, errno, "open", path);
    send_error(id, message);
    buf_free(&bytes);
    return;
  }
  size_t off = 0;
  while (off < bytes.len) {
    ssize_t n = write(fd, bytes.data + off, bytes.len - off);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      describe_errno(message, sizeof message, errno, "write", NULL);
      close(fd);
      send_error(id, message);
      buf_free(&bytes);
      return;
    }
    off += (size_t)n;
  }
  close(fd);
  buf_free(&bytes);
  send_result(id, "{}", 2);
}

static void handle_read(double id, const char *path) {
  char message[PATH_MAX + 128];
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) {
      send_result(id, "{\"data\":null}", 13);
      return;
    }
    describe_errno(message, sizeof message, errno, "open", path);
    send_error(id, message);
    return;
  }
  buf_t data = {0};
  buf_reserve(&data, 64 * 1024);
  for (;;) {
    buf_reserve(&data, 64 * 1024);
    ssize_t n = read(fd, data.data + data.len, data.cap - data.len - 1);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      describe_errno(message, sizeof message, errno, "read", NULL);
      goto fail;
    }
    if (n == 0) break;
    data.len += (size_t)n;
    if (data.len > READ_CAP_BYTES) {
      snprintf(message, sizeof message, "%s is larger than %d bytes", path, READ_CAP_BYTES);
      goto fail;
    }
  }
  close(fd);
  buf_t result = {0};
  buf_str(&result, "{\"data\":\"");
  buf_base64(&result, (const unsigned char *)data.data, data.len);
  buf_str(&result, "\"}");
  send_result(id, result.data, result.len);
  buf_free(&result);
  buf_free(&data);
  return;
fail:
  close(fd);
  buf_free(&data);
  send_error(id, message);
}

/* ---------------------------------------------------------------- exec */

typedef struct {
  buf_t kept;
  size_t cap;
  int truncated;
} sink_t;

static void sink_push(sink_t *s, const char *data, size_t len) {
  size_t room = s->kept.len < s->cap ? s->cap - s->kept.len : 0;
  if (len > room) s->truncated = 1;
  if (room > 0) buf_put(&s->kept, data, len < room ? len : room);
}

typedef struct {
  int used;
  double id;
  pid_t pid;
  char *program;
  int in_fd, out_fd, err_fd;
  buf_t in;
  size_t in_off;
  sink_t out, err;
  int exited, exit_code, exit_signal, timed_out;
  int kill_mode_kill, kill_group_on_exit;
  int64_t timeout_at, drain_at;
  int escalation; /* index into escalations, or -1 */
  double started;
} exec_t;

typedef struct {
  int used;
  pid_t pgid;
  int64_t at;
} escalation_t;

static exec_t execs[MAX_EXECS];
static escalation_t escalations[MAX_ESCALATIONS];

/* In a child before exec: every signal's default action and none blocked, as libuv gives a spawned process. */
static void default_signals(void) {
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  for (int s = 1; s < NSIG; s++) sigaction(s, &dfl, NULL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
}

static int signal_group(pid_t pgid, int sig) { return kill(-pgid, sig) == 0; }

static void set_nonblocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

static void close_fd(int *fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

static void signal_name(buf_t *b, int sig) {
  const char *abbrev = sigabbrev_np(sig);
  if (sig == SIGIOT) abbrev = "ABRT";
  if (sig == SIGIO) abbrev = "IO";
  if (abbrev) buf_printf(b, "\"SIG%s\"", abbrev);
  else buf_printf(b, "\"SIG%d\"", sig);
}

static void finish_exec(exec_t *e, const char *spawn_error) {
  close_fd(&e->in_fd);
  close_fd(&e->out_fd);
  close_fd(&e->err_fd);
  buf_t r = {0};
  buf_str(&r, "{\"exitCode\":");
  if (e->exited && !e->exit_signal) buf_printf(&r, "%d", e->exit_code);
  else buf_str(&r, "null");
  buf_str(&r, ",\"signal\":");
  if (e->exited && e->exit_signal) signal_name(&r, e->exit_signal);
  else buf_str(&r, "null");
  buf_printf(&r, ",\"timedOut\":%s", e->timed_out ? "true" : "false");
  if (spawn_error) {
    buf_str(&r, ",\"spawnError\":");
    buf_json_string(&r, spawn_error, strlen(spawn_error));
  }
  buf_str(&r, ",\"stdout\":\"");
  buf_base64(&r, (const unsigned char *)e->out.kept.data, e->out.kept.len);
  buf_str(&r, "\",\"stderr\":\"");
  buf_base64(&r, (const unsigned char *)e->err.kept.data, e->err.kept.len);
  buf_printf(&r, "\",\"stdoutTruncated\":%s,\"stderrTruncated\":%s,\"durationMs\":%.0f}",
             e->out.truncated ? "true" : "false", e->err.truncated ? "true" : "false",
             now_precise_ms() - e->started);
  send_result(e->id, r.data, r.len);
  buf_free(&r);
  buf_free(&e->in);
  buf_free(&e->out.kept);
  buf_free(&e->err.kept);
  free(e->program);
  /* A pending SIGTERM-to-SIGKILL escalation outlives the result, as exec-core.cjs's timer does. */
  memset(e, 0, sizeof *e);
  e->in_fd = e->out_fd = e->err_fd = -1;
}

static char *dup_text(const char *text, size_t len) {
  char *copy = malloc(len + 1);
  if (!copy) die_oom();
  memcpy(copy, text, len);
  copy[len] = 0;
  return copy;
}

static int stdio_pair(int fds[2]) { return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds); }

static void handle_exec(double id, const jval_t *request) {
  exec_t *e = NULL;
  for (int i = 0; i < MAX_EXECS; i++)
    if (!execs[i].used) {
      e = &execs[i];
      break;
    }
  if (!e) {
    send_error(id, "exec: too many hooks running at once");
    return;
  }
  const jval_t *argv_v = json_get(request, "argv");
  const jval_t *env_v = json_get(request, "env");
  const jval_t *cwd_v = json_get(request, "cwd");
  const jval_t *stdin_v = json_get(request, "stdin");
  const jval_t *timeout_v = json_get(request, "timeoutMs");
  const jval_t *cap_v = json_get(request, "outputCapBytes");
  const jval_t *mode_v = json_get(request, "killMode");
  const jval_t *group_v = json_get(request, "killGroupOnExit");
  if (!argv_v || argv_v->type != J_ARRAY || argv_v->count == 0 || !json_text(cwd_v, NULL) ||
      !env_v || env_v->type != J_OBJECT) {
    send_error(id, "exec: missing request");
    return;
  }
  for (size_t i = 0; i < argv_v->count; i++)
    if (argv_v->items[i].type != J_STRING) {
      send_error(id, "exec: argv must be strings");
      return;
    }

  memset(e, 0, sizeof *e);
  e->used = 1;
  e->id = id;
  e->escalation = -1;
  e->in_fd = e->out_fd = e->err_fd = -1;
  e->started = now_precise_ms();
  e->program = dup_text(argv_v->items[0].text, argv_v->items[0].len);
  double cap = cap_v && cap_v->type == J_NUMBER && cap_v->number > 0 ? cap_v->number : 0;
  e->out.cap = e->err.cap = (size_t)cap;
  e->kill_mode_kill = mode_v && mode_v->type == J_STRING && !strcmp(mode_v->text, "kill");
  e->kill_group_on_exit = group_v && group_v->type == J_BOOL && group_v->boolean;
  size_t stdin_len = 0;
  const char *stdin_text = json_text(stdin_v, &stdin_len);
  if (stdin_text) buf_put(&e->in, stdin_text, stdin_len);

  /* The child's argv and environment, built before the fork. */
  char **argv = calloc(argv_v->count + 1, sizeof *argv);
  char **envp = calloc(env_v->count + 1, sizeof *envp);
  if (!argv || !envp) die_oom();
  for (size_t i = 0; i < argv_v->count; i++) argv[i] = argv_v->items[i].text;
  size_t envc = 0;
  for (size_t i = 0; i < env_v->count; i++) {
    if (env_v->items[i].type != J_STRING) continue;
    size_t keylen = strlen(env_v->keys[i]);
    char *entry = malloc(keylen + env_v->items[i].len + 2);
    if (!entry) die_oom();
    memcpy(entry, env_v->keys[i], keylen);
    entry[keylen] = '=';
    memcpy(entry + keylen + 1, env_v->items[i].text, env_v->items[i].len + 1);
    envp[envc++] = entry;
  }
  const char *cwd = cwd_v->text;

  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1}, report[2] = {-1, -1};
  int spawn_errno = 0;
  /* The hook's stdio are socket pairs, as libuv makes them for Node's (and so the Copilot CLI's) `pipe`: a hook
   * can tell (`[ -S /dev/stdin ]`), and bash reads ~/.bashrc when its stdin is a socket and it has no --norc. */
  if (stdio_pair(in) < 0 || stdio_pair(out) < 0 || stdio_pair(err) < 0 || pipe2(report, O_CLOEXEC) < 0) {
    spawn_errno = errno;
  } else {
    pid_t pid = fork();
    if (pid < 0) {
      spawn_errno = errno;
    } else if (pid == 0) {
      /* The child: its own session and process group (Node's `detached`), default signals, the pipes. */
      setsid();
      default_signals();
      if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || dup2(err[1], 2) < 0) goto child_fail;
      if (chdir(cwd) < 0) goto child_fail;
      environ = envp;
      execvp(argv[0], argv);
    child_fail: {
      int code = errno;
      ssize_t ignored = write(report[1], &code, sizeof code);
      (void)ignored;
      _exit(127);
    }
    } else {
      e->pid = pid;
      close(report[1]);
      report[1] = -1;
      ssize_t n;
      do n = read(report[0], &spawn_errno, sizeof spawn_errno);
      while (n < 0 && errno == EINTR);
      if (n != sizeof spawn_errno) spawn_errno = 0;
      if (spawn_errno) waitpid(pid, NULL, 0);
    }
  }
  close_fd(&report[0]);
  close_fd(&report[1]);
  close_fd(&in[0]);
  close_fd(&out[1]);
  close_fd(&err[1]);
  for (size_t i = 0; i < envc; i++) free(envp[i]);
  free(envp);
  free(argv);
  e->in_fd = in[1];
  e->out_fd = out[0];
  e->err_fd = err[0];
  if (spawn_errno) {
    char message[512];
    const char *name = strerrorname_np(spawn_errno);
    snprintf(message, sizeof message, "spawn %s %s", e->program, name ? name : "EIO");
    finish_exec(e, message);
    return;
  }
  set_nonblocking(e->in_fd);
  set_nonblocking(e->out_fd);
  set_nonblocking(e->err_fd);
  if (e->in.len == 0) close_fd(&e->in_fd);
  double timeout = timeout_v && timeout_v->type == J_NUMBER ? timeout_v->number : 0;
  if (timeout > MAX_TIMER_MS) timeout = MAX_TIMER_MS; /* as exec-core.cjs clamps it */
  if (!(timeout >= 1)) timeout = 1;                   /* Node runs a timer of 0 or less (or NaN) after 1 ms */
  e->timeout_at = now_ms() + (int64_t)timeout;
  e->drain_at = -1;
}

static int add_escalation(pid_t pgid, int64_t at) {
  for (int i = 0; i < MAX_ESCALATIONS; i++)
    if (!escalations[i].used) {
      escalations[i].used = 1;
      escalations[i].pgid = pgid;
      escalations[i].at = at;
      return i;
    }
  return -1;
}

static void on_timeout(exec_t *e) {
  e->timed_out = 1;
  e->timeout_at = -1;
  if (e->kill_mode_kill) {
    signal_group(e->pid, SIGKILL);
    return;
  }
  signal_group(e->pid, SIGTERM);
  e->escalation = add_escalation(e->pid, now_ms() + TERM_GRACE_MS);
}

static void on_exit_status(exec_t *e, int status) {
  e->exited = 1;
  if (WIFSIGNALED(status)) e->exit_signal = WTERMSIG(status);
  else e->exit_code = WEXITSTATUS(status);
  e->timeout_at = -1;
  if (e->kill_group_on_exit) {
    signal_group(e->pid, SIGKILL);
    if (e->escalation >= 0) escalations[e->escalation].used = 0;
    e->escalation = -1;
  }
  e->drain_at = now_ms() + DRAIN_GRACE_MS;
}

/* Node's 'close': the process has exited and its stdio is all closed. */
static void maybe_close(exec_t *e) {
  if (e->used && e->exited && e->in_fd < 0 && e->out_fd < 0 && e->err_fd < 0) finish_exec(e, NULL);
}

static void pump_output(int *fd, sink_t *sink) {
  char chunk[65536];
  for (;;) {
    ssize_t n = read(*fd, chunk, sizeof chunk);
    if (n > 0) {
      sink_push(sink, chunk, (size_t)n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    close_fd(fd); /* EOF or error */
    return;
  }
}

static void pump_input(exec_t *e) {
  while (e->in_off < e->in.len) {
    ssize_t n = write(e->in_fd, e->in.data + e->in_off, e->in.len - e->in_off);
    if (n > 0) {
      e->in_off += (size_t)n;
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    break; /* EPIPE: the hook exited without reading stdin, which is expected */
  }
  close_fd(&e->in_fd);
}

/* ---------------------------------------------------------------- the helper (agent.cjs) */

#define EGRESS_LISTENERS 5
static int egress_fds[EGRESS_LISTENERS] = {-1, -1, -1, -1, -1};
static int egress = 0;
static char helper_dir[PATH_MAX];

static struct {
  pid_t pid;
  int in_fd, out_fd;
  buf_t in; /* requests not yet written */
  size_t in_off;
  buf_t out; /* a partial line from it */
  int ready_seen;
  double ids[MAX_HELPER_IDS];
  int id_count;
} helper = {0, -1, -1, {0}, 0, {0}, 0, {0}, 0};

static int listen_on(int type, const char *address, int port) {
  int fd = socket(AF_INET, type | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) return -1;
  int one = 1;
  if (type == SOCK_STREAM) setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in sa;
  memset(&sa, 0, sizeof sa);
  sa.sin_family = AF_INET;
  sa.sin_port = htons((uint16_t)port);
  inet_pton(AF_INET, address, &sa.sin_addr);
  if (bind(fd, (struct sockaddr *)&sa, sizeof sa) < 0 || (type == SOCK_STREAM && listen(fd, 511) < 0)) {
    int saved = errno;
    close(fd);
    errno = saved;
    return -1;
  }
  return fd;
}

/* The relay's listeners (egress-relay.cjs: DNS on 127.0.0.53:53 over UDP and TCP, TCP on 127.1.0.1:80/443/3128). */
static int bind_egress(void) {
  static const struct {
    int type;
    const char *address;
    int port;
  } listeners[EGRESS_LISTENERS] = {
      {SOCK_DGRAM, "127.0.0.53", 53},  {SOCK_STREAM, "127.0.0.53", 53}, {SOCK_STREAM, "127.1.0.1", 80},
      {SOCK_STREAM, "127.1.0.1", 443}, {SOCK_STREAM, "127.1.0.1", 3128},
  };
  for (int i = 0; i < EGRESS_LISTENERS; i++) {
    egress_fds[i] = listen_on(listeners[i].type, listeners[i].address, listeners[i].port);
    if (egress_fds[i] < 0) {
      fprintf(stderr, "hooksim agent: listen %s:%d: %s\n", listeners[i].address, listeners[i].port,
              strerror(errno));
      return -1;
    }
  }
  return 0;
}

/* Starts of the helper so far: one that keeps dying is not started again and again. */
static int helper_starts = 0;
#define MAX_HELPER_STARTS 3

static int start_helper(void) {
  if (helper.pid > 0) return 0;
  if (helper_starts >= MAX_HELPER_STARTS) return -1;
  helper_starts++;
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) < 0) return -1;
  if (pipe2(out, O_CLOEXEC) < 0) {
    close(in[0]);
    close(in[1]);
    return -1;
  }
  char node[PATH_MAX + 8], script[PATH_MAX + 16];
  snprintf(node, sizeof node, "%s/node", helper_dir);
  snprintf(script, sizeof script, "%s/agent.cjs", helper_dir);
  pid_t pid = fork();
  if (pid < 0) {
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    return -1;
  }
  if (pid == 0) {
    default_signals();
    dup2(in[0], 0);
    dup2(out[1], 1);
    char fds_arg[64] = "";
    if (egress && egress_fds[0] >= 0) {
      /* Listeners at 3..7, in the order of bind_egress (dup2 clears close-on-exec). */
      for (int i = 0; i < EGRESS_LISTENERS; i++) {
        int target = 3 + i;
        if (egress_fds[i] == target) fcntl(target, F_SETFD, 0);
        else dup2(egress_fds[i], target);
      }
      snprintf(fds_arg, sizeof fds_arg, "--egress-fds=3,4,5,6,7");
    }
    char *argv[] = {node, script, fds_arg[0] ? fds_arg : NULL, NULL};
    execv(node, argv);
    fprintf(stderr, "hooksim agent: cannot start %s: %s\n", node, strerror(errno));
    _exit(70);
  }
  close(in[0]);
  close(out[1]);
  helper.pid = pid;
  helper.in_fd = in[1];
  helper.out_fd = out[0];
  set_nonblocking(helper.in_fd);
  set_nonblocking(helper.out_fd);
  helper.ready_seen = 0;
  /* The listeners are the helper's now; this process keeps them for a helper started again. */
  return 0;
}

static void pump_helper_input(void) {
  while (helper.in_fd >= 0 && helper.in_off < helper.in.len) {
    ssize_t n = write(helper.in_fd, helper.in.data + helper.in_off, helper.in.len - helper.in_off);
    if (n > 0) {
      helper.in_off += (size_t)n;
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    close_fd(&helper.in_fd);
    return;
  }
  if (helper.in_off == helper.in.len) {
    helper.in.len = 0;
    helper.in_off = 0;
  }
}

/* Hand a request line to the helper, starting it first when needed. */
static void forward_to_helper(double id, const char *line, size_t len) {
  if (start_helper() < 0) {
    send_error(id, "the agent's helper did not start");
    return;
  }
  if (helper.id_count < MAX_HELPER_IDS) helper.ids[helper.id_count++] = id;
  buf_put(&helper.in, line, len);
  buf_put(&helper.in, "\n", 1);
  pump_helper_input();
}

static void forget_helper_id(const char *line, size_t len) {
  static const char prefix[] = "{\"id\":";
  if (len < sizeof prefix || memcmp(line, prefix, sizeof prefix - 1)) return;
  double id = strtod(line + sizeof prefix - 1, NULL);
  for (int i = 0; i < helper.id_count; i++)
    if (helper.ids[i] == id) {
      helper.ids[i] = helper.ids[--helper.id_count];
      return;
    }
}

/* Pass the helper's answers on, whole lines only, except its own `ready`. */
static void pump_helper_output(void) {
  char chunk[65536];
  for (;;) {
    ssize_t n = read(helper.out_fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) break;
    if (n <= 0) {
      close_fd(&helper.out_fd);
      break;
    }
    buf_put(&helper.out, chunk, (size_t)n);
  }
  size_t start = 0;
  while (helper.out.len > start) {
    char *newline = memchr(helper.out.data + start, '\n', helper.out.len - start);
    if (!newline) break;
    size_t len = (size_t)(newline - (helper.out.data + start));
    const char *line = helper.out.data + start;
    if (!helper.ready_seen && len >= 14 && !memcmp(line, "{\"ready\":true}", 14)) {
      helper.ready_seen = 1;
    } else if (len > 0) {
      forget_helper_id(line, len);
      buf_t copy = {0};
      buf_put(&copy, line, len);
      send_line(&copy);
      buf_free(&copy);
    }
    start += len + 1;
  }
  if (start > 0) {
    memmove(helper.out.data, helper.out.data + start, helper.out.len - start);
    helper.out.len -= start;
  }
}

static void on_helper_exit(void) {
  close_fd(&helper.in_fd);
  close_fd(&helper.out_fd);
  helper.pid = 0;
  for (int i = 0; i < helper.id_count; i++) send_error(helper.ids[i], "the agent's helper exited");
  helper.id_count = 0;
  buf_free(&helper.in);
  helper.in_off = 0;
  helper.out.len = 0;
}

/* ---------------------------------------------------------------- requests */

static void handle_line(const char *line, size_t len) {
  jparser_t p = {line, line + len, 0};
  skip_space(&p);
  if (p.at == p.end) return;
  jval_t request;
  if (!parse_value(&p, &request) || request.type != J_OBJECT) {
    json_free(&request);
    static const char text[] = "hooksim agent: unparseable request\n";
    ssize_t ignored = write(2, text, sizeof text - 1);
    (void)ignored;
    return;
  }
  const jval_t *id_v = json_get(&request, "id");
  double id = id_v && id_v->type == J_NUMBER ? id_v->number : 0;
  const char *op = json_text(json_get(&request, "op"), NULL);
  const char *path = json_text(json_get(&request, "path"), NULL);
  char message[256];
  if (!op) {
    send_error(id, "unknown op 'undefined'");
  } else if (!strcmp(op, "ping")) {
    send_result(id, "{}", 2);
  } else if (!strcmp(op, "exec")) {
    const jval_t *exec = json_get(&request, "exec");
    if (!exec || exec->type != J_OBJECT) send_error(id, "exec: missing request");
    else handle_exec(id, exec);
  } else if (!strcmp(op, "writeFile") || !strcmp(op, "appendFile") || !strcmp(op, "readFile")) {
    if (!path || path[0] != '/') {
      snprintf(message, sizeof message, "%s: an absolute path is required", op);
      send_error(id, message);
    } else if (!strcmp(op, "readFile")) {
      handle_read(id, path);
    } else {
      handle_write(id, path, json_get(&request, "data"), !strcmp(op, "appendFile"));
    }
  } else if (!strcmp(op, "http")) {
    forward_to_helper(id, line, len);
  } else {
    snprintf(message, sizeof message, "unknown op '%.200s'", op);
    send_error(id, message);
  }
  json_free(&request);
}

static buf_t requests;

static void read_requests(void) {
  char chunk[65536];
  for (;;) {
    ssize_t n = read(0, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) break;
    if (n <= 0) {
      /* hooksim closed the pipe (stop, or hooksim died): the sandbox ends with this process. */
      if (helper.pid > 0) kill(helper.pid, SIGKILL);
      _exit(0);
    }
    size_t old = requests.len;
    buf_put(&requests, chunk, (size_t)n);
    /* Started as it comes: a write is done before the next line is read. */
    size_t start = 0;
    char *newline = memchr(requests.data + old, '\n', requests.len - old);
    while (newline) {
      size_t len = (size_t)(newline - (requests.data + start));
      handle_line(requests.data + start, len);
      start += len + 1;
      newline = memchr(requests.data + start, '\n', requests.len - start);
    }
    if (start > 0) {
      memmove(requests.data, requests.data + start, requests.len - start);
      requests.len -= start;
    }
  }
}

/* ---------------------------------------------------------------- the loop */

static void reap(void) {
  for (int i = 0; i < MAX_EXECS; i++) {
    exec_t *e = &execs[i];
    if (!e->used || e->exited) continue;
    int status;
    pid_t done = waitpid(e->pid, &status, WNOHANG);
    if (done == e->pid) on_exit_status(e, status);
  }
  if (helper.pid > 0) {
    int status;
    if (waitpid(helper.pid, &status, WNOHANG) == helper.pid) on_helper_exit();
  }
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "--egress")) egress = 1;
  /* The helper's files are beside this program (/run/hooksim in the sandbox). */
  snprintf(helper_dir, sizeof helper_dir, "%s", argv[0]);
  char *slash = strrchr(helper_dir, '/');
  if (slash) *slash = 0;
  else snprintf(helper_dir, sizeof helper_dir, ".");
  for (int i = 0; i < MAX_EXECS; i++) execs[i].in_fd = execs[i].out_fd = execs[i].err_fd = -1;

  /* Hooks inherit the cloud agent's umask (cloud-environment.md §1). */
  umask(022);
  signal(SIGPIPE, SIG_IGN);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  int sigfd = signalfd(-1, &chld, SFD_NONBLOCK | SFD_CLOEXEC);
  if (sigfd < 0) {
    fprintf(stderr, "hooksim agent: signalfd: %s\n", strerror(errno));
    return 70;
  }
  if (egress && bind_egress() < 0) return 70;
  set_nonblocking(0);
  buf_t ready = {0};
  buf_str(&ready, "{\"ready\":true}");
  send_line(&ready);
  buf_free(&ready);

  struct pollfd fds[4 + MAX_EXECS * 3 + EGRESS_LISTENERS];
  for (;;) {
    int n = 0;
    fds[n++] = (struct pollfd){.fd = 0, .events = POLLIN};
    fds[n++] = (struct pollfd){.fd = sigfd, .events = POLLIN};
    if (helper.out_fd >= 0) fds[n++] = (struct pollfd){.fd = helper.out_fd, .events = POLLIN};
    if (helper.in_fd >= 0 && helper.in_off < helper.in.len)
      fds[n++] = (struct pollfd){.fd = helper.in_fd, .events = POLLOUT};
    for (int i = 0; i < EGRESS_LISTENERS && helper.pid == 0 && helper_starts < MAX_HELPER_STARTS; i++)
      if (egress_fds[i] >= 0) fds[n++] = (struct pollfd){.fd = egress_fds[i], .events = POLLIN};
    int64_t now = now_ms(), next = -1;
    for (int i = 0; i < MAX_EXECS; i++) {
      exec_t *e = &execs[i];
      if (!e->used) continue;
      if (e->in_fd >= 0) fds[n++] = (struct pollfd){.fd = e->in_fd, .events = POLLOUT};
      if (e->out_fd >= 0) fds[n++] = (struct pollfd){.fd = e->out_fd, .events = POLLIN};
      if (e->err_fd >= 0) fds[n++] = (struct pollfd){.fd = e->err_fd, .events = POLLIN};
      if (e->timeout_at >= 0 && (next < 0 || e->timeout_at < next)) next = e->timeout_at;
      if (e->drain_at >= 0 && (next < 0 || e->drain_at < next)) next = e->drain_at;
    }
    for (int i = 0; i < MAX_ESCALATIONS; i++)
      if (escalations[i].used && (next < 0 || escalations[i].at < next)) next = escalations[i].at;
    int wait = next < 0 ? -1 : (int)(next > now ? (next - now < INT_MAX ? next - now : INT_MAX) : 0);
    int ready_count = poll(fds, (nfds_t)n, wait);
    if (ready_count < 0 && errno != EINTR) {
      fprintf(stderr, "hooksim agent: poll: %s\n", strerror(errno));
      return 70;
    }

    struct signalfd_siginfo info;
    while (read(sigfd, &info, sizeof info) == sizeof info) {
    }
    reap();
    for (int i = 0; i < n && ready_count > 0; i++) {
      if (!fds[i].revents) continue;
      for (int l = 0; l < EGRESS_LISTENERS; l++)
        if (helper.pid == 0 && egress_fds[l] >= 0 && fds[i].fd == egress_fds[l] && start_helper() < 0)
          fprintf(stderr, "hooksim agent: the egress relay did not start\n");
    }
    if (helper.out_fd >= 0) pump_helper_output();
    pump_helper_input();
    for (int i = 0; i < MAX_EXECS; i++) {
      exec_t *e = &execs[i];
      if (!e->used) continue;
      if (e->in_fd >= 0) pump_input(e);
      if (e->out_fd >= 0) pump_output(&e->out_fd, &e->out);
      if (e->err_fd >= 0) pump_output(&e->err_fd, &e->err);
      maybe_close(e);
    }
    now = now_ms();
    for (int i = 0; i < MAX_EXECS; i++) {
      exec_t *e = &execs[i];
      if (!e->used) continue;
      if (e->timeout_at >= 0 && now >= e->timeout_at) on_timeout(e);
      if (e->drain_at >= 0 && now >= e->drain_at) finish_exec(e, NULL);
    }
    for (int i = 0; i < MAX_ESCALATIONS; i++) {
      if (!escalations[i].used || now < escalations[i].at) continue;
      escalations[i].used = 0;
      if (signal_group(escalations[i].pgid, 0)) signal_group(escalations[i].pgid, SIGKILL);
      for (int x = 0; x < MAX_EXECS; x++)
        if (execs[x].used && execs[x].escalation == i) execs[x].escalation = -1;
    }
    read_requests();
  }
}
