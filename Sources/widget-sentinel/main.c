// widget-sentinel: the process every widget runs under (host → sentinel → widget).
//
//   widget-sentinel [-k] [-g CGROUP_PROCS]... [-l RESOURCE=VALUE]... [-S on|required [-A ABI] [-t TEMPLATE]
//                   [-T MS] [-r PATH]... [-w PATH]... [-c PORT]... [-P PROCESSES]] -- PATH ARGV0 [ARG]...
//
// Started by WidgetHost's spawner only (cws_spawn), with fds 0-2 the widget's stdio pipes, fd 3
// the read end of the host's lifeline and fd 4 the report pipe (CWidgetSpawn.h). It
//
// 1. with each -g, joins the cgroup whose cgroup.procs file it names (the host made it, with a
//    pids.max or a memory limit: the kernel's ceilings on the tree; the host checks the joins);
//    makes itself a child subreaper, so every descendant of the widget stays below it whatever
//    it does (setsid, double fork, its own subreaper);
// 2. forks the widget: new session, default signal dispositions, empty mask, only fds 0-2,
//    PR_SET_PDEATHSIG=SIGKILL, the rlimits given with -l, with -S the sandbox (cws_sandbox_apply:
//    read+execute beneath each -r, everything beneath each -w and the private TMPDIR made from
//    -t with mkdtemp, TCP connect to each -c port, new processes with -P (else threads only),
//    Landlock ABI at most -A), then
//    execve(PATH, ARGV0 ARG…, environ); reports STARTED with its pid and the guarantees that
//    hold, or FAILED with the stage and errno (with -S required, also when a guarantee is missing);
// 3. waits for the first of: the widget exits, the lifeline reads EOF (the host is gone), a
//    terminating signal; meanwhile it reaps orphans that are reparented to it and exit;
// 4. tears down: SIGKILL to the widget's group and to every descendant, found by walking /proc,
//    repeated until none is left (each one killed may have had children, which come to us);
// 5. removes the private TMPDIR (for at most 200 ms; the rest is renamed <TMPDIR>.leftover for
//    the host to remove), reaps the widget, reports EXITED with its status and exits.
//    With -k (the host is a subreaper) it leaves the widget's zombie instead, to be reparented
//    to the host, which reaps it: until then the widget's pid, also its process group id,
//    cannot be recycled under the host's signals.
//
// Plain C, single-threaded, no dependencies: it must start fast and hold almost nothing.
#define _GNU_SOURCE
#include "CWidgetSpawn.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_close_range
#define SYS_close_range 436
#endif
#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

#define MAX_LIMITS 16
// A descendant that will not die (uninterruptible sleep) must not hold the host's stop forever:
// after this long the sentinel reports anyway and counts the survivors in the report.
#define TEARDOWN_LIMIT_MS 5000
#define TEARDOWN_POLL_MS 10
// How long a widget's descendants may take to end by themselves after it exits.
#define LEFTOVER_GRACE_MS 250
// How much lower than the host's the widget's scheduling priority is (its nice value).
#define WIDGET_NICE 10

typedef struct {
    int resource;
    rlim_t value;
} limit;

// What -S and its companions ask for. The path lists point into argv.
typedef struct {
    int requested;      // -S given
    int required;       // -S required: refuse to start the widget without every guarantee
    cws_sandbox rules;
    char *temporary;    // the private TMPDIR once made (-t), else NULL
} sandbox_request;

enum outcome { WIDGET_EXITED, HOST_GONE, SIGNALLED };

static pid_t self;
static pid_t widget = -1;
static int keep_for_host = 0;

// MARK: - Reports

static void send_report(const cws_report *report) {
    const char *bytes = (const char *)report;
    size_t done = 0;
    while (done < sizeof *report) {
        ssize_t written = write(CWS_SENTINEL_REPORT_FD, bytes + done, sizeof *report - done);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return; // the host is gone: nobody to tell
        done += (size_t)written;
    }
}

static void remove_temporary(sandbox_request *sandbox);
// The sandbox asked for, once parsed: its private TMPDIR, while it exists, for fail() to remove.
static sandbox_request *requested_sandbox = NULL;

