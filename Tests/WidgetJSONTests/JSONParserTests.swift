import Testing
import WidgetJSON

/// Parses `text`, returning the error rather than throwing, to keep accept/reject tables short.
private func parse(_ bytes: [UInt8]) -> Result<JSONValue, JSONParseError> {
    Result { () throws(JSONParseError) in try JSONValue(parsing: bytes) }
}

private func parse(_ text: String) -> Result<JSONValue, JSONParseError> { parse(Array(text.utf8)) }

private func parseError(_ bytes: [UInt8]) -> JSONParseError? {
    if case .failure(let error) = parse(bytes) { return error }
    return nil
}

@Suite struct JSONParserTests {
    // MARK: Scalars and structure

    @Test(arguments: [
        ("null", JSONValue.null), ("true", .bool(true)), ("false", .bool(false)),
        ("\"hi\"", .string("hi")), ("0", .int(0)), ("-1", .int(-1)), ("1.5", .double(1.5)),
        (" \t\r\n[ 1 , 2 ]\n", .array([1, 2])), ("{}", .object([:])), ("[]", .array([])),
        ("{\"a\":{\"b\":[null,true]}}", JSONValue.object(["a": .object(["b": .array([.null, .bool(true)])])])),
    ])
    func acceptsTopLevelValues(text: String, expected: JSONValue) throws {
        #expect(try parse(text).get() == expected)
    }

