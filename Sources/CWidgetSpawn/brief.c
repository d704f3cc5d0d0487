// A short query the host runs for itself before a spawn (a version manager's `which`): see
// cws_brief_output in CWidgetSpawn.h. posix_spawn, because the host is multithreaded and nothing
// but exec may follow its fork.
#define _GNU_SOURCE
#include "CWidgetSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

int cws_brief_output(const char *path, char *const argv[], char *const envp[], int timeout_ms, char *output, int capacity) {
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) < 0) return -1;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3); // nothing of the host's leaks to it
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t empty, all;
    sigemptyset(&empty);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attributes, &empty);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setpgroup(&attributes, 0); // its own group, so whatever it leaves goes with it
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);
    pid_t pid;
    int started = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(ends[1]);
    if (started != 0) {
        close(ends[0]);
        return -1;
    }
    long long deadline = now_ms() + timeout_ms;
    int length = 0, answered = 0;
    while (length < capacity) {
        long long left = deadline - now_ms();
        if (left <= 0) break;
        struct pollfd ready = { ends[0], POLLIN, 0 };
        int polled = poll(&ready, 1, (int)left);
        if (polled < 0 && errno == EINTR) continue;
        if (polled <= 0) break;
        ssize_t got = read(ends[0], output + length, (size_t)(capacity - length));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            answered = got == 0;
            break;
        }
        length += (int)got;
    }
    if (length == capacity) answered = 1; // all it may say
    close(ends[0]);
    // Done or out of time: the group goes (it is ours, unreaped, so its id is not reused).
    (void)kill(-pid, SIGKILL);
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
    return answered ? length : -1;
}
