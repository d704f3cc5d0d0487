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
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
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
    int child_fds[3];          // the child's ends: stdin read, stdout write, stderr write
    int report_fd;             // write end of the report pipe (O_CLOEXEC until moved to fd 4)
} child_context;

static void write_report(int fd, const cws_report *report) {
    const char *bytes = (const char *)report;
    size_t done = 0;
    while (done < sizeof *report) {
        ssize_t written = write(fd, bytes + done, sizeof *report - done);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        done += (size_t)written;
    }
}

// Everything below runs in the child, which shares the parent's memory (CLONE_VM) until
// execve: only raw system calls, no allocation, no locks, no stdio.
static void child_fail(int report_fd, int stage, int err, int detail) {
    cws_report report = { CWS_REPORT_FAILED, stage, err, detail, 0, 0, 0 };
    write_report(report_fd, &report);
    _exit(127);
}

// Moves fd to a number >= minimum (F_DUPFD_CLOEXEC) if it is below; returns the new fd or -1.
static int move_above(int fd, int minimum) {
    if (fd >= minimum) return fd;
    return fcntl(fd, F_DUPFD_CLOEXEC, minimum);
}

void cws_reset_signals(void) {
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
}

static int child_main(void *argument) {
    const child_context *context = argument;
    const cws_spawn_request *request = context->request;

    // The parent blocked every signal before clone(): restore default dispositions first, then
    // unblock, so no host handler can ever run in the child. The raw system call is used
    // because glibc's sigaction() refuses the signals it reserves (32 and 33), and an ignored
    // disposition would survive execve (the test process ignores signal 32, for instance).
    cws_reset_signals();

    int report_fd = context->report_fd;
    if (setsid() < 0) child_fail(report_fd, CWS_STAGE_SETSID, errno, 0);

    // Final layout: 0-2 the widget's stdio, 3 the lifeline, 4 the report pipe, nothing else.
    // Move every source above 4 first (the host might have closed its own stdio, so pipe2 can
    // return 0-4), then dup onto the final numbers; dup2 clears FD_CLOEXEC there.
    int sources[5] = {
        context->child_fds[0], context->child_fds[1], context->child_fds[2],
        request->lifeline_fd, report_fd,
    };
    for (int i = 0; i < 5; i++) {
        sources[i] = move_above(sources[i], 5);
        if (sources[i] < 0) child_fail(report_fd, CWS_STAGE_DUP2, errno, i);
    }
    report_fd = sources[4];
    for (int i = 0; i < 5; i++) {
        if (dup2(sources[i], i) < 0) child_fail(report_fd, CWS_STAGE_DUP2, errno, i);
    }
    report_fd = CWS_SENTINEL_REPORT_FD;
    if (syscall(SYS_close_range, 5U, ~0U, 0U) < 0) {
        if (errno != ENOSYS) child_fail(report_fd, CWS_STAGE_CLOSE_FDS, errno, 0);
        // Kernels before 5.9: a bounded loop up to the descriptor limit.
        struct rlimit nofile;
        rlim_t bound = 65536;
        if (getrlimit(RLIMIT_NOFILE, &nofile) == 0 && nofile.rlim_cur != RLIM_INFINITY
            && nofile.rlim_cur < bound) {
            bound = nofile.rlim_cur;
        }
        for (rlim_t fd = 5; fd < bound; fd++) (void)close((int)fd);
    }

    if (request->cwd != NULL && chdir(request->cwd) < 0) {
        child_fail(report_fd, CWS_STAGE_CHDIR, errno, 0);
    }
    execve(request->sentinel_path, request->argv, request->envp);
    child_fail(report_fd, CWS_STAGE_SENTINEL_EXEC, errno, 0);
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

static void wait_for(pid_t pid) {
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
}

// Reads one whole report; returns 1 if one was read, 0 at EOF or on a short read.
static int read_report(int fd, cws_report *report) {
    char *bytes = (char *)report;
    size_t done = 0;
    while (done < sizeof *report) {
        ssize_t got = read(fd, bytes + done, sizeof *report - done);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return 0;
        done += (size_t)got;
    }
    return 1;
}

int cws_spawn(const cws_spawn_request *request, cws_spawn_result *result) {
    memset(result, 0, sizeof *result);
    result->pid = result->sentinel_pid = -1;
    result->pidfd = result->stdin_fd = result->stdout_fd = result->stderr_fd = result->report_fd = -1;

    // fds: stdin r/w, stdout r/w, stderr r/w, report r/w. All O_CLOEXEC in the host.
    int fds[8] = { -1, -1, -1, -1, -1, -1, -1, -1 };
    for (int i = 0; i < 4; i++) {
        if (pipe2(&fds[2 * i], O_CLOEXEC) < 0) return parent_fail(result, CWS_STAGE_PIPE, errno, fds, 8);
    }

    void *stack = mmap(NULL, CHILD_STACK_SIZE, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) return parent_fail(result, CWS_STAGE_CLONE, errno, fds, 8);

    child_context context;
    context.request = request;
    context.child_fds[0] = fds[0];
    context.child_fds[1] = fds[3];
    context.child_fds[2] = fds[5];
    context.report_fd = fds[7];

    // Block every signal so no host handler runs on the shared stack before the child has
    // reset its dispositions (the same dance as glibc's posix_spawn).
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t sentinel = clone(child_main, (char *)stack + CHILD_STACK_SIZE,
                           CLONE_VM | CLONE_VFORK | SIGCHLD, &context);
    int clone_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, CHILD_STACK_SIZE);
    if (sentinel < 0) return parent_fail(result, CWS_STAGE_CLONE, clone_errno, fds, 8);

    // CLONE_VFORK: the sentinel has exec'd (or the child failed) by now. Close the child's
    // ends, then wait for the first report: STARTED once the widget has exec'd, FAILED from
    // the child before exec or from the sentinel, EOF if the sentinel died on the way.
    close_if_open(&fds[0]);
    close_if_open(&fds[3]);
    close_if_open(&fds[5]);
    close_if_open(&fds[7]);
    cws_report report;
    memset(&report, 0, sizeof report);
    if (!read_report(fds[6], &report) || report.kind != CWS_REPORT_STARTED || report.pid <= 0) {
        // The sentinel reaped the widget (if any) before reporting, or died: only it is left.
        wait_for(sentinel);
        if (report.kind == CWS_REPORT_FAILED) {
            result->failed_detail = report.detail;
            return parent_fail(result, report.stage, report.err, fds, 8);
        }
        result->failed_detail = 0;
        return parent_fail(result, CWS_STAGE_SENTINEL, 0, fds, 8);
    }

    // The sentinel is ours and unreaped, so its pid cannot be recycled before pidfd_open.
    int pidfd = cws_pidfd_open(sentinel);
    if (pidfd < 0) {
        int err = errno;
        // SIGTERM makes the sentinel kill the widget's tree; then collect both.
        kill(sentinel, SIGTERM);
        int exited, value, core, left_running;
        cws_collect(report.pid, sentinel, fds[6], request->host_reaps, &exited, &value, &core, &left_running);
        return parent_fail(result, CWS_STAGE_PIDFD, err, fds, 8);
    }

    result->pid = report.pid;
    result->sentinel_pid = sentinel;
    result->pidfd = pidfd;
    result->stdin_fd = fds[1];
    result->stdout_fd = fds[2];
    result->stderr_fd = fds[4];
    result->report_fd = fds[6];
    result->sandbox_applied = report.detail;
    result->landlock_abi = report.err;
    return 0;
}

