import Testing
import WidgetJSON
import WidgetTestSupport

/// Seeded random testing: generated values must round-trip exactly; mutated documents must
/// never crash, and whatever parses must re-serialize to a fixed point.
///
/// CPU-heavy: `.serialized`, and the loops run on ``CPUHeavy`` (off the cooperative pool, one heavy
/// test at a time across the bundle).
@Suite(.serialized) struct JSONRoundTripFuzzTests {
    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0xC0DE_C0DE, 0xDEAD_BEEF]

    /// 4 seeds × 5,000 values = 20,000 generated documents.
    @Test(arguments: seeds)
    func randomValuesRoundTrip(seed: UInt64) async throws {
        await CPUHeavy.run {
            var random = SplitMix64(seed: seed)
            for iteration in 0..<5_000 {
                let value = RandomJSON.value(using: &random, depth: 0)
                let bytes = value.serialized(sortedKeys: iteration.isMultiple(of: 2))
                let parsed: JSONValue
                do {
                    parsed = try JSONValue(parsing: bytes)
                } catch {
                    Issue.record("seed \(seed) iteration \(iteration): \(error) in \(String(decoding: bytes, as: UTF8.self))")
                    return
                }
                guard parsed == value, parsed.serialized(sortedKeys: iteration.isMultiple(of: 2)) == bytes else {
                    Issue.record("seed \(seed) iteration \(iteration): round trip changed \(String(decoding: bytes, as: UTF8.self))")
                    return
                }
            }
        }
    }

    /// 4 seeds × 25,000 mutations = 100,000 mutated documents.
    @Test(arguments: seeds)
    func mutatedDocumentsNeverCrashAndReparseStably(seed: UInt64) async throws {
        await CPUHeavy.run {
            var random = SplitMix64(seed: seed)
            let corpus = (0..<64).map { _ in RandomJSON.value(using: &random, depth: 0).serialized() } + RandomJSON.seedDocuments
            var parsedCount = 0
            for iteration in 0..<25_000 {
                var bytes = corpus[Int(random.next() % UInt64(corpus.count))]
                for _ in 0...(random.next() % 4) { RandomJSON.mutate(&bytes, using: &random) }
                guard let value = try? JSONValue(parsing: bytes, maxDepth: 64) else { continue }
                parsedCount += 1
                let once = value.serialized()
                guard let again = try? JSONValue(parsing: once, maxDepth: 64), again == value, again.serialized() == once else {
                    Issue.record("seed \(seed) iteration \(iteration): unstable after mutation: \(bytes)")
                    return
                }
            }
            // The mutations must leave enough valid documents for the stability check to mean something.
            #expect(parsedCount > 2_000, "seed \(seed)")
        }
    }
}

enum RandomJSON {
    static let seedDocuments: [[UInt8]] = [
        #"{"jsonrpc":"2.0","id":1,"method":"configureCell","params":{"width":320}}"#,
        #"[1,-0.5,1e-7,"\u00e9\ud83d\ude00\n",true,false,null,{"":[]}]"#,
        #"{"a":{"b":{"c":[[[[1]]]]}},"a":2,"€":"\/"}"#,
    ].map { Array($0.utf8) }

    static let alphabet: [String] = [
        "a", "b", "key", "é", "😀", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", " ", "\u{7F}", "~", "\u{FFFD}", "中",
    ]

    static func string(using random: inout SplitMix64) -> String {
        let length = Int(random.next() % 8)
        return (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
    }

    static func value(using random: inout SplitMix64, depth: Int) -> JSONValue {
        let choice = random.next() % (depth > 5 ? 6 : 9)
        switch choice {
        case 0: return .null
        case 1: return .bool(random.next() & 1 == 0)
        case 2:
            let raw = Int64(bitPattern: random.next())
            return .int(random.next() & 1 == 0 ? raw : raw % 1000)
        case 3:
            // Random bit patterns cover subnormals and huge exponents; non-finite ones cannot round-trip.
            let bits = Double(bitPattern: random.next())
            let d = random.next() & 1 == 0 ? bits : Double(Int64(bitPattern: random.next()) % 100_000) / 64
            return .double(d.isFinite ? d : 0.5)
        case 4, 5: return .string(string(using: &random))
        case 6, 7:
            return .array((0..<Int(random.next() % 5)).map { _ in value(using: &random, depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int(random.next() % 5) { object[string(using: &random)] = value(using: &random, depth: depth + 1) }
            return .object(object)
        }
    }

    static let interesting: [UInt8] =
        Array(#"{}[]",:\-+.eE0159tfnu"#.utf8) + [0x00, 0x1F, 0x20, 0x7F, 0x80, 0xBF, 0xC0, 0xE0, 0xED, 0xF0, 0xF4, 0xFF]

    static func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
        let byte =
            random.next() & 1 == 0 ? interesting[Int(random.next() % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: random.next())
        switch random.next() % 5 {
        case 0 where !bytes.isEmpty: bytes[position] ^= UInt8(1) << (random.next() % 8)
        case 1: bytes.insert(byte, at: position)
        case 2 where !bytes.isEmpty: bytes.remove(at: position)
        case 3: bytes.removeSubrange(position...)
        default: if !bytes.isEmpty { bytes[position] = byte }
        }
    }
}
