#define _GNU_SOURCE
#include "CWidgetSpawn.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

#define CHILD_STACK_SIZE (256 * 1024)

typedef struct {
    const cws_spawn_request *request;
    pid_t parent_pid;
    int child_fds[3];          // the child's ends: stdin read, stdout write, stderr write
    int error_fd;              // write end of the CLOEXEC error pipe
} child_context;

typedef struct {
    int32_t stage;
    int32_t err;
    int32_t detail;
} child_report;

// Everything below runs in the child, which shares the parent's memory (CLONE_VM) until
// execve: only raw system calls, no allocation, no locks, no stdio.
static void child_fail(int error_fd, int stage, int err, int detail) {
    child_report report = { stage, err, detail };
    ssize_t ignored = write(error_fd, &report, sizeof report);
    (void)ignored;
    _exit(127);
}

static int child_main(void *argument) {
    const child_context *context = argument;
    const cws_spawn_request *request = context->request;

    // The parent blocked every signal before clone(): restore default dispositions first, then
    // unblock, so no host handler can ever run in the child. The raw system call is used
    // because glibc's sigaction() refuses the signals it reserves (32 and 33), and an ignored
    // disposition would survive execve (the test process ignores signal 32, for instance).
    struct {
        void *handler;
        unsigned long flags;
        void *restorer;
        unsigned long mask;
    } default_action = { SIG_DFL, 0, NULL, 0 };
    for (int sig = 1; sig < _NSIG; sig++) {
        if (sig == SIGKILL || sig == SIGSTOP) continue;
        (void)syscall(SYS_rt_sigaction, sig, &default_action, NULL, sizeof default_action.mask);
    }
    sigset_t empty;
    sigemptyset(&empty);
    (void)sigprocmask(SIG_SETMASK, &empty, NULL);

    int error_fd = context->error_fd;
    if (setsid() < 0) child_fail(error_fd, CWS_STAGE_SETSID, errno, 0);

    // Move every end above 2 first (the host might have closed its own stdio, so pipe2 can
    // return 0-2), then dup2 onto 0-2; dup2 clears FD_CLOEXEC on the new descriptor.
    int fds[3];
    for (int i = 0; i < 3; i++) {
        fds[i] = context->child_fds[i];
        if (fds[i] < 3) {
            fds[i] = fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
            if (fds[i] < 0) child_fail(error_fd, CWS_STAGE_DUP2, errno, i);
        }
    }
    if (error_fd < 3) {
        int moved = fcntl(error_fd, F_DUPFD_CLOEXEC, 3);
        if (moved < 0) child_fail(error_fd, CWS_STAGE_DUP2, errno, 3);
        error_fd = moved;
    }
    for (int i = 0; i < 3; i++) {
        if (dup2(fds[i], i) < 0) child_fail(error_fd, CWS_STAGE_DUP2, errno, i);
    }
    // Keep the error pipe as fd 3 (still CLOEXEC) and close everything above it.
    if (error_fd != 3) {
        if (dup3(error_fd, 3, O_CLOEXEC) < 0) child_fail(error_fd, CWS_STAGE_DUP2, errno, 3);
        error_fd = 3;
    }
    if (syscall(SYS_close_range, 4U, ~0U, 0U) < 0) {
        if (errno != ENOSYS) child_fail(error_fd, CWS_STAGE_CLOSE_FDS, errno, 0);
        // Kernels before 5.9: a bounded loop up to the descriptor limit.
        struct rlimit nofile;
        rlim_t bound = 65536;
        if (getrlimit(RLIMIT_NOFILE, &nofile) == 0 && nofile.rlim_cur != RLIM_INFINITY
            && nofile.rlim_cur < bound) {
            bound = nofile.rlim_cur;
        }
        for (rlim_t fd = 4; fd < bound; fd++) (void)close((int)fd);
    }

    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) < 0) {
        child_fail(error_fd, CWS_STAGE_PDEATHSIG, errno, 0);
    }
    // The death signal only covers a parent that dies from now on.
    if (getppid() != context->parent_pid) child_fail(error_fd, CWS_STAGE_PARENT_DIED, 0, 0);

    for (int i = 0; i < request->limit_count; i++) {
        struct rlimit limit;
        limit.rlim_cur = (rlim_t)request->limits[i].value;
        limit.rlim_max = (rlim_t)request->limits[i].value;
        if (setrlimit(request->limits[i].resource, &limit) < 0) {
            child_fail(error_fd, CWS_STAGE_RLIMIT, errno, request->limits[i].resource);
        }
    }

    if (request->cwd != NULL && chdir(request->cwd) < 0) {
        child_fail(error_fd, CWS_STAGE_CHDIR, errno, 0);
    }
    execve(request->path, request->argv, request->envp);
    child_fail(error_fd, CWS_STAGE_EXEC, errno, 0);
    return 127;
}

