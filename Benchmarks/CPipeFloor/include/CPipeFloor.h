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