// waitid for `pid` with `flags`; returns 1 and fills *info if it has exited, 0 if it has not
// (WNOHANG), -1 with errno (ECHILD: not our child).
static int wait_child(pid_t pid, int flags, siginfo_t *info) {
    memset(info, 0, sizeof *info);
    int rc;
    do {
        rc = waitid(P_PID, (id_t)pid, info, WEXITED | flags);
    } while (rc < 0 && errno == EINTR);
    if (rc < 0) return -1;
    return info->si_pid == pid ? 1 : 0;
}

static void set_status(const siginfo_t *info, int *exited, int *value, int *core) {
    *exited = info->si_code == CLD_EXITED;
    *value = info->si_status;
    *core = info->si_code == CLD_DUMPED;
}

int cws_collect(pid_t widget, pid_t sentinel, int report_fd, int host_reaps,
                int *exited, int *value, int *core, int *left_running) {
    *exited = 1;
    *value = -1;
    *core = 0;
    *left_running = -1;
    siginfo_t info;
    // The sentinel has exited, so every writer of the report pipe is gone: this cannot block.
    cws_report report;
    memset(&report, 0, sizeof report);
    int reported = 0;
    while (read_report(report_fd, &report)) {
        if (report.kind == CWS_REPORT_EXITED && report.pid == widget) reported = 1;
    }
    if (reported) {
        *left_running = report.stage;
        *exited = report.code == CLD_EXITED;
        *value = report.status;
        *core = report.code == CLD_DUMPED;
        // A subreaper host got the widget's zombie before the sentinel's exit was reported.
        if (host_reaps) (void)wait_child(widget, 0, &info);
    } else if (host_reaps && wait_child(widget, WNOHANG | WNOWAIT, &info) >= 0) {
        // No report: the sentinel was killed before its teardown, and the widget came to us
        // (unreaped, so its pid is still its own and its group's): kill the group, then it.
        (void)killpg(widget, SIGKILL);
        (void)kill(widget, SIGKILL);
        if (wait_child(widget, 0, &info) == 1) set_status(&info, exited, value, core);
    }
    if (wait_child(sentinel, 0, &info) == 1 && !reported && *value == -1) {
        set_status(&info, exited, value, core);
    }
    return reported;
}

