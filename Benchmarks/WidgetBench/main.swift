// widgets-bench: the performance figures in the README, measured side by side in one run.
// Run with a release build:  swift run -c release widgets-bench [--quick] [--rpc] [--codec] [--supervisor] [--sandbox] [--integrity]
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
    case "--peer":
        await RPCBenchmark.runPeer(cpu: rest.first.flatMap { Int32($0) }, warmup: rest.dropFirst().first.flatMap { Int($0) } ?? 0)
    case "--naive-peer": NaivePair.runPeer(cpu: rest.first.flatMap { Int32($0) } ?? -1)
    case "--codec-peer": CodecPair.runPeer(cpu: rest.first.flatMap { Int32($0) } ?? -1)
    case "--start-round":
        // Starts of `count` widgets (default 20), `rounds` times, and nothing else: for a profiler.
        let count = rest.first.flatMap { Int($0) } ?? 20
        for _ in 0..<(rest.dropFirst().first.flatMap { Int($0) } ?? 5) {
            print(SupervisorBenchmark.ms(await SupervisorBenchmark.startUp(count: count)))
        }
        exit(0)
    default: break
    }
}
let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(
        """
        OVERVIEW: Measures WidgetHost's RPC, codec and supervisor against their floors and targets, in one run.

        USAGE: widgets-bench [--quick] [--rpc] [--codec] [--supervisor] [--sandbox] [--integrity]
               widgets-bench --loop <operation> [count]
               widgets-bench --start-round [widgets] [rounds]

        OPTIONS:
          --quick       Fewer iterations (a smoke run, not for the README).
          --rpc         Only the pipe ping-pong rows.
          --codec       Only the codec rows.
          --supervisor  Only the supervisor rows.
          --sandbox     Only the sandbox rows (spawn → initialize, with and without it).
          --integrity   Only the integrity rows (SHA-256 against sha256sum; the check before a start
                        of each installed example).
          --loop        Run one codec operation on the configureCell sample count times (default
                        20000) and nothing else, for a profiler such as callgrind. Operations:
                        decode, encode (the generated codec), rpc-decode (a reply line to its
                        typed result), rpc-encode (a typed result to its reply line),
                        codable-decode, codable-encode (the Codable conformances through
                        JSONCodec), foundation-decode, foundation-encode, echo-lines (all the line
                        work of one RPC round trip, both sides, without the pipes).
          --start-round Start that many widgets together (default 20), that many times
                        (default 5), printing each time to their first cell, and nothing else:
                        the host's part of a start, for a profiler.
          -h, --help    Show help information.
        """)
    exit(0)
}
let known: Set<String> = ["--quick", "--rpc", "--codec", "--supervisor", "--sandbox", "--integrity"]
if let unknown = arguments.subtracting(known).first {
    FileHandle.standardError.write(
        Data(
            "Error: unknown option '\(unknown)'\nUsage: widgets-bench [--quick] [--rpc] [--codec] [--supervisor] [--sandbox] [--integrity]\n"
                .utf8))
    exit(64)
}

let quick = arguments.contains("--quick")
let sections = arguments.intersection(["--rpc", "--codec", "--supervisor", "--sandbox", "--integrity"])
func wants(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }

func format(_ value: Double) -> String { String(format: "%.0f", value) }

/// The machine's load average (1, 5, 15 minutes), printed before and after each section: other
/// work on the machine moves every figure, so a table is read with the load it was measured under.
func printLoad(_ moment: String) {
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ")
    print("\n(load average \(moment): \(load ?? "unknown"); \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs)")
}

func formatMicros(_ d: Duration) -> String { String(format: "%.1f µs", d.microseconds) }

if wants("--rpc") {
    printLoad("before the RPC rows")
    let warmup = quick ? 200 : 2_000
    let iterations = quick ? 2_000 : 20_000
    let rounds = quick ? 1 : 5
    print("RPC: \(iterations) sequential round trips after \(warmup) warm-up, ~100-byte lines, both processes pinned")
    print("(sched_setaffinity) to one CPU or to two; every side in alternating rounds, best round each\n")
    print("| placement | side | best rt/s | p50 | p99 | ours ÷ side, best rounds | ours ÷ side, per round |")
    print("|---|---|---|---|---|---|---|")
    var allocationLines: [String] = []
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
        let counts = (results[.ours] ?? []).compactMap(\.allocations)
        if let first = counts.first {
            allocationLines.append(
                String(
                    format: "%@: %.2f per call on the calling side, %.2f per request on the answering side (%d rounds agree: %@)",
                    placement.name, first.caller, first.peer, counts.count,
                    counts.allSatisfy { abs($0.caller - first.caller) < 0.05 && abs($0.peer - first.peer) < 0.05 } ? "yes" : "no"))
        }
    }
    print("\nHeap allocations per round trip, ours, counted with a malloc hook over the timed calls:")
    for line in allocationLines { print("- " + line) }
    printLoad("after the RPC rows")
}

if wants("--codec") {
    printLoad("before the codec rows")
    let iterations = quick ? 4_000 : 20_000
    print("\nCodec: encode + decode of a typed message, operations per CPU-second of one thread; 15 rounds in which")
    print("every side runs in turn (Python: json.loads + json.dumps of the same bytes), best round each; \(iterations) iterations\n")
    print(
        "| message | generated codec | Codable (JSONCodec) | Foundation | Python json | ÷ Python, best; per round | ÷ Foundation, best; per round |"
    )
    print("|---|---|---|---|---|---|---|")
    func range(_ ratios: [Double]) -> String {
        guard let low = ratios.min(), let high = ratios.max() else { return "–" }
        return String(format: "%.2f–%.2f", low, high)
    }
    for result in runCodecBenchmarks(iterations: iterations) {
        let python = result.pythonPerSecond > 0 ? String(format: "%.2f×", result.oursPerSecond / result.pythonPerSecond) : "–"
        print(
            """
            | \(result.name) (\(result.bytes) B) | \(format(result.oursPerSecond))/s | \(format(result.codablePerSecond))/s | \
            \(format(result.foundationPerSecond))/s | \(format(result.pythonPerSecond))/s | \(python); \(range(result.pythonRatios)) | \
            \(String(format: "%.2f×", result.oursPerSecond / result.foundationPerSecond)); \(range(result.foundationRatios)) |
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
    printLoad("after the codec rows")
}

if wants("--supervisor") {
    printLoad("before the supervisor rows")
    await SupervisorBenchmark.run(quick: quick)
    printLoad("after the supervisor rows")
}
if wants("--sandbox") {
    await SandboxBenchmark.run(quick: quick)
}
if wants("--integrity") {
    printLoad("before the integrity rows")
    await IntegrityBenchmark.run(quick: quick)
    printLoad("after the integrity rows")
}
