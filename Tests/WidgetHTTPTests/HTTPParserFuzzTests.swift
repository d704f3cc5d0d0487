import Testing
import WidgetTestSupport

@testable import WidgetHTTP

/// Thousands of malformed requests against the pure parser: it never traps, answers every
/// refusal with a 4xx (or 501/505 for what it does not implement), and gives the same answer
/// however the bytes are split across reads.
@Suite(.serialized) struct HTTPParserFuzzTests {
    /// What a parser made of some bytes: the requests, then whether it refused the rest.
    struct Result: Equatable {
        var requests: [HTTPRequest] = []
        var rejection: HTTPRejection?
    }

    static func drain(_ parser: inout HTTPRequestParser, into result: inout Result) {
        while result.rejection == nil {
            switch parser.next() {
            case .incomplete: return
            case .request(let request): result.requests.append(request)
            case .rejected(let rejection): result.rejection = rejection
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func malformedRequestsAreRefusedCleanlyHoweverTheyArrive(seed: UInt64) async {
        // Small limits and runs just past them: the same paths as the defaults, a sixth of the bytes.
        var limits = HTTPLimits()
        limits.requestLineBytes = 1024
        limits.headerBytes = 4096
        limits.headerCount = 32
        limits.bodyBytes = 4096
        var inputs = MalformedRequests(seed: seed, longestRun: 6_000)
        var splits = SplitMix64(seed: seed &* 31)
        var refused = 0
        // In chunks: the CPU-heavy queue is shared, and other suites' bodies run in between.
        for chunk in 0..<15 {
            await CPUHeavy.run {
                for iteration in chunk * 100..<(chunk + 1) * 100 {
                    let bytes = inputs.next()
                    var whole = HTTPRequestParser(limits: limits)
                    whole.append(bytes)
                    var once = Result()
                    Self.drain(&whole, into: &once)

                    var pieces = HTTPRequestParser(limits: limits)
                    var split = Result()
                    var offset = 0
                    let largest = [3, 64, 4096].randomElement(using: &splits)!
                    while offset < bytes.count, split.rejection == nil {
                        let size = Int.random(in: 1...max(1, min(largest, bytes.count - offset)), using: &splits)
                        pieces.append(bytes[offset..<offset + size])
                        offset += size
                        Self.drain(&pieces, into: &split)
                    }
                    if let rejection = once.rejection {
                        refused += 1
                        let code = rejection.status.code
                        #expect(
                            (400..<500).contains(code) || code == 501 || code == 505, "seed \(seed) iteration \(iteration): \(rejection)")
                        #expect(!rejection.reason.isEmpty)
                    }
                    #expect(split.requests == once.requests, "seed \(seed) iteration \(iteration): the split changed the requests")
                    #expect((split.rejection == nil) == (once.rejection == nil), "seed \(seed) iteration \(iteration): \(once) vs \(split)")
                }
            }
        }
        #expect(refused > 700, "most mutations are refused (\(refused) of 1500): the generator still breaks requests")
    }
}
