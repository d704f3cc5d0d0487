// The C floor for the RPC benchmark: the cheapest possible line ping-pong over two pipes.
#define _GNU_SOURCE
#include "CPipeFloor.h"

#include <dirent.h>
#include <errno.h>
#include <sched.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char request[] =
    "{\"jsonrpc\":\"2.0\",\"id\":\"h-1\",\"method\":\"echo\",\"params\":{\"data\":\"0123456789abcdef0123456789abcd\"}}\n";
static const char response[] =
    "{\"jsonrpc\":\"2.0\",\"id\":\"h-1\",\"result\":{\"data\":\"0123456789abcdef0123456789abcdef0123456789\"}}\n";

/// Reads until a newline; returns 0 on EOF or error.
static int read_line(int fd, char *buf, size_t cap) {
    size_t have = 0;
    for (;;) {
        ssize_t n = read(fd, buf + have, cap - have);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return 0;
        if (memchr(buf + have, '\n', (size_t)n)) return 1;
        have += (size_t)n;
        if (have == cap) have = 0;
    }
}

static int write_all(int fd, const char *p, size_t len) {
    while (len > 0) {
        ssize_t n = write(fd, p, len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return 0;
        p += n;
        len -= (size_t)n;
    }
    return 1;
}

/// Pins one thread (0: the caller) to `cpu`; a negative cpu leaves it alone.
static void pin_thread(pid_t tid, int cpu) {
    if (cpu < 0) return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    sched_setaffinity(tid, sizeof set, &set);
}

int cpf_pin_process(int cpu) {
    if (cpu < 0) return 1;
    DIR *tasks = opendir("/proc/self/task");
    if (!tasks) return 0;
    struct dirent *entry;
    while ((entry = readdir(tasks)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        pin_thread((pid_t)atoi(entry->d_name), cpu);
    }
    closedir(tasks);
    return 1;
}

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

cpf_result cpf_run_pipe_ping_pong(int warmup, int iterations) {
    return cpf_run_pipe_ping_pong_pinned(warmup, iterations, -1, -1);
}

cpf_result cpf_run_pipe_ping_pong_pinned(int warmup, int iterations, int parent_cpu, int child_cpu) {
    cpf_result result = {0, 0, 0, 0};
    cpu_set_t saved;
    int restore = parent_cpu >= 0 && sched_getaffinity(0, sizeof saved, &saved) == 0;
    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0 || pipe2(from_child, O_CLOEXEC) != 0) return result;

    pid_t pid = fork();
    if (pid < 0) return result;
    if (pid == 0) {
        pin_thread(0, child_cpu);
        /* Drop the parent's ends, or our own write end keeps our reads from seeing EOF. */
        close(to_child[1]);
        close(from_child[0]);
        char buf[4096];
        while (read_line(to_child[0], buf, sizeof buf)) {
            if (!write_all(from_child[1], response, sizeof response - 1)) break;
        }
        _exit(0);
    }
    close(to_child[0]);
    close(from_child[1]);
    pin_thread(0, parent_cpu);

    double *samples = malloc(sizeof(double) * (size_t)iterations);
    char buf[4096];
    int ok = 1;
    for (int i = 0; i < warmup && ok; i++) {
        ok = write_all(to_child[1], request, sizeof request - 1) && read_line(from_child[0], buf, sizeof buf);
    }
    double start = now_us();
    for (int i = 0; i < iterations && ok; i++) {
        double t0 = now_us();
        ok = write_all(to_child[1], request, sizeof request - 1) && read_line(from_child[0], buf, sizeof buf);
        samples[i] = now_us() - t0;
    }
    double elapsed = now_us() - start;
    close(to_child[1]);
    close(from_child[0]);
    waitpid(pid, NULL, 0);
    if (restore) sched_setaffinity(0, sizeof saved, &saved);

    if (ok) {
        qsort(samples, (size_t)iterations, sizeof(double), compare_double);
        result.roundTripsPerSecond = iterations / (elapsed / 1e6);
        result.p50Microseconds = samples[iterations / 2];
        result.p99Microseconds = samples[(int)(iterations * 0.99)];
        result.ok = 1;
    }
    free(samples);
    return result;
}
