// The RPC rows' "our codec, no runtime" pair: the same lines as the `Connection` pair, written
// and parsed by the same code (`JSONWriter`, `JSONRPCMessage(line:)`, the echo codec), but with
// one thread per process making blocking `read`/`write` calls: no reader thread, no tasks, no
// continuations, no locks. What it costs above the C floor is what the codec and a Swift
// process cost per round trip; what `Connection` costs above it is our concurrency machinery.
import CPipeFloor
import Foundation
import WidgetJSON
import WidgetProtocol

enum CodecPair {
    /// `--codec-peer CPU`: answers every `echo` request line until stdin closes.
    static func runPeer(cpu: Int32) -> Never {
        _ = cpf_pin_process(cpu)
        let answer = EchoResponse(data: "0123456789abcdef0123456789abcdef0123456789")
        var reader = LineReader(fd: 0)
        do {
            while let line = reader.next() {
                let message = try line.withUnsafeBytes { try JSONRPCMessage(line: $0) }
                guard case .request(let id, _, let params) = message else { continue }
                // `try?`: the `Connection` caller's last request (`allocations`) has no `data`.
                blackHole(try? EchoRequest.decodeParams(params))
                var reply = JSONWriter(capacity: 256)
                JSONRPCMessage.writeResponseHead(id: id, to: &reply)
                try EchoRequest.encodeResult(answer, to: &reply)
                JSONRPCMessage.writeTail(to: &reply)
                writeAll(1, reply.bytes)
            }
        } catch {
            FileHandle.standardError.write(Data("widgets-bench --codec-peer: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }

    /// The calling side, in this (already pinned) process. With `connectionPeer`, the child
    /// answers with a `Connection` (the `--peer` mode): what our answering side costs on its own.
    static func client(childCPU: Int32, warmup: Int, iterations: Int, connectionPeer: Bool = false) throws -> RoundTripResult {
        let peer = Process()
        peer.executableURL = URL(fileURLWithPath: CommandLine.selfExecutable)
        peer.arguments = connectionPeer ? ["--peer", "\(childCPU)", "\(warmup)"] : ["--codec-peer", "\(childCPU)"]
        let toPeer = Pipe()
        let fromPeer = Pipe()
        peer.standardInput = toPeer
        peer.standardOutput = fromPeer
        try peer.run()
        let output = toPeer.fileHandleForWriting.fileDescriptor
        var reader = LineReader(fd: fromPeer.fileHandleForReading.fileDescriptor)
        let request = EchoRequest(data: "0123456789abcdef0123456789abcd")
        var number = 0
        func call() throws {
            number += 1
            var line = JSONWriter(capacity: 256)
            JSONRPCMessage.writeRequestHead(id: .string("h-\(number)"), method: EchoRequest.method, to: &line)
            try request.encodeParams(to: &line)
            JSONRPCMessage.writeTail(to: &line)
            writeAll(output, line.bytes)
            guard let reply = reader.next() else { throw BenchError("the codec peer closed its output") }
            let message = try reply.withUnsafeBytes { try JSONRPCMessage(line: $0) }
            guard case .response(_, let result) = message else { throw BenchError("the codec peer did not answer") }
            blackHole(try EchoRequest.decodeResult(result, limits: nil))
        }
        let result = try RoundTripResult.measure(warmup: warmup, iterations: iterations, call)
        try toPeer.fileHandleForWriting.close()
        peer.waitUntilExit()
        return result
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }

    /// Lines from a blocking descriptor, without their newline, read in chunks into one buffer.
    struct LineReader {
        let fd: Int32
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)

        init(fd: Int32) {
            self.fd = fd
        }

        mutating func next() -> ArraySlice<UInt8>? {
            while true {
                if let end = buffer.firstIndex(of: 0x0A) {
                    let line = buffer[..<end]
                    buffer.removeSubrange(...end)
                    return line
                }
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { return nil }
                buffer.append(contentsOf: chunk[..<n])
            }
        }
    }
}
