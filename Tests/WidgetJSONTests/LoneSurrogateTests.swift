import Testing
import WidgetJSON
import WidgetTestSupport

/// protocol/README.md §1 "Lone surrogates", both directions of this codec (the host's and the
/// Swift SDK's): what it reads becomes U+FFFD wherever it stands, and what it writes never holds
/// one, because it writes Unicode scalars as UTF-8 and escapes nothing above U+001F.
@Suite struct LoneSurrogateTests {
    /// In a member name, and so in a request id or an action id: the replaced name is a
    /// different name, and two names that differ only in their lone surrogates become one.
    @Test func aLoneSurrogateInAMemberNameIsReplacedToo() throws {
        let value = try JSONValue(parsing: #"{"id":"h-1\ud800","k\udc00":1,"k\ud800":2}"#)
        #expect(value["id"] == .string("h-1\u{FFFD}"))
        #expect(value.objectValue?.keys == ["id", "k\u{FFFD}"])
        #expect(value["k\u{FFFD}"] == 2, "the last of the duplicates wins, as for any repeated name")
    }

    /// The typed codec reads straight from the line's bytes: the same replacement as the value
    /// parser, never an error.
    @Test func theTypedCodecReplacesAsTheParserDoes() throws {
        struct Reply: Decodable, Equatable { var text: String }
        #expect(try JSONCodec.decode(Reply.self, from: Array(#"{"text":"cut \ud83d"}"#.utf8)) == Reply(text: "cut \u{FFFD}"))
    }

    /// Whatever string is written (replacement characters, pairs' characters, controls, quotes),
    /// the output is valid UTF-8 with no surrogate escape: the only `\u` escapes are `\u00XX`
    /// for control characters. And it reads back as the same string.
    @Test(arguments: [UInt64(1), 27, 4242])
    func theSerializerNeverWritesOne(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let pool: [Unicode.Scalar] = ["a", "\"", "\\", "/", "\u{0}", "\u{1F}", "\u{7F}", "é", "\u{FFFD}", "\u{D7FF}", "\u{E000}", "😀", "𝄞"]
        for iteration in 0..<500 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &random) { scalars.append(pool.randomElement(using: &random)!) }
            let text = String(scalars)
            let bytes = JSONValue.string(text).serialized()
            let written = try #require(String(validating: bytes, as: UTF8.self), "seed \(seed) iteration \(iteration)")
            #expect(
                written.ranges(of: /\\u(?!00[01][0-9a-f])/).isEmpty, "seed \(seed) iteration \(iteration): \(written)")
            #expect(try JSONValue(parsing: bytes) == .string(text), "seed \(seed) iteration \(iteration)")
        }
    }

    /// A widget's lone surrogate read, then written on (to the flight recorder, back to the
    /// widget in an action id): U+FFFD as its UTF-8 bytes, never the escape again.
    @Test func aReadLoneSurrogateIsWrittenOnAsTheReplacementCharacter() throws {
        let read = try JSONValue(parsing: #"{"action":"a\ud800"}"#)
        #expect(read.serialized() == Array(#"{"action":"a"#.utf8) + [0xEF, 0xBF, 0xBD] + Array(#""}"#.utf8))
    }
}
