import Testing
import WidgetJSON
import WidgetTestSupport

/// `JSONCodec` goes straight between bytes and typed values; it must behave exactly like the
/// two-step path through `JSONValue` (`JSONValueEncoder` + `serialized()`, `JSONValue(parsing:)`
/// + `JSONValueDecoder`): same bytes, same values, same errors with the same pointers.
///
/// CPU-heavy: `.serialized`, and the random comparisons run on ``CPUHeavy`` (off the cooperative
/// pool, one heavy test at a time across the bundle).
@Suite(.serialized) struct JSONDirectCodecTests {
    // MARK: Decoding

    @Test(arguments: JSONRoundTripFuzzTests.seeds)
    func directDecodingAgreesWithTheValuePathOnMutatedDocuments(seed: UInt64) async throws {
        await CPUHeavy.run {
            var random = SplitMix64(seed: seed)
            let corpus = (0..<64).map { _ in RandomJSON.value(using: &random, depth: 0).serialized() } + RandomJSON.seedDocuments
            var decodedCount = 0
            for iteration in 0..<10_000 {
                var bytes = corpus[Int(random.next() % UInt64(corpus.count))]
                for _ in 0...(random.next() % 4) { RandomJSON.mutate(&bytes, using: &random) }
                let viaValue = Outcome { try JSONValueDecoder().decode(Probe.self, from: JSONValue(parsing: bytes)) }
                let direct = Outcome { try JSONCodec.decode(Probe.self, from: bytes) }
                guard viaValue == direct else {
                    Issue.record("seed \(seed) iteration \(iteration): \(viaValue) vs \(direct) for \(bytes)")
                    return
                }
                let rawViaValue = Outcome { try JSONValue(parsing: bytes) }
                let rawDirect = Outcome { try JSONCodec.decode(JSONValue.self, from: bytes) }
                guard rawViaValue == rawDirect, rawViaValue.serialized == rawDirect.serialized else {
                    Issue.record("seed \(seed) iteration \(iteration): \(rawViaValue) vs \(rawDirect) for \(bytes)")
                    return
                }
                if case .value = direct { decodedCount += 1 }
            }
            // About one mutated document in ten still decodes; enough must for the comparison to mean something.
            #expect(decodedCount > 500, "seed \(seed)")
        }
    }

    @Test(arguments: [
        #"{"font":5}"#, #"{"font":null}"#, #"{"weight":1}"#, #"{"font":"a","weight":3.5}"#,
        #"{"font":"a","weight":1e300}"#, #"{"font":"a","weight":"7"}"#, #"[1]"#, #"null"#, #"{"font":"a","font":7}"#,
        #"{"font":"a","tags":{"a/b":1,"~x":"no"}}"#, #"{"font":"a","tags":{"k":{"x":1}}}"#, #"{"font":"a","scores":[1,"x"]}"#,
        #"{"font":"a","pair":[1]}"#, #"{"font":"a","pair":[1,2,3]}"#, #"{"font":"a","pair":{}}"#, #"{"font":"a","ratio":1e39}"#,
        #"{"font":"a","small":300}"#, #"{"font":"a","small":-1}"#, #"{"font":"a","nested":[{"font":"b"},{"weight":2}]}"#,
        #"{"font":"a\u0000b","weight":9007199254740993}"#, #"{"font":"\ud800","weight":2.0}"#,
        // Escaped names, and names that share a lookup bit (same length and first byte) with "font".
        #"{"f\u006fnt":"a","weight":2}"#, #"{"font":"a","f\u006fnt":"b"}"#, #"{"fxyz":1,"font":"a","fzzz":2}"#,
        #"{"font":"a","fxyz":1,"font":"b"}"#,
    ])
    func decodingErrorsAndValuesMatchTheValuePath(json: String) throws {
        let bytes = Array(json.utf8)
        let viaValue = Outcome { try JSONValueDecoder().decode(Typed.self, from: JSONValue(parsing: bytes)) }
        let direct = Outcome { try JSONCodec.decode(Typed.self, from: bytes) }
        #expect(viaValue == direct)
        if case .failed(let description) = direct {
            #expect(description.hasPrefix("JSONDecodingError"), "\(description)")
        }
    }

