#pragma once
// The child side of spawning, and the few Linux calls Swift cannot make directly
// (variadic syscall(), siginfo_t unions, packed epoll_event). Everything here is plain C
// so that the code between clone() and execve() is async-signal-safe by construction.

#include <stdint.h>
#include <spawn.h>
#include <sys/types.h>

/// Where a spawn failed. Stages before CWS_STAGE_SETSID happen in the parent.
typedef enum {
    CWS_STAGE_NONE = 0,
    CWS_STAGE_PIPE = 1,        // pipe2() in the parent
    CWS_STAGE_CLONE = 2,       // clone() in the parent
    CWS_STAGE_PIDFD = 3,       // pidfd_open() in the parent
    CWS_STAGE_SETSID = 10,     // child: setsid()
    CWS_STAGE_DUP2 = 11,       // child: moving the pipe ends onto 0, 1, 2
    CWS_STAGE_CLOSE_FDS = 12,  // child: close_range()
    CWS_STAGE_PDEATHSIG = 13,  // child: prctl(PR_SET_PDEATHSIG)
    CWS_STAGE_PARENT_DIED = 14,// child: the parent died before the death signal was armed
    CWS_STAGE_RLIMIT = 15,     // child: setrlimit(); detail = the resource
    CWS_STAGE_CHDIR = 16,      // child: chdir()
    CWS_STAGE_EXEC = 17,       // child: execve()
    CWS_STAGE_SENTINEL_EXEC = 18, // child: execve() of the sentinel itself
    CWS_STAGE_SENTINEL = 19,   // the sentinel: its own setup (detail says which call) or it died
    CWS_STAGE_SANDBOX = 20,    // child: `-S required` and a guarantee missing; detail = the missing CWS_SANDBOX_* bits
    CWS_STAGE_TMPDIR = 21,     // the sentinel: creating the widget's private TMPDIR (mkdtemp)
} cws_stage;

// MARK: - The sentinel (Sources/widget-sentinel)
//
// Every widget runs under its own `widget-sentinel`: host → sentinel → widget. The sentinel is a
// child subreaper, so every descendant of the widget stays below it whatever it does (setsid,
// double fork). When the widget exits, when the host's lifeline pipe closes (the host died) or
// when the sentinel gets a terminating signal, it SIGKILLs every descendant, reaps them, then
// reports the widget's status to the host and exits. If the host is a subreaper too (-k), the
// widget's zombie is left to it, so its pid and process group id cannot be recycled while the
// host may still signal them.

/// The sentinel's inherited descriptors besides 0-2 (the widget's stdio pipes).
#define CWS_SENTINEL_LIFELINE_FD 3 // read end of the host's lifeline: EOF means the host died
#define CWS_SENTINEL_REPORT_FD 4   // write end of the report pipe to the host

/// Kinds of `cws_report`.
typedef enum {
    CWS_REPORT_STARTED = 1,    // the widget exec'd; pid is set; with a sandbox, detail = the CWS_SANDBOX_* bits applied, err = the Landlock ABI used
    CWS_REPORT_FAILED = 2,     // the spawn failed; stage, err, detail are set
    CWS_REPORT_EXITED = 3,     // the widget exited and its descendants are gone; pid, code, status
} cws_report_kind;

/// The fixed-size record the sentinel (or the spawning child before exec) writes to the host.
typedef struct {
    int32_t kind;              // cws_report_kind
    int32_t stage;             // FAILED: cws_stage; EXITED: descendants still running when the widget exited (then killed)
    int32_t err;               // FAILED: errno; STARTED: the Landlock ABI the sandbox used
    int32_t detail;            // FAILED: e.g. the RLIMIT_* resource; EXITED: survivors left; STARTED: CWS_SANDBOX_* applied
    int32_t pid;               // the widget's pid
    int32_t code;              // EXITED: si_code (CLD_EXITED, CLD_KILLED, CLD_DUMPED)
    int32_t status;            // EXITED: exit code or signal number
} cws_report;

typedef struct {
    const char *sentinel_path; // the widget-sentinel executable (absolute)
    char *const *argv;         // the sentinel's argv, NULL-terminated: see widget-sentinel's usage
    char *const *envp;         // the widget's environment, NULL-terminated; passed on untouched
    const char *cwd;           // NULL: inherit
    int lifeline_fd;           // read end of the host's lifeline pipe (cws_lifeline_create)
    int host_reaps;            // this process is a subreaper and argv has -k (see cws_collect)
} cws_spawn_request;

