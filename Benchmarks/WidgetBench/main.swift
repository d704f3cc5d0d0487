// widgets-bench: the performance figures in the README, measured side by side in one run.
// Run with a release build:  swift run -c release widgets-bench [--quick] [--rpc] [--codec] [--supervisor]
import Foundation

if let loop = CommandLine.arguments.firstIndex(of: "--loop") {
    let rest = CommandLine.arguments[(loop + 1)...]
    guard let operation = rest.first else {
        FileHandle.standardError.write(Data("Error: --loop needs an operation: \(CodecLoop.operations.joined(separator: ", "))\n".utf8))
        exit(64)
    }
    guard let count = rest.dropFirst().first.map({ Int($0) }) ?? 20_000, count > 0 else {
        FileHandle.standardError.write(Data("Error: --loop's count must be a positive integer\n".utf8))
        exit(64)
    }
    CodecLoop.run(operation, count: count)
    exit(0)
}
let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("--peer") { await RPCBenchmark.runPeer() }
if arguments.contains("-h") || arguments.contains("--help") {
    print("""
        OVERVIEW: Measures WidgetHost's RPC, codec and supervisor against their floors and targets, in one run.

        USAGE: widgets-bench [--quick] [--rpc] [--codec] [--supervisor]
               widgets-bench --loop <operation> [count]

        OPTIONS:
          --quick       Fewer iterations (a smoke run, not for the README).
          --rpc         Only the pipe ping-pong rows.
          --codec       Only the codec rows.
          --supervisor  Only the supervisor rows.
          --loop        Run one codec operation on the configureCell sample count times (default
                        20000) and nothing else, for a profiler such as callgrind. Operations:
                        decode, encode, value-decode, value-encode, foundation-decode,
                        foundation-encode.
          -h, --help    Show help information.
        """)
    exit(0)
}
let known: Set<String> = ["--quick", "--rpc", "--codec", "--supervisor"]
if let unknown = arguments.subtracting(known).first {
    FileHandle.standardError.write(Data("Error: unknown option '\(unknown)'\nUsage: widgets-bench [--quick] [--rpc] [--codec] [--supervisor]\n".utf8))
    exit(64)
}

let quick = arguments.contains("--quick")
let sections = arguments.intersection(["--rpc", "--codec", "--supervisor"])
func wants(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }

func format(_ value: Double) -> String { String(format: "%.0f", value) }
func formatMicros(_ d: Duration) -> String { String(format: "%.1f µs", d.microseconds) }

if wants("--rpc") {
    let warmup = quick ? 200 : 2_000
    let iterations = quick ? 2_000 : 20_000
    let rounds = quick ? 1 : 5
    print("RPC: \(iterations) sequential round trips after \(warmup) warm-up, ~100-byte lines, best of \(rounds) alternating rounds\n")
    // Alternating rounds and keeping each side's best take the machine's noise (other
    // tenants, frequency changes) out of the ratio: both sides get the same chances.
    var floors: [RoundTripResult] = []
    var ours: [RoundTripResult] = []
    for _ in 0..<rounds {
        guard let floor = RPCBenchmark.pipeFloor(warmup: warmup, iterations: iterations) else {
            FileHandle.standardError.write(Data("error: the C pipe floor failed (fork or pipe)\n".utf8))
            exit(1)
        }
        floors.append(floor)
        ours.append(try await RPCBenchmark.connectionPingPong(warmup: warmup, iterations: iterations))
    }
    let floor = floors.max { $0.roundTripsPerSecond < $1.roundTripsPerSecond }!
    let rpc = ours.max { $0.roundTripsPerSecond < $1.roundTripsPerSecond }!
    let roundRatios = zip(ours, floors).map { $0.roundTripsPerSecond / $1.roundTripsPerSecond }
    let ratio = String(format: "%.2f", rpc.roundTripsPerSecond / floor.roundTripsPerSecond)
    let range = rounds > 1
        ? String(format: " (rounds %.2f–%.2f)", roundRatios.min()!, roundRatios.max()!) : ""
    print("| benchmark | throughput | p50 | p99 | ratio |")
    print("|---|---|---|---|---|")
    print("| C pipe ping-pong (floor) | \(format(floor.roundTripsPerSecond)) rt/s | \(formatMicros(floor.p50)) | \(formatMicros(floor.p99)) | 1.00× |")
    print("| two Connections ↔ child process | \(format(rpc.roundTripsPerSecond)) rt/s | \(formatMicros(rpc.p50)) | \(formatMicros(rpc.p99)) | \(ratio)× floor\(range) (target ≥ 0.5×) |")
}

if wants("--codec") {
    let iterations = quick ? 4_000 : 20_000
    print("\nCodec: encode + decode of a typed message, operations per CPU-second of this thread, best of 15 alternating rounds, \(iterations) iterations\n")
    print("| message | WidgetJSON (direct) | WidgetJSON via JSONValue (RPC path) | Foundation | ratio direct | ratio via JSONValue |")
    print("|---|---|---|---|---|---|")
    for result in runCodecBenchmarks(iterations: iterations) {
        print("| \(result.name) (\(result.bytes) B) | \(format(result.oursPerSecond))/s | \(format(result.oursViaValuePerSecond))/s | \(format(result.foundationPerSecond))/s | \(String(format: "%.2f", result.ratio))× | \(String(format: "%.2f", result.viaValueRatio))× |")
    }
}

if wants("--supervisor") {
    await SupervisorBenchmark.run(quick: quick)
}