static void fail(int stage, int err, int detail) {
    if (requested_sandbox != NULL) remove_temporary(requested_sandbox);
    cws_report report = { CWS_REPORT_FAILED, stage, err, detail, 0, 0, 0 };
    send_report(&report);
    _exit(127);
}

// MARK: - The widget's side of fork

// Messages on the private exec pipe (EOF there means execve succeeded): a failure, or the
// sandbox's outcome just before execve.
enum { EXEC_FAILED = 1, EXEC_SANDBOXED = 2 };

static void child_fail(int fd, int stage, int err, int detail) {
    int32_t report[4] = { EXEC_FAILED, stage, err, detail };
    ssize_t ignored = write(fd, report, sizeof report);
    (void)ignored;
    _exit(127);
}

static void become_widget(int exec_fd, const limit *limits, int limit_count, const sandbox_request *sandbox, char **argv) {
    // Default dispositions (raw system call: glibc refuses its reserved 32 and 33), then an
    // empty mask: the sentinel blocks the signals it reads from its signalfd.
    cws_reset_signals();

    if (setsid() < 0) child_fail(exec_fd, CWS_STAGE_SETSID, errno, 0);
    // Not the main defence (the sentinel is): if the sentinel itself is SIGKILLed, the widget
    // follows unless it clears this.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) < 0) child_fail(exec_fd, CWS_STAGE_PDEATHSIG, errno, 0);
    if (getppid() != self) child_fail(exec_fd, CWS_STAGE_PARENT_DIED, 0, 0);
    for (int i = 0; i < limit_count; i++) {
        struct rlimit value = { limits[i].value, limits[i].value };
        if (setrlimit(limits[i].resource, &value) < 0) {
            child_fail(exec_fd, CWS_STAGE_RLIMIT, errno, limits[i].resource);
        }
    }
    // Below the host, relative to it (a host run under `nice` keeps its widgets below it): a
    // widget that spins, or a flood of them, never slows the host or its terminal. The widget
    // cannot undo it (lowering a nice value needs CAP_SYS_NICE, which a root host's widget drops).
    errno = 0;
    int nice_now = getpriority(PRIO_PROCESS, 0);
    if (nice_now != -1 || errno == 0) {
        int lowered = nice_now + WIDGET_NICE > 19 ? 19 : nice_now + WIDGET_NICE;
        // Cannot fail for a process lowering its own priority; were it to, the widget runs as before.
        (void)setpriority(PRIO_PROCESS, 0, lowered);
    }
    // Only 0-2 survive execve: the lifeline, the report pipe and the signalfd are already
    // close-on-exec; this also covers anything inherited by mistake.
    if (syscall(SYS_close_range, 3U, ~0U, CLOSE_RANGE_CLOEXEC) < 0) {
        struct rlimit nofile;
        rlim_t bound = 65536;
        if (getrlimit(RLIMIT_NOFILE, &nofile) == 0 && nofile.rlim_cur != RLIM_INFINITY
            && nofile.rlim_cur < bound) {
            bound = nofile.rlim_cur;
        }
        for (rlim_t fd = 3; fd < bound; fd++) (void)fcntl((int)fd, F_SETFD, FD_CLOEXEC);
    }
    if (sandbox->requested) {
        int abi = 0;
        int applied = cws_sandbox_apply(&sandbox->rules, &abi);
        if (sandbox->required && applied != CWS_SANDBOX_ALL) {
            child_fail(exec_fd, CWS_STAGE_SANDBOX, 0, CWS_SANDBOX_ALL & ~applied);
        }
        int32_t report[4] = { EXEC_SANDBOXED, applied, abi, 0 };
        ssize_t ignored = write(exec_fd, report, sizeof report);
        (void)ignored;
    }
    execve(argv[0], argv + 1, environ);
    child_fail(exec_fd, CWS_STAGE_EXEC, errno, 0);
}

// MARK: - Descendants

typedef struct {
    pid_t pid;
    pid_t ppid;
    char state;
} process;

