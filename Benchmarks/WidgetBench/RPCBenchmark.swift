import CPipeFloor
import Foundation
import WidgetJSON
import WidgetProtocol
import WidgetRPC
import WidgetTestSupport

/// Round trips per second and latency percentiles of one sequential ping-pong run.
struct RoundTripResult {
    var roundTripsPerSecond: Double
    var p50: Duration
    var p99: Duration

    /// `"<rt/s> <p50 µs> <p99 µs>"`: how a round run in a child process reports.
    var line: String { "\(roundTripsPerSecond) \(p50.microseconds) \(p99.microseconds)" }

    init(roundTripsPerSecond: Double, p50: Duration, p99: Duration) {
        self.roundTripsPerSecond = roundTripsPerSecond
        self.p50 = p50
        self.p99 = p99
    }

    init?(line: String) {
        let fields = line.split(separator: " ").compactMap { Double($0) }
        guard fields.count == 3 else { return nil }
        self.init(roundTripsPerSecond: fields[0], p50: .microseconds(fields[1]), p99: .microseconds(fields[2]))
    }
}

/// Where the two processes of a round run: both on one CPU, or on two.
struct Placement {
    var name: String
    var parentCPU: Int32
    var childCPU: Int32

    static let all = [
        Placement(name: "same CPU", parentCPU: 0, childCPU: 0),
        Placement(name: "two CPUs", parentCPU: 0, childCPU: 1),
    ]
}

enum RPCBenchmark {
    /// The sides of the RPC rows, in the order their rounds alternate.
    enum Side: String, CaseIterable {
        case floor = "C pipe ping-pong (the floor)"
        case ours = "two `Connection`s, typed calls"
        case naiveSwift = "naive Swift pair (Foundation JSONEncoder/JSONDecoder, pipes)"
        case naivePython = "naive Python pair (json, pipes)"
    }

    /// One round of `side` at `placement`. Every side but the floor runs in fresh processes
    /// pinned from their first instruction (threads inherit their creator's CPU set).
    static func round(_ side: Side, _ placement: Placement, warmup: Int, iterations: Int) throws -> RoundTripResult {
        let cpus = ["\(placement.parentCPU)", "\(placement.childCPU)", "\(warmup)", "\(iterations)"]
        switch side {
        case .floor:
            let r = cpf_run_pipe_ping_pong_pinned(Int32(warmup), Int32(iterations), placement.parentCPU, placement.childCPU)
            guard r.ok == 1 else { throw BenchError("the C pipe floor failed (fork or pipe)") }
            return RoundTripResult(
                roundTripsPerSecond: r.roundTripsPerSecond, p50: .microseconds(r.p50Microseconds), p99: .microseconds(r.p99Microseconds))
        case .ours:
            return try runChild(CommandLine.selfExecutable, ["--rpc-round", "ours"] + cpus)
        case .naiveSwift:
            return try runChild(CommandLine.selfExecutable, ["--rpc-round", "naive-swift"] + cpus)
        case .naivePython:
            return try runChild("/usr/bin/env", ["python3", benchmarksDirectory + "/naive_pair.py"] + cpus)
        }
    }

    /// `--rpc-round <ours|naive-swift> PARENT_CPU CHILD_CPU WARMUP ITERATIONS`, in the child
    /// process: pins itself, runs the round, prints its result line.
    static func runRound(_ arguments: [String]) async -> Never {
        guard arguments.count == 5, let parent = Int32(arguments[1]), let child = Int32(arguments[2]),
            let warmup = Int(arguments[3]), let iterations = Int(arguments[4])
        else {
            FileHandle.standardError.write(Data("widgets-bench --rpc-round: bad arguments \(arguments)\n".utf8))
            exit(64)
        }
        _ = cpf_pin_process(parent)
        do {
            let result: RoundTripResult
            switch arguments[0] {
            case "ours": result = try await connectionPingPong(childCPU: child, warmup: warmup, iterations: iterations)
            default: result = try NaivePair.client(childCPU: child, warmup: warmup, iterations: iterations)
            }
            print(result.line)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("widgets-bench --rpc-round \(arguments[0]): \(error)\n".utf8))
            exit(1)
        }
    }

    /// Two `Connection`s: this process and a child running this executable in `--peer` mode.
    /// Typed calls, as the host makes them: the request is encoded straight into its line and
    /// the result decoded straight from the reply's.
    static func connectionPingPong(childCPU: Int32, warmup: Int, iterations: Int) async throws -> RoundTripResult {
        let child = try TestProcess(executable: CommandLine.selfExecutable, arguments: ["--peer", "\(childCPU)"])
        var options = ConnectionOptions()
        options.idPrefix = "h-"
        let connection = Connection(
            transport: try FileDescriptorTransport(readFD: child.stdoutFD, writeFD: child.stdinFD), options: options)
        connection.start()
        defer { connection.close() }

        return try await withTaskExecutorPreference(connection.taskExecutor) {
            let request = EchoRequest(data: "0123456789abcdef0123456789abcd")
            for _ in 0..<warmup {
                _ = try await connection.call(request, timeout: .seconds(5))
            }
            var samples: [Duration] = []
            samples.reserveCapacity(iterations)
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<iterations {
                let t0 = clock.now
                _ = try await connection.call(request, timeout: .seconds(5))
                samples.append(clock.now - t0)
            }
            let elapsed = clock.now - start
            connection.closeOutbound()
            _ = await child.waitForExit()
            return RoundTripResult(samples: samples, elapsed: elapsed)
        }
    }

    /// `--peer [CPU]` mode: answer `echo` with a ~100-byte result until stdin closes.
    static func runPeer(cpu: Int32?) async -> Never {
        if let cpu { _ = cpf_pin_process(cpu) }
        let transport: FileDescriptorTransport
        do {
            transport = try FileDescriptorTransport(readFD: 0, writeFD: 1)
        } catch {
            FileHandle.standardError.write(Data("widgets-bench --peer: \(error)\n".utf8))
            exit(1)
        }
        let connection = Connection(transport: transport)
        let router = MethodRouter()
        let answer = EchoResponse(data: "0123456789abcdef0123456789abcdef0123456789")
        router.on(EchoRequest.self) { _ in answer }
        _ = await connection.run(handler: router)
        exit(0)
    }

    /// Runs `executable` and reads its result line.
    private static func runChild(_ executable: String, _ arguments: [String]) throws -> RoundTripResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let result = RoundTripResult(line: text) else {
            throw BenchError("\(executable) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return result
    }

    /// This source file's folder's parent: where the Python peers live.
    static let benchmarksDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
}

/// The benchmark's request: ~100 bytes on the wire, like the floor's.
struct EchoRequest: RequestType {
    typealias Response = EchoResponse
    static let method = "echo"
    var data: String
}

struct EchoResponse: Codable, Hashable, Sendable {
    var data: String
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension RoundTripResult {
    init(samples: [Duration], elapsed: Duration) {
        let sorted = samples.sorted()
        self.init(
            roundTripsPerSecond: Double(sorted.count) / elapsed.inSeconds,
            p50: sorted[sorted.count / 2], p99: sorted[Int(Double(sorted.count) * 0.99)])
    }
}

extension Duration {
    var microseconds: Double { inSeconds * 1e6 }
}

extension CommandLine {
    static var selfExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
