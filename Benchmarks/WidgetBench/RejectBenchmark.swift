// Rejecting a hostile `configureCell` reply: a line just under 1 MiB holding 50,001 nodes,
// where the limit is 200. With the limits enforced while decoding (`CellTreeBudget`, as the
// host's connections decode), against decoding the whole tree and then validating it.
import Foundation
import WidgetJSON
import WidgetProtocol

enum RejectBenchmark {
    /// `{"jsonrpc":"2.0","id":"h-1","result":{"padding":"xx…","cell":{…,"content":{"type":"vstack","children":[50,000 spacers]}}}}`,
    /// padded (with a member the decoder ignores) to just under 1 MiB.
    static let line: [UInt8] = {
        let node = Array(#"{"type":"spacer"}"#.utf8)
        let head = Array(#"{"jsonrpc":"2.0","id":"h-1","result":{"padding":""#.utf8)
        let middle = Array(#"","cell":{"type":"cell","version":"1","content":{"type":"vstack","children":["#.utf8)
        let tail = Array("]}}}}".utf8)
        let nodesBytes = 50_000 * (node.count + 1) - 1
        let padding = Limits.defaultMaxLineBytes - 1 - head.count - middle.count - tail.count - nodesBytes
        var line = head + [UInt8](repeating: UInt8(ascii: "x"), count: max(0, padding)) + middle
        line.reserveCapacity(Limits.defaultMaxLineBytes)
        for i in 0..<50_000 {
            if i > 0 { line.append(UInt8(ascii: ",")) }
            line += node
        }
        return line + tail
    }()

    /// Milliseconds of CPU to reject the line, best of `rounds`: with the budget, and decoding
    /// whole then validating. Both must reject it with the same reason.
    static func run(rounds: Int) -> (budget: Double, whole: Double, bytes: Int) {
        func withBudget() -> String? {
            line.withUnsafeBytes { bytes in
                guard case .response(_, let result)? = try? JSONRPCMessage(line: bytes) else { return nil }
                do {
                    _ = try ConfigureCellRequest.decodeResult(result, limits: .default)
                    return nil
                } catch let error as JSONDecodingError {
                    return error.reason
                } catch {
                    return nil
                }
            }
        }
        func whole() -> String? {
            line.withUnsafeBytes { bytes in
                guard case .response(_, let result)? = try? JSONRPCMessage(line: bytes),
                    let response = try? ConfigureCellRequest.decodeResult(result, limits: nil)
                else { return nil }
                return CellTreeValidator().firstViolation(in: response)?.message
            }
        }
        guard let a = withBudget(), a == whole() else {
            fatalError("the hostile reply is not rejected alike: \(String(describing: withBudget())) / \(String(describing: whole()))")
        }
        var best = (budget: Double.infinity, whole: Double.infinity)
        for _ in 0..<rounds {
            var start = threadCPUSeconds()
            _ = withBudget()
            best.budget = min(best.budget, (threadCPUSeconds() - start) * 1000)
            start = threadCPUSeconds()
            _ = whole()
            best.whole = min(best.whole, (threadCPUSeconds() - start) * 1000)
        }
        return (best.budget, best.whole, line.count)
    }
}
