// `--loop <operation> [count]`: one codec operation on the configureCell sample in a loop and
// nothing else, for a profiler. Timings on a shared machine are noisy; instruction counts are
// not, so codec changes are best judged with callgrind (valgrind cannot read the release
// binary's debug info, hence the stripped copy):
//   objcopy --strip-debug .build/release/widgets-bench /tmp/wb
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null /tmp/wb --loop decode 300
// minus the same with 100, divided by 200, is one operation.
import Foundation
import WidgetJSON
import WidgetProtocol

enum CodecLoop {
    static let operations = [
        "decode", "encode", "rpc-decode", "rpc-encode", "codable-decode", "codable-encode", "foundation-decode", "foundation-encode",
        "echo-lines",
    ]

    /// Runs `operation` `count` times and prints the mean time per operation.
    static func run(_ operation: String, count: Int) {
        let sample = CodecBenchmarkSample.configureCell
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        guard let bytes = try? sample.wireEncoded(), let foundationBytes = try? encoder.encode(sample) else {
            fatalError("the configureCell sample does not encode")
        }
        let body: () throws -> Void
        switch operation {
        case "decode": body = { blackHole(try ConfigureCellResponse.decode(wire: bytes)) }
        case "encode": body = { blackHole(try sample.wireEncoded()) }
        case "rpc-decode":
            // What a connection does with a reply line: the envelope and the typed result.
            var line = JSONWriter()
            JSONRPCMessage.writeResponseHead(id: .string("h-1"), to: &line)
            try! sample.encode(wire: &line)
            line.raw("}")
            body = {
                try line.bytes.withUnsafeBytes { bytes in
                    guard case .response(_, let result) = try JSONRPCMessage(line: bytes) else { fatalError("not a response") }
                    blackHole(try ConfigureCellRequest.decodeResult(result, limits: .default))
                }
            }
        case "rpc-encode":
            // What a widget's connection does with a result: its reply line, in one buffer.
            body = {
                var line = JSONWriter(capacity: 256)
                JSONRPCMessage.writeResponseHead(id: .string("h-1"), to: &line)
                try ConfigureCellRequest.encodeResult(sample, to: &line)
                JSONRPCMessage.writeTail(to: &line)
                blackHole(line.bytes)
            }
        case "echo-lines":
            // All the line work of one RPC benchmark round trip, both sides, without the pipes:
            // the request line written, read as the peer reads it, its reply line written, read
            // back by the caller.
            let request = EchoRequest(data: "0123456789abcdef0123456789abcd")
            let answer = EchoResponse(data: "0123456789abcdef0123456789abcdef0123456789")
            body = {
                var line = JSONWriter(capacity: 256)
                JSONRPCMessage.writeRequestHead(id: .string("h-12345"), method: EchoRequest.method, to: &line)
                try request.encodeParams(to: &line)
                JSONRPCMessage.writeTail(to: &line)
                let received = try line.bytes.dropLast().withUnsafeBytes { try JSONRPCMessage(line: $0) }
                guard case .request(let id, _, let params) = received else { fatalError("not a request") }
                blackHole(try EchoRequest.decodeParams(params))
                var reply = JSONWriter(capacity: 256)
                JSONRPCMessage.writeResponseHead(id: id, to: &reply)
                try EchoRequest.encodeResult(answer, to: &reply)
                JSONRPCMessage.writeTail(to: &reply)
                let back = try reply.bytes.dropLast().withUnsafeBytes { try JSONRPCMessage(line: $0) }
                guard case .response(_, let result) = back else { fatalError("not a response") }
                blackHole(try EchoRequest.decodeResult(result, limits: nil))
            }
        case "codable-decode": body = { blackHole(try JSONCodec.decode(ConfigureCellResponse.self, from: bytes)) }
        case "codable-encode": body = { blackHole(try JSONCodec.encode(sample)) }
        case "foundation-decode": body = { blackHole(try decoder.decode(ConfigureCellResponse.self, from: foundationBytes)) }
        case "foundation-encode": body = { blackHole(try encoder.encode(sample)) }
        default:
            FileHandle.standardError.write(
                Data("Error: unknown operation '\(operation)'; one of: \(operations.joined(separator: ", "))\n".utf8))
            exit(64)
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            for _ in 0..<count { try body() }
        } catch {
            fatalError("\(operation): \(error)")
        }
        let each = (clock.now - start) / max(count, 1)
        print("\(operation): \(String(format: "%.1f", each.microseconds)) µs per operation over \(count)")
    }
}
