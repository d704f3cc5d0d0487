import Testing
import WidgetJSON

@Suite struct JSONSerializerTests {
    @Test(arguments: [
        (JSONValue.null, "null"), (.bool(true), "true"), (.bool(false), "false"), (.int(0), "0"), (.int(-7), "-7"),
        (.int(.max), "9223372036854775807"), (.int(.min), "-9223372036854775808"),
        (.double(2), "2.0"), (.double(-0.0), "-0.0"), (.double(0.1), "0.1"), (.double(1e300), "1e+300"),
        (.double(1e-5), "1e-05"), (.double(.leastNonzeroMagnitude), "5e-324"), (.double(1.7976931348623157e308), "1.7976931348623157e+308"),
        (.double(.nan), "null"), (.double(.infinity), "null"), (.double(-.infinity), "null"),
        (.array([]), "[]"), (.object([:]), "{}"), (.array([1, .array([2, .array([3])]), .object([:])]), "[1,[2,[3]],{}]"),
        (.object(["b": 1, "a": .object(["x": nil])]), #"{"b":1,"a":{"x":null}}"#),
    ])
    func writesCompactJSON(value: JSONValue, expected: String) {
        #expect(value.serializedString() == expected)
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let value = JSONValue.string("\"\\/\n\r\t\u{08}\u{0C}\u{0}\u{1F}\u{7F}é😀")
        #expect(value.serializedString() == #""\"\\/\n\r\t\b\f\u0000\u001f"# + "\u{7F}é😀\"")
    }

    @Test func escapesKeysToo() {
        let value: JSONValue = ["a\"b\n": 1]
        #expect(value.serializedString() == #"{"a\"b\n":1}"#)
    }

    @Test func sortsKeysByUTF8BytesWhenAsked() {
        let value: JSONValue = ["b": 1, "a": ["z": 1, "y": 2], "B": 3, "é": 4, "aa": 5]
        #expect(value.serializedString(sortedKeys: true) == #"{"B":3,"a":{"y":2,"z":1},"aa":5,"b":1,"é":4}"#)
        #expect(value.serializedString() == #"{"b":1,"a":{"z":1,"y":2},"B":3,"é":4,"aa":5}"#)
    }

    @Test(arguments: [
        0.0, -0.0, 1.0, 2.5, 0.1, 1.0 / 3.0, 1e16, 1e21, 1e22, 123456789.123, 1e-7, 2.2250738585072014e-308,
        .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9007199254740992, 4.35, 1e23,
    ])
    func doublesRoundTripExactly(value: Double) throws {
        let parsed = try JSONValue(parsing: JSONValue.double(value).serialized())
        guard case .double(let back) = parsed else {
            Issue.record("\(value) came back as \(parsed)")
            return
        }
        #expect(back.bitPattern == value.bitPattern)
    }

    @Test func roundTripsDocuments() throws {
        let text =
            #"{"jsonrpc":"2.0","id":7,"result":{"cell":[{"type":"text","text":"Gate \"B12\"\n→ boarding","size":1.5e-3}],"ok":true,"none":null}}"#
        let value = try JSONValue(parsing: text)
        #expect(value.serializedString() == text.replacingOccurrences(of: "1.5e-3", with: "0.0015"))
        #expect(try JSONValue(parsing: value.serialized()) == value)
    }

    @Test func serializesValuesNestedFarBeyondTheParserLimit() {
        var value: JSONValue = .int(1)
        for i in 0..<100_000 { value = i.isMultiple(of: 2) ? .array([value]) : .object(["a": value]) }
        let bytes = value.serialized()
        #expect(bytes.count == 100_000 + 1 + 50_000 * (1 + 4 + 1))
        // Tearing the tree down recursively would overflow the stack; take it apart from the top.
        while true {
            switch value {
            case .array(let a): value = a[0]
            case .object(let o): value = o["a"] ?? .null
            default: return
            }
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
