#pragma once
#include <stdint.h>

/// Result of the raw pipe ping-pong floor.
typedef struct {
    double roundTripsPerSecond;
    double p50Microseconds;
    double p99Microseconds;
    int ok; /* 1 on success, 0 if a syscall failed */
} cpf_result;

/// Forks a child joined by two pipes; the parent writes a ~100-byte JSON-RPC line and waits for
/// the child's ~100-byte answer line, `iterations` times after `warmup` untimed rounds.
/// This is the floor any line-based RPC over pipes on this machine can approach.
cpf_result cpf_run_pipe_ping_pong(int warmup, int iterations);

/// The same with the parent (the calling thread) pinned to `parent_cpu` and the child to
/// `child_cpu` (a negative cpu: not pinned). The caller's affinity is restored afterwards.
cpf_result cpf_run_pipe_ping_pong_pinned(int warmup, int iterations, int parent_cpu, int child_cpu);

/// Pins every thread of this process to `cpu` (threads started later inherit it from their
/// creator). Returns 0 when /proc/self/task cannot be read.
int cpf_pin_process(int cpu);

/// Heap allocations (malloc, calloc, realloc and the aligned ones) this process has made so far,
/// every thread together: widgets-bench counts them with its own malloc (allocations.c).
unsigned long cpf_allocation_count(void);