typedef struct {
    pid_t pid;                 // the widget (leader of its own session and process group)
    pid_t sentinel_pid;        // its sentinel, the host's direct child
    int pidfd;                 // O_CLOEXEC pidfd of the sentinel: readable once the tree is gone
    int stdin_fd;              // host's write end of the widget's stdin (O_CLOEXEC)
    int stdout_fd;             // host's read end of the widget's stdout (O_CLOEXEC)
    int stderr_fd;             // host's read end of the widget's stderr (O_CLOEXEC)
    int report_fd;             // host's read end of the report pipe (O_CLOEXEC), for cws_collect
    int failed_stage;          // cws_stage, CWS_STAGE_NONE on success
    int failed_errno;
    int failed_detail;         // e.g. the RLIMIT_* resource for CWS_STAGE_RLIMIT
    int sandbox_applied;       // the CWS_SANDBOX_* guarantees that hold (0 without a sandbox)
    int landlock_abi;          // the Landlock ABI the sandbox used
} cws_spawn_result;

/// Spawns a widget under a new sentinel: the sentinel leads its own session; the widget leads
/// another, with default signal dispositions, an empty signal mask, only fds 0-2,
/// PR_SET_PDEATHSIG=SIGKILL (its parent is the sentinel) and the rlimits named in argv; cwd is
/// set before the sentinel starts. Returns 0 on success, -1 with failed_* set on failure (no
/// fd, pid or zombie leaked). Blocks the calling thread until the widget has exec'd or failed.
int cws_spawn(const cws_spawn_request *request, cws_spawn_result *result);

/// In a child between clone/fork and execve: every signal back to its default disposition (the
/// raw system call, since glibc's sigaction() refuses its reserved 32 and 33, and an ignored
/// disposition would survive execve), then an empty mask. Shared by cws_spawn and the sentinel.
void cws_reset_signals(void);

/// Collects a widget whose sentinel has exited (its pidfd became readable): reads the
/// sentinel's exit report and reaps the sentinel. With host_reaps (this process is a subreaper
/// and started the sentinel with -k) the widget's zombie is ours too and is reaped; without a
/// report (the sentinel was killed before its teardown) the widget, now our child, is SIGKILLed
/// with its group and waited for. Otherwise the widget is never touched (its pid may be
/// another's by now) and a missing report yields the sentinel's own status. Closes no
/// descriptor. Sets *exited (1 = exit code, 0 = signal), *value, *core, and *left_running (the
/// widget's descendants still running when it exited, which the sentinel killed; -1 without a
/// report). Returns 1 if the sentinel reported, 0 if not.
int cws_collect(pid_t widget, pid_t sentinel, int report_fd, int host_reaps,
                int *exited, int *value, int *core, int *left_running);

/// For a subreaper host whose sentinel died before its teardown, so that what it had adopted
/// came to us: SIGKILLs and reaps every child of this process whose pid is not in keep[0..<count],
/// again and again (each one killed may leave children to us) until none is left or 5 s pass.
/// Only for a process whose every child is started by cws_spawn. Returns how many it killed.
int cws_sweep_children(const pid_t *keep, int count);

/// Removes the folder `path` and everything in it, never following a symbolic link and however
/// deep it nests (folders past 64 levels are moved up and emptied on a later pass). With a
/// deadline (CLOCK_MONOTONIC milliseconds, cws_monotonic_ms; 0: none) it stops once past it.
/// Returns 0 when the folder is gone (or never was), 1 when the deadline came first (part of it
/// is left), -1 with errno when it could not be removed.
int cws_remove_tree(const char *path, long long deadline_ms);

/// CLOCK_MONOTONIC in milliseconds.
long long cws_monotonic_ms(void);

/// The host's lifeline: a pipe whose write end the host holds (O_CLOEXEC) for its whole life and
/// never writes to; each sentinel holds the read end, so EOF there means the host is gone.
/// Returns 0 and fills fds[0] (read) and fds[1] (write), or -1 with errno.
int cws_lifeline_create(int fds[2]);

