// widgets-bench: the performance figures in the README, measured side by side in one run.
// Run with a release build:  swift run -c release widgets-bench [--quick] [--rpc] [--codec] [--supervisor] [--sandbox]
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
// Child processes of the RPC rows (each pins itself first).
if CommandLine.arguments.count > 1 {
    let rest = Array(CommandLine.arguments.dropFirst(2))
    switch CommandLine.arguments[1] {
    case "--rpc-round": await RPCBenchmark.runRound(rest)
    case "--peer": await RPCBenchmark.runPeer(cpu: rest.first.flatMap { Int32($0) })
    case "--naive-peer": NaivePair.runPeer(cpu: rest.first.flatMap { Int32($0) } ?? -1)
    default: break
    }
}
let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(
        """
        OVERVIEW: Measures WidgetHost's RPC, codec and supervisor against their floors and targets, in one run.

        USAGE: widgets-bench [--quick] [--rpc] [--codec] [--supervisor] [--sandbox]
               widgets-bench --loop <operation> [count]

        OPTIONS:
          --quick       Fewer iterations (a smoke run, not for the README).
          --rpc         Only the pipe ping-pong rows.
          --codec       Only the codec rows.
          --supervisor  Only the supervisor rows.
          --sandbox     Only the sandbox rows (spawn → initialize, with and without it).
          --loop        Run one codec operation on the configureCell sample count times (default
                        20000) and nothing else, for a profiler such as callgrind. Operations:
                        decode, encode, rpc-decode (a reply line to its typed result),
                        rpc-encode (a typed result to its reply line), foundation-decode,
                        foundation-encode.
          -h, --help    Show help information.
        """)
    exit(0)
}
let known: Set<String> = ["--quick", "--rpc", "--codec", "--supervisor", "--sandbox"]
if let unknown = arguments.subtracting(known).first {
    FileHandle.standardError.write(
        Data("Error: unknown option '\(unknown)'\nUsage: widgets-bench [--quick] [--rpc] [--codec] [--supervisor] [--sandbox]\n".utf8))
    exit(64)
}

let quick = arguments.contains("--quick")
let sections = arguments.intersection(["--rpc", "--codec", "--supervisor", "--sandbox"])
func wants(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }

func format(_ value: Double) -> String { String(format: "%.0f", value) }
func formatMicros(_ d: Duration) -> String { String(format: "%.1f µs", d.microseconds) }

if wants("--rpc") {
    let warmup = quick ? 200 : 2_000
    let iterations = quick ? 2_000 : 20_000
    let rounds = quick ? 1 : 5
    print("RPC: \(iterations) sequential round trips after \(warmup) warm-up, ~100-byte lines, both processes pinned")
    print("(sched_setaffinity) to one CPU or to two; every side in alternating rounds, best round each\n")
    print("| placement | side | best rt/s | p50 | p99 | ours ÷ side, best rounds | ours ÷ side, per round |")
    print("|---|---|---|---|---|---|---|")
    for placement in Placement.all {
        var results: [RPCBenchmark.Side: [RoundTripResult]] = [:]
        for _ in 0..<rounds {
            for side in RPCBenchmark.Side.allCases {
                do {
                    results[side, default: []].append(try RPCBenchmark.round(side, placement, warmup: warmup, iterations: iterations))
                } catch {
                    FileHandle.standardError.write(Data("error: \(side.rawValue): \(error)\n".utf8))
                }
            }
        }
        func best(_ side: RPCBenchmark.Side) -> RoundTripResult? {
            results[side]?.max { $0.roundTripsPerSecond < $1.roundTripsPerSecond }
        }
        guard let ours = best(.ours) else { continue }
        for side in RPCBenchmark.Side.allCases {
            guard let result = best(side) else { continue }
            let perRound = zip(results[.ours] ?? [], results[side] ?? []).map { $0.roundTripsPerSecond / $1.roundTripsPerSecond }
            let ratio = side == .ours ? "" : String(format: "%.2f×", ours.roundTripsPerSecond / result.roundTripsPerSecond)
            let range = side == .ours || perRound.count < 2 ? "" : String(format: "%.2f–%.2f", perRound.min()!, perRound.max()!)
            print(
                """
                | \(placement.name) | \(side.rawValue) | \(format(result.roundTripsPerSecond)) | \(formatMicros(result.p50)) | \
                \(formatMicros(result.p99)) | \(ratio) | \(range) |
                """
            )
        }
    }
}

if wants("--codec") {
    let iterations = quick ? 4_000 : 20_000
    print("\nCodec: encode + decode of a typed message (the RPC layer's path), operations per CPU-second of one thread,")
    print("best of 15 alternating rounds, \(iterations) iterations; Python: json.loads + json.dumps of the same bytes\n")
    print("| message | WidgetJSON | Foundation | Python json | ÷ Foundation | ÷ Python |")
    print("|---|---|---|---|---|---|")
    for result in runCodecBenchmarks(iterations: iterations) {
        print(
            """
            | \(result.name) (\(result.bytes) B) | \(format(result.oursPerSecond))/s | \(format(result.foundationPerSecond))/s | \
            \(format(result.pythonPerSecond))/s | \(String(format: "%.2f", result.ratio))× | \
            \(String(format: "%.2f", result.pythonRatio))× |
            """
        )
    }
    let reject = RejectBenchmark.run(rounds: quick ? 2 : 7)
    print("\nRejecting a \(reject.bytes)-byte configureCell reply of 50,001 nodes (limit 200), CPU ms, best of \(quick ? 2 : 7):")
    print(
        """
        limits enforced while decoding \(String(format: "%.2f", reject.budget)) ms (target < 10 ms); decoding whole, then validating \
        \(String(format: "%.2f", reject.whole)) ms
        """
    )
}

if wants("--supervisor") {
    await SupervisorBenchmark.run(quick: quick)
}
if wants("--sandbox") {
    await SandboxBenchmark.run(quick: quick)
}
