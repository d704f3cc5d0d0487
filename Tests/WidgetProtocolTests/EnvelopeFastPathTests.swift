import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

/// The wire paths (`encodedLine()`, `init(line:)`) against the tree path: same bytes out, same
/// message (or failure) in, on every line.
/// CPU-heavy: `.serialized`, and the mutation loop runs on ``CPUHeavy`` (off the cooperative pool,
/// one heavy test at a time across the bundle).
@Suite(.serialized) struct EnvelopeFastPathTests {
    /// Every message of every golden transcript, as its line of bytes.
    static func transcriptLines() throws -> [[UInt8]] {
        try RepositoryPaths.files(in: RepositoryPaths.transcripts, withExtension: "jsonl").flatMap { url in
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { raw in
                let entry = try JSONValue(parsing: String(raw))
                return try #require(entry["message"]).serialized()
            }
        }
    }

    /// What the general path makes of `line`: the message, or `nil` when it fails.
    static func generalDecode(_ line: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth) -> JSONRPCMessage? {
        guard let json = try? JSONValue(parsing: line, maxDepth: maxDepth) else { return nil }
        return try? JSONRPCMessage(json: json)
    }

    static func fastDecode(_ line: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth) -> JSONRPCMessage? {
        line.withUnsafeBytes { try? JSONRPCMessage(line: $0, maxDepth: maxDepth) }
    }

    /// The error the line path reports, as the tree path would have.
    static func lineError(_ line: [UInt8]) -> LineDecodingError? {
        line.withUnsafeBytes { bytes -> LineDecodingError? in
            do throws(LineDecodingError) {
                _ = try JSONRPCMessage(line: bytes)
                return nil
            } catch {
                return error
            }
        }
    }

    @Test func encodedLineIsTheSerializedEnvelopePlusNewline() throws {
        let lines = try Self.transcriptLines()
        #expect(lines.count > 40)
        for line in lines {
            let message = try JSONRPCMessage(json: JSONValue(parsing: line))
            #expect(message.encodedLine() == message.json.serialized() + [0x0A], "\(String(decoding: line, as: UTF8.self))")
        }
        let awkward: [JSONRPCMessage] = [
            .request(id: .number(-7), method: "we\"ird\n", params: nil),
            .notification(method: "log", params: ["message": "tab\there", "fields": [1.5, .null, ["é": "😀"]]]),
            .response(id: .string(""), result: JSONFragment(.null)),
            .errorResponse(id: nil, error: ResponseError(code: .parseError, message: "Parse error")),
            .errorResponse(id: .number(3), error: ResponseError(code: .invalidParams, message: "bad", data: ["path": "/width"])),
        ]
        for message in awkward {
            #expect(message.encodedLine() == message.json.serialized() + [0x0A], "\(message)")
        }
    }

    @Test func decodesEveryTranscriptMessageLikeTheGeneralPath() throws {
        var count = 0
        for line in try Self.transcriptLines() {
            let general = try #require(Self.generalDecode(line))
            #expect(Self.fastDecode(line) == general, "\(String(decoding: line, as: UTF8.self))")
            count += 1
        }
        #expect(count > 40)
    }

    @Test func reportsTheErrorsTheGeneralPathReports() throws {
        #expect(
            Self.lineError(Array("{".utf8))
                == .notJSON(JSONParseError(offset: 1, reason: "unexpected end of input, expected a member name")))
        let batch = Self.lineError(Array(#"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#.utf8))
        guard case .notJSONRPC(let error)? = batch else {
            Issue.record("a batch is not JSON-RPC here")
            return
        }
        #expect(error.error.message == "Batches (JSON arrays) are not supported, got array")
        let json = try JSONValue(parsing: #"{"jsonrpc":"2.0","id":7,"method":3}"#)
        var expected: MessageDecodingError?
        do { _ = try JSONRPCMessage(json: json) } catch { expected = error }
        #expect(Self.lineError(json.serialized()) == expected.map { .notJSONRPC($0) })
    }

    /// Hand-made lines at the edges of the envelope rules: the line path agrees with the tree
    /// path, escaped and repeated member names included.
    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1,"method":"cellHeight","params":{"width":320}}"#,
        #"  {"params":[1,2],"method":"m","id":"x","jsonrpc":"2.0"}  "#,
        #"{"jsonrpc":"2.0","method":"reloadWidget"}"#,
        #"{"jsonrpc":"2.0","id":2.0,"result":{}}"#,
        #"{"jsonrpc":"2.0","id":2.5,"result":{}}"#,
        #"{"jsonrpc":"2.0","id":null,"result":1}"#,
        #"{"jsonrpc":"2.0","id":null,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":[1],"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","result":3}"#,
        #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"x"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":7}"#,
        #"{"jsonrpc":"1.0","id":1,"method":"m"}"#,
        #"{"id":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"id":2,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","extra":{"deep":[true]}}"#,
        #"{"jsonrpc":"2.0","i\u0064":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m"} x"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m",}"#,
        #"{"jsonrpc":"2.0","id":1}"#,
        #"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#,
        #"{}"#, #"  "#, #""#, #"{"#, #"{"jsonrpc":"2.0","id":1,"method":"m""#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":"\ud83d"}}"#,
    ])
    func edgeLinesAgreeOrDecline(text: String) {
        let line = Array(text.utf8)
        #expect(Self.fastDecode(line) == Self.generalDecode(line))
    }

    @Test func theDepthLimitCountsTheEnvelope() {
        let line = Array(#"{"jsonrpc":"2.0","id":1,"method":"m","params":[[1]]}"#.utf8)
        #expect(Self.fastDecode(line, maxDepth: 3) != nil)
        #expect(Self.generalDecode(line, maxDepth: 3) != nil)
        #expect(Self.fastDecode(line, maxDepth: 2) == nil)
        #expect(Self.generalDecode(line, maxDepth: 2) == nil)
    }

    /// 20,000 random corruptions of real lines: never a crash, never a disagreement.
    @Test func mutatedLinesNeverMakeTheFastPathDisagree() async throws {
        try await CPUHeavy.run {
            let corpus = try Self.transcriptLines()
            var random = SplitMix64(seed: 0xFA57_FA57)
            func next() -> UInt64 { random.next() }
            let interesting: [UInt8] = Array(#"{}[]",:\ 0123456789.-eE"tfnul"#.utf8) + [0x80, 0xC3, 0xFF, 0x00, 0x0A]
            var agreed = 0
            for _ in 0..<20_000 {
                var line = corpus[Int(next() % UInt64(corpus.count))]
                for _ in 0...(next() % 3) {
                    let at = Int(next() % UInt64(max(line.count, 1)))
                    switch next() % 3 {
                    case 0 where !line.isEmpty: line[at] = interesting[Int(next() % UInt64(interesting.count))]
                    case 1 where !line.isEmpty: line.remove(at: at)
                    default: line.insert(interesting[Int(next() % UInt64(interesting.count))], at: min(at, line.count))
                    }
                }
                let general = Self.generalDecode(line)
                guard Self.fastDecode(line) == general else {
                    Issue.record("disagreement on \(String(decoding: line, as: UTF8.self))")
                    return
                }
                if general != nil { agreed += 1 }
            }
            #expect(agreed > 2_000, "enough mutated lines stay valid for the comparison to mean something")
        }
    }
}