// Every process on the system (from /proc/<pid>/stat): pid, parent, state. Caller frees.
static process *list_processes(size_t *count) {
    *count = 0;
    DIR *proc = opendir("/proc");
    if (proc == NULL) return NULL;
    size_t capacity = 256;
    process *list = malloc(capacity * sizeof *list);
    struct dirent *entry;
    char path[64], line[512];
    while (list != NULL && (entry = readdir(proc)) != NULL) {
        char *end;
        long pid = strtol(entry->d_name, &end, 10);
        if (*end != '\0' || pid <= 0) continue;
        snprintf(path, sizeof path, "/proc/%ld/stat", pid);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue; // gone meanwhile
        ssize_t got = read(fd, line, sizeof line - 1);
        close(fd);
        if (got <= 0) continue;
        line[got] = '\0';
        // "pid (comm) S ppid …": comm may contain spaces and ')', so parse after the last ')'.
        char *close_paren = strrchr(line, ')');
        if (close_paren == NULL) continue;
        char state;
        int ppid;
        if (sscanf(close_paren + 1, " %c %d", &state, &ppid) != 2) continue;
        if (*count == capacity) {
            capacity *= 2;
            process *grown = realloc(list, capacity * sizeof *list);
            if (grown == NULL) break;
            list = grown;
        }
        list[(*count)++] = (process){ (pid_t)pid, (pid_t)ppid, state };
    }
    closedir(proc);
    return list;
}

static int is_marked(const pid_t *marked, size_t count, pid_t pid) {
    for (size_t i = 0; i < count; i++) {
        if (marked[i] == pid) return 1;
    }
    return 0;
}

// One pass: SIGKILL every living descendant, reap every exited direct child except the
// widget. Returns how many descendants other than the widget are left (alive, or a zombie not
// yet ours to reap), or -1 if /proc could not be read.
// Kills every descendant (only counts them when `kill_them` is 0); returns how many are left.
// `others_alive`, when given, gets how many descendants besides the widget were still running
// (not zombies) when it was called.
static int visit_descendants(int *others_alive, int kill_them) {
    size_t count;
    process *all = list_processes(&count);
    if (all == NULL) return -1;
    pid_t *marked = malloc((count + 1) * sizeof *marked);
    if (marked == NULL) {
        free(all);
        return -1;
    }
    size_t marked_count = 0;
    marked[marked_count++] = self;
    // Mark until nothing changes: a child may be listed before its parent.
    int changed = 1;
    while (changed) {
        changed = 0;
        for (size_t i = 0; i < count; i++) {
            if (all[i].pid == self || is_marked(marked, marked_count, all[i].pid)) continue;
            if (is_marked(marked, marked_count, all[i].ppid)) {
                marked[marked_count++] = all[i].pid;
                changed = 1;
            }
        }
    }
    int others = 0;
    if (others_alive != NULL) *others_alive = 0;
    for (size_t i = 0; i < count; i++) {
        const process *p = &all[i];
        if (p->pid == self || !is_marked(marked, marked_count, p->pid)) continue;
        if (others_alive != NULL && p->pid != widget && p->state != 'Z') (*others_alive)++;
        if (!kill_them) continue;
        if (p->state != 'Z') (void)kill(p->pid, SIGKILL);
        if (p->pid == widget) continue;
        if (p->ppid == self && p->state == 'Z') {
            siginfo_t info;
            memset(&info, 0, sizeof info);
            if (waitid(P_PID, (id_t)p->pid, &info, WEXITED | WNOHANG) == 0 && info.si_pid == p->pid) continue;
        }
        others++;
    }
    free(marked);
    free(all);
    return others;
}

// Reaps exited children other than the widget. Returns 1 once the widget has exited (left
// unreaped), 0 otherwise.
static int reap_orphans(void) {
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) < 0 || info.si_pid == 0) return 0;
        if (info.si_pid == widget) return 1;
        siginfo_t reaped;
        (void)waitid(P_PID, (id_t)info.si_pid, &reaped, WEXITED | WNOHANG);
    }
}

static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void drain(int signal_fd) {
    struct signalfd_siginfo info;
    while (read(signal_fd, &info, sizeof info) == (ssize_t)sizeof info) {}
}

static int kill_descendants(int *others_alive) { return visit_descendants(others_alive, 1); }

