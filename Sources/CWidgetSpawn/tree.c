// Removing a folder a widget filled (its private TMPDIR): see cws_remove_tree in CWidgetSpawn.h.
// Shared by the sentinel, which removes what it can in a bounded time, and the host, which
// removes what the sentinel set aside, off the stop's path.
#define _GNU_SOURCE
#include "CWidgetSpawn.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// A folder nested deeper than this is not descended into (a widget could nest folders to exhaust
// the remover's stack and descriptors): it is moved up to the top of the tree and emptied on the
// next pass, so however deep the widget nested, nothing stays.
#define MAX_TREE_DEPTH 64

typedef struct {
    int top;                  // the tree's root folder, open
    long long deadline_ms;    // CLOCK_MONOTONIC; 0: none
    unsigned long moves;      // names made for folders moved up
    int out_of_time;
} removal;

static long long monotonic_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static int empty_folder(removal *job, int fd, int depth);

// Removes `name` (in the folder `parent`, `depth` below the top) and what it holds, never
// following a symbolic link (the widget could have left one pointing anywhere). Returns how many
// folders it moved up to the top instead of removing them.
static int remove_entry(removal *job, int parent, const char *name, int depth) {
    if (unlinkat(parent, name, 0) == 0 || errno == ENOENT) return 0; // not a folder: gone
    if (depth >= MAX_TREE_DEPTH) {
        char moved[32];
        do {
            snprintf(moved, sizeof moved, ".deep-%lu", job->moves++);
            if (renameat2(parent, name, job->top, moved, RENAME_NOREPLACE) == 0) return 1;
        } while (errno == EEXIST); // a name of the widget's: the next one
        return 0;
    }
    int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    int moved = fd >= 0 ? empty_folder(job, fd, depth) : 0;
    (void)unlinkat(parent, name, AT_REMOVEDIR);
    return moved;
}

// Removes what the folder open as `fd` holds and closes `fd`. Returns how many folders it moved.
static int empty_folder(removal *job, int fd, int depth) {
    DIR *folder = fdopendir(fd);
    if (folder == NULL) {
        if (fd >= 0) close(fd);
        return 0;
    }
    int moved = 0;
    unsigned long seen = 0;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        // The clock is read at the first name and every 256th after: cheap beside the unlinks.
        if (job->deadline_ms != 0 && (seen++ & 255) == 0 && monotonic_ms() >= job->deadline_ms) {
            job->out_of_time = 1;
            break;
        }
        moved += remove_entry(job, dirfd(folder), entry->d_name, depth + 1);
        if (job->out_of_time) break;
    }
    closedir(folder);
    return moved;
}

int cws_remove_tree(const char *path, long long deadline_ms) {
    int top = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (top < 0) return errno == ENOENT ? 0 : -1;
    removal job = { top, deadline_ms, 0, 0 };
    // Each pass moves what lies deeper than MAX_TREE_DEPTH up, that much less deep.
    while (empty_folder(&job, openat(top, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC), 0) > 0 && !job.out_of_time) {}
    close(top);
    if (job.out_of_time) return 1;
    return rmdir(path) == 0 || errno == ENOENT ? 0 : -1;
}

long long cws_monotonic_ms(void) { return monotonic_ms(); }