int cws_sweep_children(const pid_t *keep, int count) {
    pid_t self = getpid();
    int killed = 0;
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        int found = 0;
        DIR *proc = opendir("/proc");
        if (proc == NULL) return killed;
        struct dirent *entry;
        char path[64], line[512];
        while ((entry = readdir(proc)) != NULL) {
            char *end;
            long pid = strtol(entry->d_name, &end, 10);
            if (*end != '\0' || pid <= 0) continue;
            int kept = 0;
            for (int i = 0; i < count; i++) kept |= keep[i] == (pid_t)pid;
            if (kept) continue;
            snprintf(path, sizeof path, "/proc/%ld/stat", pid);
            int fd = open(path, O_RDONLY | O_CLOEXEC);
            if (fd < 0) continue;
            ssize_t got = read(fd, line, sizeof line - 1);
            close(fd);
            if (got <= 0) continue;
            line[got] = '\0';
            char *close_paren = strrchr(line, ')');
            char state;
            int ppid;
            if (close_paren == NULL || sscanf(close_paren + 1, " %c %d", &state, &ppid) != 2) continue;
            if (ppid != self) continue;
            found++;
            if (state != 'Z') {
                (void)kill((pid_t)pid, SIGKILL);
                killed++;
            }
            siginfo_t info;
            (void)wait_child((pid_t)pid, WNOHANG, &info);
        }
        closedir(proc);
        clock_gettime(CLOCK_MONOTONIC, &now);
        long elapsed_ms = (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
        if (found == 0 || elapsed_ms > 5000) return killed;
        struct timespec pause = { 0, 10 * 1000 * 1000 };
        nanosleep(&pause, NULL);
    }
}

int cws_lifeline_create(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int cws_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int cws_spawn_actions_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int cws_set_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
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