static void close_if_open(int *fd) {
    if (*fd >= 0) {
        (void)close(*fd);
        *fd = -1;
    }
}

static int parent_fail(cws_spawn_result *result, int stage, int err, int *fds, int count) {
    for (int i = 0; i < count; i++) close_if_open(&fds[i]);
    result->failed_stage = stage;
    result->failed_errno = err;
    return -1;
}

int cws_spawn(const cws_spawn_request *request, cws_spawn_result *result) {
    memset(result, 0, sizeof *result);
    result->pid = -1;
    result->pidfd = result->stdin_fd = result->stdout_fd = result->stderr_fd = -1;

    // fds: stdin r/w, stdout r/w, stderr r/w, error r/w. All O_CLOEXEC in the host.
    int fds[8] = { -1, -1, -1, -1, -1, -1, -1, -1 };
    for (int i = 0; i < 4; i++) {
        if (pipe2(&fds[2 * i], O_CLOEXEC) < 0) return parent_fail(result, CWS_STAGE_PIPE, errno, fds, 8);
    }

    void *stack = mmap(NULL, CHILD_STACK_SIZE, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) return parent_fail(result, CWS_STAGE_CLONE, errno, fds, 8);

    child_context context;
    context.request = request;
    context.parent_pid = getpid();
    context.child_fds[0] = fds[0];
    context.child_fds[1] = fds[3];
    context.child_fds[2] = fds[5];
    context.error_fd = fds[7];

    // Block every signal so no host handler runs on the shared stack before the child has
    // reset its dispositions (the same dance as glibc's posix_spawn).
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = clone(child_main, (char *)stack + CHILD_STACK_SIZE,
                      CLONE_VM | CLONE_VFORK | SIGCHLD, &context);
    int clone_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, CHILD_STACK_SIZE);
    if (pid < 0) return parent_fail(result, CWS_STAGE_CLONE, clone_errno, fds, 8);

    // CLONE_VFORK: the child has exec'd or exited by now. Close the child's ends, then read
    // the error pipe: EOF means execve succeeded (CLOEXEC closed the write end).
    close_if_open(&fds[0]);
    close_if_open(&fds[3]);
    close_if_open(&fds[5]);
    close_if_open(&fds[7]);
    child_report report;
    ssize_t got;
    do {
        got = read(fds[6], &report, sizeof report);
    } while (got < 0 && errno == EINTR);
    close_if_open(&fds[6]);
    if (got == (ssize_t)sizeof report) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        result->failed_detail = report.detail;
        return parent_fail(result, report.stage, report.err, fds, 8);
    }

    // The child is ours and unreaped, so its pid cannot be recycled before pidfd_open.
    int pidfd = cws_pidfd_open(pid);
    if (pidfd < 0) {
        int err = errno;
        kill(pid, SIGKILL);
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        return parent_fail(result, CWS_STAGE_PIDFD, err, fds, 8);
    }

    result->pid = pid;
    result->pidfd = pidfd;
    result->stdin_fd = fds[1];
    result->stdout_fd = fds[2];
    result->stderr_fd = fds[4];
    return 0;
}

int cws_wait_exited(pid_t pid, int nowait, int *exited, int *value, int *core) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    int flags = WEXITED | (nowait ? WNOWAIT : 0);
    int rc;
    do {
        rc = waitid(P_PID, (id_t)pid, &info, flags);
    } while (rc < 0 && errno == EINTR);
    if (rc < 0) return -1;
    *exited = info.si_code == CLD_EXITED;
    *value = info.si_status;
    *core = info.si_code == CLD_DUMPED;
    return 0;
}

int cws_epoll_create(void) {
    return epoll_create1(EPOLL_CLOEXEC);
}

int cws_epoll_add(int epfd, int fd, uint64_t token) {
    struct epoll_event event;
    memset(&event, 0, sizeof event);
    event.events = EPOLLIN;
    event.data.u64 = token;
    return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &event);
}

int cws_epoll_remove(int epfd, int fd) {
    return epoll_ctl(epfd, EPOLL_CTL_DEL, fd, NULL);
}

int cws_epoll_wait(int epfd, uint64_t *tokens, int max) {
    struct epoll_event events[64];
    if (max > 64) max = 64;
    int count;
    do {
        count = epoll_wait(epfd, events, max, -1);
    } while (count < 0 && errno == EINTR);
    for (int i = 0; i < count; i++) tokens[i] = events[i].data.u64;
    return count;
}

int cws_count_open_fds(void) {
    DIR *directory = opendir("/proc/self/fd");
    if (directory == NULL) return -1;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(directory)) != NULL) {
        if (entry->d_name[0] != '.') count++;
    }
    closedir(directory);
    return count - 1;
}

int cws_pidfd_open(pid_t pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0);
}
