import CPipeFloor
import Foundation
import WidgetJSON
import WidgetRPC
import WidgetTestSupport

/// Round trips per second and latency percentiles of one sequential ping-pong run.
struct RoundTripResult {
    var roundTripsPerSecond: Double
    var p50: Duration
    var p99: Duration
}

enum RPCBenchmark {
    /// The C floor: raw pipes, no framing library, no JSON.
    static func pipeFloor(warmup: Int, iterations: Int) -> RoundTripResult? {
        let r = cpf_run_pipe_ping_pong(Int32(warmup), Int32(iterations))
        guard r.ok == 1 else { return nil }
        return RoundTripResult(
            roundTripsPerSecond: r.roundTripsPerSecond,
            p50: .microseconds(r.p50Microseconds), p99: .microseconds(r.p99Microseconds))
    }

    /// The same exchange through two `Connection`s: this process and a child running this
    /// executable in `--peer` mode, ~100-byte requests and answers.
    static func connectionPingPong(warmup: Int, iterations: Int) async throws -> RoundTripResult {
        let child = try TestProcess(executable: CommandLine.selfExecutable, arguments: ["--peer"])
        var options = ConnectionOptions()
        options.idPrefix = "h-"
        let connection = Connection(
            transport: try FileDescriptorTransport(readFD: child.stdoutFD, writeFD: child.stdinFD), options: options)
        connection.start()
        defer { connection.close() }

        return try await withTaskExecutorPreference(connection.taskExecutor) {
            try await pingPong(connection, child: child, warmup: warmup, iterations: iterations)
        }
    }

    private static func pingPong(
        _ connection: Connection, child: TestProcess, warmup: Int, iterations: Int
    ) async throws -> RoundTripResult {
        let params: JSONValue = ["data": "0123456789abcdef0123456789abcd"]
        for _ in 0..<warmup {
            _ = try await connection.call(method: "echo", params: params, timeout: .seconds(5))
        }
        var samples: [Duration] = []
        samples.reserveCapacity(iterations)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<iterations {
            let t0 = clock.now
            _ = try await connection.call(method: "echo", params: params, timeout: .seconds(5))
            samples.append(clock.now - t0)
        }
        let elapsed = clock.now - start
        connection.closeOutbound()
        _ = await child.waitForExit()
        samples.sort()
        return RoundTripResult(
            roundTripsPerSecond: Double(iterations) / elapsed.seconds,
            p50: samples[iterations / 2], p99: samples[Int(Double(iterations) * 0.99)])
    }

    /// `--peer` mode: answer `echo` with a ~100-byte result until stdin closes.
    static func runPeer() async -> Never {
        let transport: FileDescriptorTransport
        do {
            transport = try FileDescriptorTransport(readFD: 0, writeFD: 1)
        } catch {
            FileHandle.standardError.write(Data("widgets-bench --peer: \(error)\n".utf8))
            exit(1)
        }
        let connection = Connection(transport: transport)
        let router = MethodRouter()
        let answer: JSONValue = ["data": "0123456789abcdef0123456789abcdef0123456789"]
        router.onRaw("echo") { _, _ in .success(answer) }
        _ = await connection.run(handler: router)
        exit(0)
    }
}

extension Duration {
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }

    var microseconds: Double { seconds * 1e6 }
}

extension CommandLine {
    static var selfExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