    @Test(arguments: [
        "", " ", "\n", "[", "{", "]", "}", "[1,]", "[,1]", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{a:1}",
        "{'a':1}", "[1 2]", "{\"a\":1 \"b\":2}", "tru", "truex", "nul", "NaN", "Infinity", "-Infinity",
        "undefined", "[1]x", "1 2", "\"a\" \"b\"", "{}{}", "\u{FEFF}1", "\u{0B}1", "\u{0C}1", "\u{A0}1",
        "\"abc", "[\"a\\\"]", "/* c */ 1", "1 // c",
    ])
    func rejectsMalformedDocuments(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    @Test func reportsEmptyInputAndTrailingGarbageWithOffsets() throws {
        let empty = try #require(parseError([]))
        #expect(empty.offset == 0)
        #expect(empty.reason.contains("empty"))
        let trailing = try #require(parseError(Array("[1] x".utf8)))
        #expect(trailing.offset == 4)
        #expect(trailing.description == "unexpected 'x' after the JSON value at byte 4")
    }

    @Test func lastDuplicateKeyWinsAtFirstPosition() throws {
        let value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    @Test func deduplicatesLargeObjectsInLinearTime() throws {
        let members = (0..<50_000).map { "\"k\($0 % 1000)\":\($0)" }.joined(separator: ",")
        let object = try #require(try JSONValue(parsing: "{\(members)}").objectValue)
        #expect(object.count == 1000)
        #expect(object["k7"] == .int(49_007))
        #expect(object.keys.first == "k0")
    }

    // MARK: Strings

    @Test(arguments: [
        (#""\"""#, "\""), (#""\\""#, "\\"), (#""\/""#, "/"), (#""\b""#, "\u{08}"), (#""\f""#, "\u{0C}"),
        (#""\n""#, "\n"), (#""\r""#, "\r"), (#""\t""#, "\t"), (#""\u0041""#, "A"), (#""\u00e9""#, "é"),
        (#""\u00E9""#, "é"), (#""\u20AC""#, "€"), (#""\u0000""#, "\u{0}"), (#""\uD83D\uDE00""#, "😀"),
        (#""a\u0062c\n""#, "abc\n"), (#""é€😀""#, "é€😀"), (#""\ud834\udd1e""#, "𝄞"),
    ])
    func decodesEscapesAndUTF8(text: String, expected: String) throws {
        #expect(try parse(text).get() == .string(expected))
    }

    /// Documented choice: a lone surrogate escape becomes U+FFFD instead of failing the message.
    @Test(arguments: [
        (#""\uD800""#, "\u{FFFD}"), (#""\uDC00""#, "\u{FFFD}"), (#""\uD800x""#, "\u{FFFD}x"),
        (#""\uD800\u0041""#, "\u{FFFD}A"), (#""\uDE00\uD83D""#, "\u{FFFD}\u{FFFD}"),
        (#""\uD800\uD83D\uDE00""#, "\u{FFFD}😀"), (#""\uD800\n""#, "\u{FFFD}\n"),
    ])
    func replacesLoneSurrogatesWithReplacementCharacter(text: String, expected: String) throws {
        #expect(try parse(text).get() == .string(expected))
    }

    @Test(arguments: [
        #""\x""#, #""\u12""#, #""\u12G4""#, #""\U0041""#, #""\'""#, #""\"#, #""\u"#, "\"\\\u{0}\"",
    ])
    func rejectsBadEscapes(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    @Test(arguments: Array(0x00...0x1F))
    func rejectsRawControlCharactersInStrings(byte: Int) throws {
        let error = try #require(parseError([0x22, 0x61, UInt8(byte), 0x22]))
        #expect(error.offset == 2)
    }

    @Test func acceptsDeleteCharacterUnescaped() throws {
        #expect(try parse([0x22, 0x7F, 0x22]).get() == .string("\u{7F}"))
    }

    /// Each input is `"` + bytes + `"`; the offset is where the bad byte sits.
    @Test(
        arguments: [
            ([0xFF], 1), ([0xFE], 1), ([0x80], 1), ([0xBF], 1),  // never valid / lone continuation
            ([0xC0, 0xAF], 1), ([0xC1, 0xBF], 1),  // overlong 2-byte
            ([0xE0, 0x80, 0xAF], 2), ([0xF0, 0x80, 0x80, 0xAF], 2),  // overlong 3- and 4-byte
            ([0xED, 0xA0, 0x80], 2), ([0xED, 0xBF, 0xBF], 2),  // UTF-16 surrogates encoded in UTF-8
            ([0xF4, 0x90, 0x80, 0x80], 2), ([0xF5, 0x80, 0x80, 0x80], 1),  // above U+10FFFF
            ([0xC3], 2), ([0xE2, 0x82], 3), ([0xF0, 0x9F, 0x98], 4),  // truncated by the closing quote
            ([0xC3, 0x41], 2), ([0xE2, 0x28, 0xA1], 2),  // bad continuation
        ] as [([UInt8], Int)])
    func rejectsInvalidUTF8NamingTheOffset(bytes: [UInt8], offset: Int) throws {
        let error = try #require(parseError([0x22] + bytes + [0x22]))
        #expect(error.offset == offset, "\(error)")
        #expect(error.reason.contains("UTF-8"))
    }

    @Test func rejectsTruncatedUTF8AtEndOfInput() throws {
        let error = try #require(parseError([0x22, 0xE2, 0x82]))
        #expect(error.offset == 3)
    }

    @Test func rejectsInvalidUTF8OutsideStrings() throws {
        let error = try #require(parseError([0x5B, 0xFF, 0x5D]))
        #expect(error.offset == 1)
    }

    @Test func acceptsValidMultibyteBoundaries() throws {
        let bytes: [UInt8] = [
            0x22, 0xC2, 0x80, 0xDF, 0xBF, 0xE0, 0xA0, 0x80, 0xED, 0x9F, 0xBF, 0xEE, 0x80, 0x80,
            0xF0, 0x90, 0x80, 0x80, 0xF4, 0x8F, 0xBF, 0xBF, 0x22,
        ]
        #expect(try parse(bytes).get() == .string("\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{10000}\u{10FFFF}"))
    }

    // MARK: Numbers

    @Test(arguments: [
        ("0", JSONValue.int(0)), ("-0", .int(0)), ("7", .int(7)), ("-12", .int(-12)),
        ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
        ("9223372036854775808", .double(9223372036854775808)), ("-9223372036854775809", .double(-9223372036854775808.0)),
        ("0.5", .double(0.5)), ("-0.0", .double(-0.0)), ("1e2", .double(100)), ("1E2", .double(100)),
        ("1e+2", .double(100)), ("1e-2", .double(0.01)), ("2.5E-3", .double(0.0025)), ("1.0", .double(1)),
        ("0e0", .double(0)), ("1e0000000000000000000002", .double(100)),
        ("0.1", .double(0.1)), ("123456789012345678901234567890", .double(1.2345678901234568e29)),
        ("1.7976931348623157e308", .double(.greatestFiniteMagnitude)), ("5e-324", .double(.leastNonzeroMagnitude)),
        ("2.2250738585072014e-308", .double(2.2250738585072014e-308)), ("1e-400", .double(0)),
        ("0.30000000000000004", .double(0.30000000000000004)), ("9007199254740993", .int(9007199254740993)),
        ("9007199254740993.0", .double(9007199254740992)), ("1e23", .double(1e23)),
    ])
    func acceptsNumbers(text: String, expected: JSONValue) throws {
        let value = try parse(text).get()
        #expect(value == expected)
        // The kind matters too: integers without fraction/exponent that fit are `.int`.
        if case .int = expected { #expect(value.intValue != nil && !text.contains(".") && !text.lowercased().contains("e")) }
        if case .double(let d) = expected, case .double(let got) = value {
            #expect(got.bitPattern == d.bitPattern || (d == 0 && got == 0 && d.sign == got.sign))
        }
    }

    @Test func integersAndDoublesKeepTheirKind() throws {
        #expect(try { if case .int = try JSONValue(parsing: "3") { true } else { false } }())
        #expect(try { if case .double = try JSONValue(parsing: "3.0") { true } else { false } }())
        #expect(try { if case .double = try JSONValue(parsing: "3e0") { true } else { false } }())
    }

    @Test(arguments: [
        "01", "-01", "00", "+1", ".5", "1.", "-", "-.5", "1.e5", "1e", "1e+", "1e-", "--1", "0x10", "1_000",
        "1.5.5", "1ee5", "- 1", "0.", "[01]", "inf", "-inf", "1e5.5", "١",
    ])
    func rejectsNumbersOutsideTheGrammar(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    /// Documented choice: a number beyond Double's range is an error, not infinity.
    @Test(arguments: ["1e400", "-1e400", "1.8e308", "[1e999999999999]", "123456789e301"])
    func rejectsNumbersThatOverflowDouble(text: String) throws {
        let error = try #require(parseError(Array(text.utf8)))
        #expect(error.reason == "number out of range")
    }

    // MARK: Input shapes

    @Test func parsesNonContiguousCollections() throws {
        let bytes = Array("[1,\"x\"]".utf8)
        #expect(try JSONValue(parsing: bytes.lazy.map { $0 }) == [1, "x"])
        #expect(try JSONValue(parsing: bytes[1..<2]) == 1)
    }

    /// JSON keys are sequences of Unicode scalars: "é" composed (U+00E9) and decomposed
    /// (e + U+0301) are two keys, although Swift's `==` calls the strings equal.
    @Test func objectKeysCompareByUnicodeScalars() throws {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        let object = try #require(JSONValue(parsing: #"{"\#(composed)":1,"\#(decomposed)":2}"#).objectValue)
        #expect(object.count == 2)
        #expect(object[composed] == 1)
        #expect(object[decomposed] == 2)
        #expect(JSONObject([(composed, 1), (decomposed, 2)] as [(String, JSONValue)]).count == 2)
        #expect(JSONValue.object(object).serializedString() == #"{"\#(composed)":1,"\#(decomposed)":2}"#)
        struct Two: Encodable {
            enum Key: String, CodingKey { case composed = "\u{E9}", decomposed = "e\u{301}" }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .composed)
                try container.encode(2, forKey: .decomposed)
            }
        }
        #expect(try JSONCodec.encode(Two()) == Array(#"{"\#(composed)":1,"\#(decomposed)":2}"#.utf8))
        struct Both: Decodable {
            var composed: Int
            var decomposed: Int
            enum CodingKeys: String, CodingKey { case composed = "\u{E9}", decomposed = "e\u{301}" }
        }
        let both = try JSONCodec.decode(Both.self, from: Array(#"{"\#(decomposed)":2,"\#(composed)":1}"#.utf8))
        #expect(both.composed == 1 && both.decomposed == 2)
    }
}
