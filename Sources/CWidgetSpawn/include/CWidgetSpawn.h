#pragma once
// The child side of spawning, and the few Linux calls Swift cannot make directly
// (variadic syscall(), siginfo_t unions, packed epoll_event). Everything here is plain C
// so that the code between clone() and execve() is async-signal-safe by construction.

#include <stdint.h>
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
} cws_stage;

typedef struct {
    int resource;              // RLIMIT_*
    uint64_t value;            // soft and hard limit
} cws_rlimit;

typedef struct {
    const char *path;          // absolute or relative to the host's cwd; no PATH search
    char *const *argv;         // NULL-terminated
    char *const *envp;         // NULL-terminated, built by the caller
    const char *cwd;           // NULL: inherit
    const cws_rlimit *limits;
    int limit_count;
} cws_spawn_request;

typedef struct {
    pid_t pid;
    int pidfd;                 // O_CLOEXEC pidfd of the child
    int stdin_fd;              // host's write end of the child's stdin (O_CLOEXEC)
    int stdout_fd;             // host's read end of the child's stdout (O_CLOEXEC)
    int stderr_fd;             // host's read end of the child's stderr (O_CLOEXEC)
    int failed_stage;          // cws_stage, CWS_STAGE_NONE on success
    int failed_errno;
    int failed_detail;         // e.g. the RLIMIT_* resource for CWS_STAGE_RLIMIT
} cws_spawn_result;

/// Spawns a child in its own session with default signal dispositions, an empty signal mask,
/// only fds 0-2, PR_SET_PDEATHSIG=SIGKILL (tied to the calling thread!), optional rlimits and
/// cwd. Returns 0 on success, -1 with failed_* set on failure (no fd, pid or zombie leaked).
/// Blocks the calling thread until the child has exec'd or failed (CLONE_VFORK).
int cws_spawn(const cws_spawn_request *request, cws_spawn_result *result);

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
