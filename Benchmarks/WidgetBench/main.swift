// widgets-bench: the performance figures in the README, measured side by side in one run.
// Run with a release build:  swift run -c release widgets-bench [--quick]
import Foundation

if CommandLine.arguments.contains("--peer") { await RPCBenchmark.runPeer() }
if CommandLine.arguments.contains("-h") || CommandLine.arguments.contains("--help") {
    print("""
        OVERVIEW: Measures WidgetHost's RPC and codec speed against their floors, in one run.

        USAGE: widgets-bench [--quick]

        OPTIONS:
          --quick     Fewer iterations (a smoke run, not for the README).
          -h, --help  Show help information.
        """)
    exit(0)
}

let quick = CommandLine.arguments.contains("--quick")
let warmup = quick ? 200 : 2_000
let iterations = quick ? 2_000 : 20_000

func format(_ value: Double) -> String { String(format: "%.0f", value) }
func formatMicros(_ d: Duration) -> String { String(format: "%.1f µs", d.microseconds) }

print("widgets-bench: \(iterations) sequential round trips after \(warmup) warm-up, ~100-byte lines\n")
print("| benchmark | throughput | p50 | p99 | ratio |")
print("|---|---|---|---|---|")

guard let floor = RPCBenchmark.pipeFloor(warmup: warmup, iterations: iterations) else {
    FileHandle.standardError.write(Data("error: the C pipe floor failed (fork or pipe)\n".utf8))
    exit(1)
}
print("| C pipe ping-pong (floor) | \(format(floor.roundTripsPerSecond)) rt/s | \(formatMicros(floor.p50)) | \(formatMicros(floor.p99)) | 1.00× |")

let rpc = try await RPCBenchmark.connectionPingPong(warmup: warmup, iterations: iterations)
print("| Connection ↔ child process | \(format(rpc.roundTripsPerSecond)) rt/s | \(formatMicros(rpc.p50)) | \(formatMicros(rpc.p99)) | \(String(format: "%.2f", rpc.roundTripsPerSecond / floor.roundTripsPerSecond))× floor |")