    @Test(arguments: [#"{"font":"#, "", "[1,]", #"{"a":1}x"#, "\u{FEFF}{}", #"{"font":"\#u{1}"}"#, "1e400", "[01]", #"{"a" 1}"#])
    func parseErrorsMatchTheParser(json: String) throws {
        let bytes = Array(json.utf8)
        let parser = Outcome { try JSONValue(parsing: bytes) }
        let direct = Outcome { try JSONCodec.decode(Typed.self, from: bytes) }
        guard case .failed(let description) = parser else {
            Issue.record("\(json) parsed")
            return
        }
        #expect(direct == .failed(description))
    }

    @Test func nestingLimitsMatch() throws {
        let deep = Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
        #expect(Outcome { try JSONCodec.decode(JSONValue.self, from: deep) } == Outcome { try JSONValue(parsing: deep) })
        var chain = "{}"
        for _ in 0..<600 { chain = #"{"next":\#(chain)}"# }
        let bytes = Array(chain.utf8)
        let viaValue = Outcome { try JSONValueDecoder().decode(Chain.self, from: JSONValue(parsing: bytes)) }
        #expect(Outcome { try JSONCodec.decode(Chain.self, from: bytes) } == viaValue)
    }

    @Test func readsTheSameObjectThroughSeveralKeyedContainersAndAsJSONValue() throws {
        let bytes = Array(#"{"kind":"mystery","a":1,"b":[true,null,2.5],"c":{"d":"\u00e9"}}"#.utf8)
        let direct = try JSONCodec.decode(Node.self, from: bytes)
        #expect(direct == (try JSONValueDecoder().decode(Node.self, from: JSONValue(parsing: bytes))))
        #expect(direct.raw == (try JSONValue(parsing: bytes)))
        #expect(direct.a == 1)
    }

    @Test func largeObjectsDecodeAndTheLastRepeatedKeyWins() throws {
        let members = (0..<100).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        let bytes = Array(#"{\#(members),"k7":"seven"}"#.utf8)
        let direct = Outcome { try JSONCodec.decode([String: Int].self, from: bytes) }
        #expect(direct == Outcome { try JSONValueDecoder().decode([String: Int].self, from: JSONValue(parsing: bytes)) })
        let strings = try JSONCodec.decode([String: JSONValue].self, from: bytes)
        #expect(strings.count == 100 && strings["k7"] == "seven")
    }

    // MARK: Encoding

    @Test func directEncodingWritesWhatTheValuePathWrites() throws {
        try expectSameEncoding(Typed.sample)
        try expectSameEncoding(Node(kind: "mystery", a: 3, raw: ["kind": "mystery", "a": 3, "z": [1, 2.5, nil]]))
        try expectSameEncoding(Special())
        try expectSameEncoding(Derived(id: 7, name: "d"))  // superEncoder: falls back
        try expectSameEncoding(Twice())  // a repeated key: falls back
        try expectSameEncoding(Interleaved())  // a nested container written after its parent moved on
        try expectSameEncoding(Dictionary(uniqueKeysWithValues: (0..<100).map { ("k\($0)", $0) }))
        try expectSameEncoding(JSONValue.array([.double(.nan), .double(-0.0), "x/\u{1}\"", [:], []]))
        try expectSameEncoding([Typed?.none, Typed.sample])
        try expectSameEncoding(SingleWrapper(inner: Typed.sample))
    }

    @Test(arguments: [0x5EED_0001, 0xC0DE_C0DE] as [UInt64])
    func directEncodingOfRandomValuesMatches(seed: UInt64) async throws {
        try await CPUHeavy.run {
            var random = SplitMix64(seed: seed)
            for _ in 0..<2_000 {
                let value = RandomJSON.value(using: &random, depth: 0)
                let bytes = value.serialized()
                let probe = try JSONCodec.decode(Probe.self, from: bytes)
                try expectSameEncoding(probe)
            }
        }
    }

    @Test func directEncodingThrowsWhatTheValuePathThrows() throws {
        #expect(throws: EncodingError.self) { try JSONCodec.encode(Nothing()) }
        var chain = Chain(next: nil)
        for _ in 0..<1_000 { chain = Chain(next: chain) }
        #expect(throws: EncodingError.self) { try JSONCodec.encode(chain) }
        #expect(throws: Unlucky.self) { try JSONCodec.encode(Throwing()) }
    }

    private func expectSameEncoding<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let viaValue = try JSONValueEncoder().encode(value).serialized()
        let direct = try JSONCodec.encode(value)
        #expect(String(decoding: direct, as: UTF8.self) == String(decoding: viaValue, as: UTF8.self), sourceLocation: sourceLocation)
    }
}

// MARK: - Helpers

/// A result compared by value or by error description (type, pointer or offset, reason).
private enum Outcome<T: Equatable>: Equatable {
    case value(T)
    case failed(String)

    init(_ body: () throws -> T) {
        do {
            self = .value(try body())
        } catch {
            self = .failed("\(type(of: error)): \(error)")
        }
    }
}

extension Outcome where T == JSONValue {
    var serialized: [UInt8]? {
        if case .value(let value) = self { return value.serialized() }
        return nil
    }
}

/// Walks any JSON through the decoder's containers (never asking for a `JSONValue`), so the
/// keyed, unkeyed and single-value paths of both decoders are compared on arbitrary input.
private indirect enum Probe: Codable, Equatable {
    case null, bool(Bool), int(Int64), double(Double), string(String), array([Probe]), object([String], [Probe])

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            let keys = keyed.allKeys
            self = .object(keys.map(\.stringValue), try keys.map { try keyed.decode(Probe.self, forKey: $0) })
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [Probe] = []
            while !unkeyed.isAtEnd {
                if try unkeyed.decodeNil() { elements.append(.null) } else { elements.append(try unkeyed.decode(Probe.self)) }
            }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let int = try? single.decode(Int64.self) {
                self = .int(int)
            } else if let double = try? single.decode(Double.self) {
                self = .double(double)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let b):
            var single = encoder.singleValueContainer()
            try single.encode(b)
        case .int(let i):
            var single = encoder.singleValueContainer()
            try single.encode(i)
        case .double(let d):
            var single = encoder.singleValueContainer()
            try single.encode(d)
        case .string(let s):
            var single = encoder.singleValueContainer()
            try single.encode(s)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements {
                if element == .null { try unkeyed.encodeNil() } else { try unkeyed.encode(element) }
            }
        case .object(let keys, let values):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in zip(keys, values) { try keyed.encode(value, forKey: AnyKey(stringValue: key)) }
        }
    }
}

private struct Typed: Codable, Equatable {
    var font: String
    var weight: Int?
    var ratio: Float?
    var small: UInt8?
    var scores: [Int?]?
    var tags: [String: Int]?
    var pair: Pair?
    var nested: [Typed]?
    var big: UInt64?
    var payload: JSONValue?

    static let sample = Typed(
        font: "title", weight: -7, ratio: 0.1, small: 200, scores: [1, nil, 3], tags: ["a/b": 1], pair: Pair(a: 1, b: 2),
        nested: [
            Typed(font: "x", weight: nil, ratio: nil, small: nil, scores: nil, tags: nil, pair: nil, nested: nil, big: nil, payload: nil)
        ],
        big: .max, payload: ["raw": [1, 2.5, "three", nil]])
}

private struct Pair: Codable, Equatable {
    var a: Int, b: Int
    init(a: Int, b: Int) {
        self.a = a
        self.b = b
    }
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        a = try container.decode(Int.self)
        b = try container.decode(Int.self)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
    }
}

/// Like `CellNode`: two keyed containers on one object, and the whole object as a `JSONValue`.
private struct Node: Codable, Equatable {
    var kind: String
    var a: Int
    var raw: JSONValue