/// pipe2(O_CLOEXEC): a pipe no process spawned meanwhile, by any thread, inherits (Swift's
/// Glibc module does not export pipe2). 0 or -1 with errno.
int cws_pipe_cloexec(int fds[2]);

/// posix_spawn_file_actions_addclosefrom_np: the child closes every descriptor from `lowest`
/// up, close-on-exec or not (not exported by Swift's Glibc module). 0 or an error number.
int cws_spawn_actions_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// prctl(PR_SET_CHILD_SUBREAPER, 1) for the calling process. 0 or -1 with errno.
int cws_set_child_subreaper(void);

/// waitid(P_PID) for one exited child. nowait != 0 leaves it a zombie (WNOWAIT).
/// Returns 0 and sets *exited (1 = exit code, 0 = signal), *value, *core; -1 with errno.
int cws_wait_exited(pid_t pid, int nowait, int *exited, int *value, int *core);

/// An epoll instance (EPOLL_CLOEXEC); cws_epoll_add registers fd for EPOLLIN with a token.
int cws_epoll_create(void);
int cws_epoll_add(int epfd, int fd, uint64_t token);
int cws_epoll_remove(int epfd, int fd);
/// Blocks until at least one fd is ready; fills up to max tokens; retries on EINTR.
int cws_epoll_wait(int epfd, uint64_t *tokens, int max);

/// The number of open file descriptors of this process (entries of /proc/self/fd, minus the
/// directory's own fd), or -1.
int cws_count_open_fds(void);

/// pidfd_open(2) for any pid (O_CLOEXEC), or -1 with errno.
int cws_pidfd_open(pid_t pid);

// MARK: - The sandbox (applied by the sentinel in the widget's process, before execve)
//
// Each bit is one guarantee, with the kernel feature it needs:
#define CWS_SANDBOX_FILES      (1 << 0) // Landlock ABI >= 3: files only as granted (read+execute, read+write)
#define CWS_SANDBOX_NETWORK    (1 << 1) // seccomp: no socket but the granted; Landlock ABI >= 4 when TCP ports are granted
#define CWS_SANDBOX_SIGNALS    (1 << 2) // Landlock ABI >= 6: no signal (kill(-1) included) leaves the widget's tree
#define CWS_SANDBOX_PTRACE     (1 << 3) // Landlock ABI >= 1: no ptrace, /proc/<pid>/mem or environ outside it
#define CWS_SANDBOX_SYSCALLS   (1 << 4) // seccomp: ptrace, bpf, mount, io_uring, … answer EPERM
#define CWS_SANDBOX_PRIVILEGES (1 << 5) // no_new_privs, and no capability left (bounding set included)
#define CWS_SANDBOX_ALL        0x3f

typedef struct {
    const char *const *read_paths;   // read and execute beneath each (a file: that file)
    int read_count;
    const char *const *write_paths;  // every right beneath each
    int write_count;
    const uint16_t *connect_ports;   // outbound TCP ports; none: no socket at all
    int port_count;
    int landlock_abi_limit;          // use at most this Landlock ABI (tests of degraded kernels); -1: no limit
    int processes;                   // the processes grant: 0, clone(2) makes threads only; > 0, processes too
} cws_sandbox;

/// The number of instructions of the seccomp filter for these grants (network: a port is
/// granted; processes: the widget may start processes), 0 if this architecture has none.
int cws_seccomp_filter_length(int network, int processes);

/// Runs `path` (argv, envp NULL-terminated), stdin and stderr on /dev/null, in a process group
/// of its own, and copies what it writes to stdout into `output` until it closes it, at most
/// `capacity` bytes. Returns the byte count, or -1 if it could not start or did not finish
/// within `timeout_ms`. Then its group is SIGKILLed and it is reaped. Blocks the caller: for a
/// short query only (a version manager's `which`, InterpreterShim).
int cws_brief_output(const char *path, char *const argv[], char *const envp[], int timeout_ms, char *output, int capacity);

/// The Landlock ABI of the running kernel, 0 without Landlock.
int cws_landlock_abi(void);

/// Sandboxes the calling process, which must be single-threaded (Landlock and seccomp bind the
/// calling thread): no_new_privs, no capabilities, Landlock, seccomp. Never fails: returns the
/// CWS_SANDBOX_* guarantees that hold, and in *landlock_abi the ABI used.
int cws_sandbox_apply(const cws_sandbox *sandbox, int *landlock_abi);