// Kills the widget and every descendant; returns how many could not be killed in time, and in
// `left_running` how many descendants besides the widget were still running when it began
// (what a widget that exited left behind). After the widget's own exit, its descendants get
// LEFTOVER_GRACE_MS to end by themselves first (a helper finishing its last write is no fault;
// the exit is reported that much later only when something was left running).
static int teardown(int signal_fd, int widget_exited, int *left_running) {
    *left_running = 0;
    if (widget_exited) {
        long long grace_end = now_ms() + LEFTOVER_GRACE_MS;
        while (visit_descendants(left_running, 0) >= 0 && *left_running > 0 && now_ms() < grace_end) {
            struct pollfd wake = { signal_fd, POLLIN, 0 };
            (void)poll(&wake, 1, TEARDOWN_POLL_MS);
            drain(signal_fd);
            (void)reap_orphans();
        }
    }
    // The widget is unreaped, so its pid and group id are still its own. Count first: the
    // group kill below would turn the widget's leftovers into zombies before they are seen.
    (void)kill_descendants(left_running);
    (void)killpg(widget, SIGKILL);
    (void)kill(widget, SIGKILL);
    long long deadline = now_ms() + TEARDOWN_LIMIT_MS;
    int left;
    while ((left = kill_descendants(NULL)) != 0) {
        if (left < 0 || now_ms() >= deadline) break;
        // Killed direct children wake us with SIGCHLD; deeper ones are reparented to us when
        // their parents die, which no signal announces: look again shortly either way.
        struct pollfd wake = { signal_fd, POLLIN, 0 };
        (void)poll(&wake, 1, TEARDOWN_POLL_MS);
        drain(signal_fd);
    }
    return left < 0 ? 0 : left;
}

// MARK: - The private TMPDIR

// The TMPDIR is removed with all it holds (cws_remove_tree: no link followed, any depth) once
// the widget's whole tree is gone, so nothing changes underneath. For at most this long: the
// host's stop waits for this process, and a widget that left 300,000 files must not make it
// wait seconds. What is left then is renamed `<TMPDIR>.leftover`, which the host removes off the
// stop's path (LeftoverTemporaryFolders).
// -T changes it (SandboxPolicy.temporaryRemovalLimit).
#define TMP_REMOVE_LIMIT_MS 200
static long long temporary_removal_limit_ms = TMP_REMOVE_LIMIT_MS;

static void remove_temporary(sandbox_request *sandbox) {
    if (sandbox->temporary == NULL) return;
    if (cws_remove_tree(sandbox->temporary, now_ms() + temporary_removal_limit_ms) == 1) {
        char aside[4096];
        int length = snprintf(aside, sizeof aside, "%s.leftover", sandbox->temporary);
        if (length > 0 && (size_t)length < sizeof aside) (void)rename(sandbox->temporary, aside);
    }
    sandbox->temporary = NULL;
}

// MARK: - Watching

static int ignored_signal(uint32_t sig) {
    return sig == SIGCHLD || sig == SIGPIPE || sig == SIGWINCH || sig == SIGURG || sig == SIGCONT
        || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

static enum outcome watch(int signal_fd) {
    struct pollfd fds[2] = {
        { CWS_SENTINEL_LIFELINE_FD, POLLIN, 0 },
        { signal_fd, POLLIN, 0 },
    };
    for (;;) {
        if (reap_orphans()) return WIDGET_EXITED;
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;
            return HOST_GONE; // cannot watch any more: fail safe
        }
        if (fds[0].revents != 0) {
            char buffer[64];
            ssize_t got = read(CWS_SENTINEL_LIFELINE_FD, buffer, sizeof buffer);
            // The host never writes: EOF (or an error) means its write end is closed.
            if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN)) return HOST_GONE;
        }
        if (fds[1].revents != 0) {
            struct signalfd_siginfo info;
            while (read(signal_fd, &info, sizeof info) == (ssize_t)sizeof info) {
                if (!ignored_signal(info.ssi_signo)) return SIGNALLED;
            }
        }
    }
}

// MARK: - Main

static int parse_limit(const char *text, limit *out) {
    char *end;
    long resource = strtol(text, &end, 10);
    if (end == text || *end != '=' || resource < 0) return -1;
    const char *value_text = end + 1;
    unsigned long long value = strtoull(value_text, &end, 10);
    if (end == value_text || *end != '\0') return -1;
    out->resource = (int)resource;
    out->value = (rlim_t)value;
    return 0;
}