    private enum KindKey: String, CodingKey { case kind }
    private enum BodyKey: String, CodingKey { case a }

    init(kind: String, a: Int, raw: JSONValue) {
        self.kind = kind
        self.a = a
        self.raw = raw
    }

    init(from decoder: any Decoder) throws {
        kind = try decoder.container(keyedBy: KindKey.self).decode(String.self, forKey: .kind)
        a = try decoder.container(keyedBy: BodyKey.self).decode(Int.self, forKey: .a)
        raw = try JSONValue(from: decoder)
    }

    func encode(to encoder: any Encoder) throws { try raw.encode(to: encoder) }
}

/// Scalars whose spelling matters: NaN, Float digits, UInt64 beyond Int64, nested containers.
private struct Special: Encodable {
    enum Key: String, CodingKey { case nan, float, huge, nested, list, empty, single }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(Double.nan, forKey: .nan)
        try container.encode(Float(0.1), forKey: .float)
        try container.encode(UInt64.max, forKey: .huge)
        var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
        try nested.encode(-Double.infinity, forKey: .nan)
        var list = nested.nestedUnkeyedContainer(forKey: .list)
        try list.encode(UInt.max)
        try list.encode(Int8.min)
        var inner = list.nestedUnkeyedContainer()
        try inner.encodeNil()
        try container.encode(Nothing(), forKey: .empty)
        try container.encode(SingleWrapper(inner: Typed.sample), forKey: .single)
    }
}

private struct SingleWrapper: Encodable {
    var inner: Typed
    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(inner)
    }
}

private struct Interleaved: Encodable {
    enum Key: String, CodingKey { case a, b, c }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var nested = container.nestedContainer(keyedBy: Key.self, forKey: .a)
        try container.encode(1, forKey: .b)
        try nested.encode(2, forKey: .c)
    }
}

private struct Twice: Encodable {
    enum Key: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .a)
        try container.encode(2, forKey: .b)
        try container.encode(3, forKey: .a)
    }
}

private struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

private struct Unlucky: Error {}

private struct Throwing: Encodable {
    enum Key: String, CodingKey { case a }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .a)
        throw Unlucky()
    }
}

private final class Chain: Codable, Equatable {
    var next: Chain?
    init(next: Chain?) { self.next = next }
    static func == (lhs: Chain, rhs: Chain) -> Bool { lhs.next == rhs.next }
}
