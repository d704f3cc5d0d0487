import Testing
import WidgetJSON
import WidgetTestSupport

/// `forEachMember(ofObjectIn:)` against the full parser: it accepts exactly the objects the
/// parser accepts (bar escaped names, which it declines) and reports their members in order.
///
/// CPU-heavy: `.serialized`, and the random comparison runs on ``CPUHeavy`` (off the cooperative
/// pool, one heavy test at a time across the bundle).
@Suite(.serialized) struct JSONMemberScannerTests {
    /// The members as visited, or `nil` when the scanner declined.
    static func scan(_ text: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth) -> [(String, JSONValue)]? {
        var members: [(String, JSONValue)] = []
        let accepted = text.withUnsafeBytes { bytes in
            JSONValue.forEachMember(ofObjectIn: bytes, maxDepth: maxDepth) { name, value in
                members.append((String(decoding: name, as: UTF8.self), value))
                return true
            }
        }
        return accepted ? members : nil
    }

    @Test func visitsMembersInDocumentOrderRepeatsIncluded() throws {
        let members = try #require(Self.scan(Array(#" { "b" : [1, {"x":null}] ,"a":"é","b":2 } "#.utf8)))
        #expect(members.map(\.0) == ["b", "a", "b"])
        #expect(members.map(\.1) == [[1, ["x": nil]], "é", 2])
    }

    @Test func declinesWhatIsNotOneValidObjectAndEscapedNames() {
        for text in [#"[]"#, #"1"#, #"{"a":1} 2"#, #"{"a":1,}"#, #"{"a" 1}"#, #"{"\u0061":1}"#, #"{"a":tru}"#, #"{"a":"\#u{1}"}"#, #"{"#, ""] {
            #expect(Self.scan(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(Self.scan(Array("{}".utf8))?.isEmpty == true)
    }

    @Test func aVisitorCanStopTheScan() {
        var seen = 0
        let accepted = Array(#"{"a":1,"b":2,"c":3}"#.utf8).withUnsafeBytes { bytes in
            JSONValue.forEachMember(ofObjectIn: bytes) { _, _ in
                seen += 1
                return seen < 2
            }
        }
        #expect(!accepted)
        #expect(seen == 2)
    }

    @Test func theObjectCountsTowardsTheDepthLimit() {
        let text = Array(#"{"a":[[1]]}"#.utf8)
        #expect(Self.scan(text, maxDepth: 3) != nil)
        #expect((try? JSONValue(parsing: text, maxDepth: 3)) != nil)
        #expect(Self.scan(text, maxDepth: 2) == nil)
        #expect((try? JSONValue(parsing: text, maxDepth: 2)) == nil)
        #expect(Self.scan(Array("{}".utf8), maxDepth: 0) == nil)
    }

    /// The seeded generator and mutator of the round-trip fuzz tests: 4 × 10,000 documents.
    @Test(arguments: JSONRoundTripFuzzTests.seeds)
    func agreesWithTheParserOnRandomAndMutatedDocuments(seed: UInt64) async {
        await CPUHeavy.run {
            var random = SplitMix64(seed: seed)
            let corpus = (0..<64).map { _ in JSONValue.object(["k": RandomJSON.value(using: &random, depth: 0)]).serialized() }
                + RandomJSON.seedDocuments
            var accepted = 0
            for iteration in 0..<10_000 {
                var bytes = corpus[Int(random.next() % UInt64(corpus.count))]
                if iteration % 4 != 0 {
                    for _ in 0...(random.next() % 3) { RandomJSON.mutate(&bytes, using: &random) }
                }
                let parsed = try? JSONValue(parsing: bytes, maxDepth: 64)
                guard let members = Self.scan(bytes, maxDepth: 64) else {
                    // Declining is only allowed where the parser fails, the document is no object,
                    // or a name might be escaped.
                    if case .object? = parsed, !bytes.contains(UInt8(ascii: "\\")) {
                        Issue.record("seed \(seed) iteration \(iteration): declined a valid object \(bytes)")
                        return
                    }
                    continue
                }
                accepted += 1
                guard case .object(let object)? = parsed else {
                    Issue.record("seed \(seed) iteration \(iteration): accepted what the parser rejects \(bytes)")
                    return
                }
                var lastWins = JSONObject()
                for (name, value) in members { lastWins[name] = value }
                guard lastWins == object, lastWins.keys == object.keys else {
                    Issue.record("seed \(seed) iteration \(iteration): members differ from the parsed object \(bytes)")
                    return
                }
            }
            #expect(accepted > 2_500, "seed \(seed)")
        }
    }
}
