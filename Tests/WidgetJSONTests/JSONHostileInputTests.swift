import Testing
import WidgetJSON
import WidgetTestSupport

/// Inputs a broken or malicious widget could send: each must end in an error, never a crash.
///
/// CPU-heavy: `.serialized`, and the 100,000-element documents are built and parsed on ``CPUHeavy``
/// (off the cooperative pool, one heavy test at a time across the bundle).
@Suite(.serialized) struct JSONHostileInputTests {
    /// Rejected at the first level beyond the limit, without reading (or building) the rest.
    @Test(arguments: ["[", "{\"a\":", "[{\"a\":"])
    func rejectsHundredThousandLevelsOfNesting(opener: String) throws {
        let bytes = Array(String(repeating: opener, count: 100_000).utf8)
        var thrown: JSONParseError?
        do throws(JSONParseError) { _ = try JSONValue(parsing: bytes) } catch { thrown = error }
        let error = try #require(thrown)
        #expect(error.reason == "nesting deeper than 512 levels")
        let openers = bytes.indices.lazy.filter { bytes[$0] == UInt8(ascii: "[") || bytes[$0] == UInt8(ascii: "{") }
        #expect(error.offset == openers.dropFirst(JSONValue.defaultMaxDepth).first, "the 513th opener")
    }

    @Test func acceptsNestingUpToTheLimitAndNotBeyond() throws {
        let depth = JSONValue.defaultMaxDepth
        let atLimit = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: Never.self) { try JSONValue(parsing: atLimit) }
        let beyond = "[" + atLimit + "]"
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: beyond) }
        let shallow = "[[[1]]]"
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: Array(shallow.utf8), maxDepth: 2) }
        #expect(try JSONValue(parsing: Array(shallow.utf8), maxDepth: 3) == [[[1]]])
        #expect(try JSONValue(parsing: Array("7".utf8), maxDepth: 0) == 7)
    }

    @Test func balancedDeepNestingWithinALargeLimitDoesNotUseTheCallStack() async throws {
        try await CPUHeavy.run {
            let depth = 200_000
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            var value = try JSONValue(parsing: Array(text.utf8), maxDepth: depth)
            #expect(value.serialized().count == 2 * depth)
            // Unwind by hand: releasing 200,000 nested arrays at once would recurse in the runtime.
            while case .array(let a) = value, let first = a.first { value = first }
        }
    }

    @Test func handlesLongStringsAndManyMembersQuickly() async throws {
        try await CPUHeavy.run {
            let long = String(repeating: "é\\n", count: 200_000)
            #expect(try JSONValue(parsing: "\"\(long)\"").stringValue?.count == 400_000)
            let members = (0..<100_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
            let object = try #require(try JSONValue(parsing: "{\(members)}").objectValue)
            #expect(object.count == 100_000)
            #expect(object == object)
        }
    }
}