int main(int argc, char **argv) {
    if (fcntl(CWS_SENTINEL_REPORT_FD, F_GETFD) < 0 || fcntl(CWS_SENTINEL_LIFELINE_FD, F_GETFD) < 0) {
        fprintf(stderr, "widget-sentinel: started by WidgetHost only (it needs the host's lifeline on fd 3 and report pipe on fd 4)\n");
        return 64;
    }
    (void)fcntl(CWS_SENTINEL_REPORT_FD, F_SETFD, FD_CLOEXEC);
    (void)fcntl(CWS_SENTINEL_LIFELINE_FD, F_SETFD, FD_CLOEXEC);
    self = getpid();

    limit limits[MAX_LIMITS];
    int limit_count = 0;
    // At most argc paths or ports each, and one more path for the TMPDIR.
    const char **read_paths = calloc((size_t)argc, sizeof *read_paths);
    const char **write_paths = calloc((size_t)argc + 1, sizeof *write_paths);
    uint16_t *ports = calloc((size_t)argc, sizeof *ports);
    if (read_paths == NULL || write_paths == NULL || ports == NULL) fail(CWS_STAGE_SENTINEL, ENOMEM, 0);
    sandbox_request sandbox = { 0, 0, { read_paths, 0, write_paths, 0, ports, 0, -1, 0 }, NULL };
    char *temporary_template = NULL;
    #define MAX_CGROUPS 4
    const char *cgroups[MAX_CGROUPS];
    int cgroup_count = 0;
    int index = 1;
    for (; index < argc && strcmp(argv[index], "--") != 0; index++) {
        if (strcmp(argv[index], "-k") == 0) {
            keep_for_host = 1;
            continue;
        }
        if (index + 1 >= argc) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
        const char *option = argv[index];
        char *value = argv[++index];
        char *end;
        if (strcmp(option, "-l") == 0) {
            if (limit_count == MAX_LIMITS || parse_limit(value, &limits[limit_count]) < 0) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
            limit_count++;
        } else if (strcmp(option, "-S") == 0) {
            if (strcmp(value, "on") != 0 && strcmp(value, "required") != 0) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
            sandbox.requested = 1;
            sandbox.required = strcmp(value, "required") == 0;
        } else if (strcmp(option, "-A") == 0) {
            long abi = strtol(value, &end, 10);
            if (end == value || *end != '\0' || abi < 0) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
            sandbox.rules.landlock_abi_limit = (int)abi;
        } else if (strcmp(option, "-r") == 0) {
            read_paths[sandbox.rules.read_count++] = value;
        } else if (strcmp(option, "-w") == 0) {
            write_paths[sandbox.rules.write_count++] = value;
        } else if (strcmp(option, "-c") == 0) {
            long port = strtol(value, &end, 10);
            if (end == value || *end != '\0' || port < 1 || port > 65535) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
            ports[sandbox.rules.port_count++] = (uint16_t)port;
        } else if (strcmp(option, "-P") == 0) {
            long processes = strtol(value, &end, 10);
            if (end == value || *end != '\0' || processes < 1 || processes > 1 << 22) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
            sandbox.rules.processes = (int)processes;
        } else if (strcmp(option, "-t") == 0) {
            temporary_template = value;
        } else if (strcmp(option, "-T") == 0) {
            long long limit_ms = strtoll(value, &end, 10);
            if (end == value || *end != '\0' || limit_ms < 0) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
            temporary_removal_limit_ms = limit_ms;
        } else if (strcmp(option, "-g") == 0) {
            if (cgroup_count == MAX_CGROUPS) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
            cgroups[cgroup_count++] = value;
        } else {
            fail(CWS_STAGE_SENTINEL, EINVAL, 0);
        }
    }
    // After "--": PATH, then the widget's argv (at least argv[0]).
    if (index + 2 >= argc) fail(CWS_STAGE_SENTINEL, EINVAL, 0);
    char **widget_argv = argv + index + 1;
    if (sandbox.requested && temporary_template != NULL) {
        // The widget's own TMPDIR, removed with its tree: it never gets /tmp as a whole.
        if (mkdtemp(temporary_template) == NULL) fail(CWS_STAGE_TMPDIR, errno, 0);
        sandbox.temporary = temporary_template;
        requested_sandbox = &sandbox;
        write_paths[sandbox.rules.write_count++] = temporary_template;
        if (setenv("TMPDIR", temporary_template, 1) < 0) {
            int err = errno;
            remove_temporary(&sandbox);
            fail(CWS_STAGE_TMPDIR, err, 1);
        }
    }

    // Every terminating signal the sentinel could get is read from a signalfd instead, so it
    // always tears down before it goes. Faults stay synchronous; KILL and STOP cannot be caught.
    sigset_t handled;
    sigfillset(&handled);
    int faults[] = { SIGKILL, SIGSTOP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS };
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++) sigdelset(&handled, faults[i]);
    if (sigprocmask(SIG_BLOCK, &handled, NULL) < 0) fail(CWS_STAGE_SENTINEL, errno, 1);
    int signal_fd = signalfd(-1, &handled, SFD_CLOEXEC | SFD_NONBLOCK);
    if (signal_fd < 0) fail(CWS_STAGE_SENTINEL, errno, 2);
    for (int i = 0; i < cgroup_count; i++) {
        // Before the fork: the widget is born inside. A refused join is not fatal here; the host
        // reads cgroup.procs after the start and reports the tree as having no such ceiling.
        int fd = open(cgroups[i], O_WRONLY | O_CLOEXEC);
        if (fd >= 0) {
            char pid_text[24];
            int length = snprintf(pid_text, sizeof pid_text, "%d\n", (int)self);
            (void)!write(fd, pid_text, (size_t)length);
            close(fd);
        }
    }
    if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) < 0) fail(CWS_STAGE_SENTINEL, errno, 3);
    int exec_pipe[2];
    if (pipe2(exec_pipe, O_CLOEXEC) < 0) fail(CWS_STAGE_SENTINEL, errno, 4);

    pid_t pid = fork();
    if (pid < 0) fail(CWS_STAGE_SENTINEL, errno, 5);
    if (pid == 0) {
        close(exec_pipe[0]);
        become_widget(exec_pipe[1], limits, limit_count, &sandbox, widget_argv);
    }
    close(exec_pipe[1]);
    // Until EOF: the sandbox's outcome (if any), then a failure if execve failed.
    int32_t message[4];
    int32_t applied = 0, abi = 0;
    for (;;) {
        ssize_t got;
        do {
            got = read(exec_pipe[0], message, sizeof message);
        } while (got < 0 && errno == EINTR);
        if (got != (ssize_t)sizeof message) break;
        if (message[0] == EXEC_SANDBOXED) {
            applied = message[1];
            abi = message[2];
            continue;
        }
        siginfo_t info;
        while (waitid(P_PID, (id_t)pid, &info, WEXITED) < 0 && errno == EINTR) {}
        fail(message[1], message[2], message[3]);
    }
    close(exec_pipe[0]);
    widget = pid;

    // Hold none of the widget's pipe ends: the host must see EOF when the widget closes them.
    int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    for (int fd = 0; fd < 3; fd++) {
        if (null_fd >= 0) (void)dup2(null_fd, fd);
        else (void)close(fd);
    }
    if (null_fd > 2) close(null_fd);

    cws_report started = { CWS_REPORT_STARTED, 0, abi, applied, widget, 0, 0 };
    send_report(&started);

    enum outcome outcome = watch(signal_fd);
    int left_running = 0;
    int survivors = teardown(signal_fd, outcome == WIDGET_EXITED, &left_running);
    remove_temporary(&sandbox);
    siginfo_t info;
    memset(&info, 0, sizeof info);
    while (waitid(P_PID, (id_t)widget, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR) {}
    if (outcome == HOST_GONE || !keep_for_host) {
        siginfo_t reaped;
        while (waitid(P_PID, (id_t)widget, &reaped, WEXITED) < 0 && errno == EINTR) {}
    }
    if (outcome == HOST_GONE) _exit(0);
    cws_report exited = { CWS_REPORT_EXITED, left_running, 0, survivors, widget, info.si_code, info.si_status };
    send_report(&exited);
    _exit(0);
}
