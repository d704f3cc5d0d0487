import CPipeFloor
import Foundation
import Synchronization
import WidgetJSON
import WidgetProtocol
import WidgetRPC
import WidgetTestSupport

/// Round trips per second and latency percentiles of one sequential ping-pong run; for ours,
/// also the heap allocations per round trip on each side (counted by allocations.c).
struct RoundTripResult {
    var roundTripsPerSecond: Double
    var p50: Duration
    var p99: Duration
    var allocations: (caller: Double, peer: Double)?

    /// `"<rt/s> <p50 µs> <p99 µs> [<caller allocations> <peer allocations>]"`: how a round run
    /// in a child process reports.
    var line: String {
        let head = "\(roundTripsPerSecond) \(p50.microseconds) \(p99.microseconds)"
        guard let allocations else { return head }
        return head + " \(allocations.caller) \(allocations.peer)"
    }

    init(roundTripsPerSecond: Double, p50: Duration, p99: Duration, allocations: (caller: Double, peer: Double)? = nil) {
        self.roundTripsPerSecond = roundTripsPerSecond
        self.p50 = p50
        self.p99 = p99
        self.allocations = allocations
    }

    init?(line: String) {
        let fields = line.split(separator: " ").compactMap { Double($0) }
        guard fields.count == 3 || fields.count == 5 else { return nil }
        self.init(
            roundTripsPerSecond: fields[0], p50: .microseconds(fields[1]), p99: .microseconds(fields[2]),
            allocations: fields.count == 5 ? (fields[3], fields[4]) : nil)
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
        case codecPair = "our codec, blocking I/O, one thread a side, no tasks"
        case oursCalling = "a `Connection` calling, the blocking codec side answering"
        case oursAnswering = "the blocking codec side calling, a `Connection` answering"
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
        case .codecPair:
            return try runChild(CommandLine.selfExecutable, ["--rpc-round", "codec-pair"] + cpus)
        case .oursCalling:
            return try runChild(CommandLine.selfExecutable, ["--rpc-round", "ours-calling"] + cpus)
        case .oursAnswering:
            return try runChild(CommandLine.selfExecutable, ["--rpc-round", "ours-answering"] + cpus)
        case .naiveSwift:
            return try runChild(CommandLine.selfExecutable, ["--rpc-round", "naive-swift"] + cpus)
        case .naivePython:
            return try runChild("/usr/bin/env", ["python3", benchmarksDirectory + "/naive_pair.py"] + cpus)
        }
    }

    /// `--rpc-round <ours|codec-pair|ours-calling|ours-answering|naive-swift> PARENT_CPU CHILD_CPU WARMUP ITERATIONS`, in the child
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
            case "codec-pair": result = try CodecPair.client(childCPU: child, warmup: warmup, iterations: iterations)
            case "ours-calling":
                result = try await connectionPingPong(childCPU: child, warmup: warmup, iterations: iterations, blockingPeer: true)
            case "ours-answering":
                result = try CodecPair.client(childCPU: child, warmup: warmup, iterations: iterations, connectionPeer: true)
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
    /// Typed, ordered calls (each reply stamped with its ``Arrival``), as the host's supervisor
    /// makes them: the request is encoded straight into its line and the result decoded straight
    /// from the reply's. Heap allocations are counted over the timed
    /// calls, on both sides. With `blockingPeer`, the child answers as the blocking codec pair's
    /// peer does (``CodecPair``): what our calling side costs on its own.
    static func connectionPingPong(
        childCPU: Int32, warmup: Int, iterations: Int, blockingPeer: Bool = false
    ) async throws -> RoundTripResult {
        let child = try TestProcess(
            executable: CommandLine.selfExecutable, arguments: [blockingPeer ? "--codec-peer" : "--peer", "\(childCPU)", "\(warmup)"])
        var options = ConnectionOptions()
        options.idPrefix = "h-"
        let connection = Connection(
            transport: try FileDescriptorTransport(readFD: child.stdoutFD, writeFD: child.stdinFD), options: options)
        connection.start()
        defer { connection.close() }

        return try await withTaskExecutorPreference(connection.taskExecutor) {
            let request = EchoRequest(data: "0123456789abcdef0123456789abcd")
            for _ in 0..<warmup {
                _ = try await connection.orderedCall(request, timeout: .seconds(5)).result.get()
            }
            var samples: [Duration] = []
            samples.reserveCapacity(iterations)
            let clock = ContinuousClock()
            let allocationsBefore = cpf_allocation_count()
            let start = clock.now
            for _ in 0..<iterations {
                let t0 = clock.now
                _ = try await connection.orderedCall(request, timeout: .seconds(5)).result.get()
                samples.append(clock.now - t0)
            }
            let elapsed = clock.now - start
            let callerAllocations = Double(cpf_allocation_count() - allocationsBefore) / Double(iterations)
            var result = RoundTripResult(samples: samples, elapsed: elapsed)
            if !blockingPeer {
                // The `--peer` child counted its own after its warm-up.
                let peer = try await connection.call(method: "allocations", params: nil, timeout: .seconds(5))
                let peerAllocations = (peer["allocations"]?.doubleValue ?? .nan) / (peer["requests"]?.doubleValue ?? .nan)
                result.allocations = (callerAllocations, peerAllocations)
            }
            connection.closeOutbound()
            _ = await child.waitForExit()
            return result
        }
    }

    /// `--peer [CPU [WARMUP]]` mode: answer `echo` with a ~100-byte result until stdin closes;
    /// `allocations` answers how many heap allocations the echoes after the first WARMUP took.
    static func runPeer(cpu: Int32?, warmup: Int) async -> Never {
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
        let echoes = Atomic(0)
        let allocationsAfterWarmup = Atomic(UInt(0))
        router.on(EchoRequest.self) { _ in
            if echoes.add(1, ordering: .relaxed).newValue == warmup {
                allocationsAfterWarmup.store(cpf_allocation_count(), ordering: .relaxed)
            }
            return answer
        }
        router.onRaw("allocations") { _, _ in
            let allocations = cpf_allocation_count() - allocationsAfterWarmup.load(ordering: .relaxed)
            return .success(["allocations": .int(Int64(allocations)), "requests": .int(Int64(echoes.load(ordering: .relaxed) - warmup))])
        }
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
///
/// Not a protocol message, so it has no generated codec: it has one written by hand the way the
/// generated ones are (straight from the tape, straight into the line), as any author's message
/// type may. Without it, the calls would go through its `Codable` conformance.
struct EchoRequest: RequestType {
    typealias Response = EchoResponse
    static let method = "echo"
    var data: String

    static func decodeParams(_ params: JSONFragment?) throws -> EchoRequest {
        EchoRequest(data: try EchoResponse.decodeData(params ?? .emptyObject))
    }

    func encodeParams(to writer: inout JSONWriter) throws {
        EchoResponse.encode(data: data, to: &writer)
    }

    static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> EchoResponse {
        EchoResponse(data: try EchoResponse.decodeData(result))
    }

    static func encodeResult(_ result: EchoResponse, to writer: inout JSONWriter) throws {
        EchoResponse.encode(data: result.data, to: &writer)
    }
}

struct EchoResponse: Codable, Hashable, Sendable {
    var data: String

    /// `{"data": "…"}`, with the messages of the `Codable` path.
    static func decodeData(_ fragment: JSONFragment) throws(JSONDecodingError) -> String {
        try fragment.decode { (reader, object) throws(JSONTapeError) -> String in
            guard reader.isObject(object) else { throw reader.mismatch(at: object, expected: "object") }
            let member = reader.member(object, named: "data")
            guard member >= 0 else { throw .missing("data", in: object) }
            return try reader.string(member)
        }
    }

    static func encode(data: String, to writer: inout JSONWriter) {
        writer.raw(#"{"data":"#)
        writer.string(data)
        writer.byte(UInt8(ascii: "}"))
    }
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

    /// Makes `warmup` untimed round trips with `roundTrip`, then `iterations` timed ones: what
    /// the blocking pairs measure (the `Connection` pair's loop also counts allocations).
    static func measure(warmup: Int, iterations: Int, _ roundTrip: () throws -> Void) rethrows -> RoundTripResult {
        for _ in 0..<warmup { try roundTrip() }
        var samples: [Duration] = []
        samples.reserveCapacity(iterations)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<iterations {
            let t0 = clock.now
            try roundTrip()
            samples.append(clock.now - t0)
        }
        return RoundTripResult(samples: samples, elapsed: clock.now - start)
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
