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
    static let operations = ["decode", "encode", "rpc-decode", "rpc-encode", "foundation-decode", "foundation-encode"]

    /// Runs `operation` `count` times and prints the mean time per operation.
    static func run(_ operation: String, count: Int) {
        let sample = CodecBenchmarkSample.configureCell
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        guard let bytes = try? JSONCodec.encode(sample), let foundationBytes = try? encoder.encode(sample) else {
            fatalError("the configureCell sample does not encode")
        }
        let body: () throws -> Void
        switch operation {
        case "decode": body = { blackHole(try JSONCodec.decode(ConfigureCellResponse.self, from: bytes)) }
        case "encode": body = { blackHole(try JSONCodec.encode(sample)) }
        case "rpc-decode":
            // What a connection does with a reply line: the envelope and the typed result.
            let line = try! JSONRPCMessage.response(id: .string("h-1"), result: JSONFragment(encoding: sample)).encodedLine().dropLast()
            body = {
                try line.withUnsafeBytes { bytes in
                    guard case .response(_, let result) = try JSONRPCMessage(line: bytes) else { fatalError("not a response") }
                    blackHole(try result.decode(ConfigureCellResponse.self))
                }
            }
        case "rpc-encode":
            body = { blackHole(try JSONRPCMessage.response(id: .string("h-1"), result: JSONFragment(encoding: sample)).encodedLine()) }
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
