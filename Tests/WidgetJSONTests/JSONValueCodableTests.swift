import Foundation
import Testing
import WidgetJSON

private struct Style: Codable, Hashable {
    var font: String
    var weight: Int?
}

private enum Node: Codable, Hashable {
    case text(String, style: Style?)
    case stack([Node])
    case spacer
}

private struct Cell: Codable, Hashable {
    var version: UInt8
    var title: String
    var subtitle: String?
    var ratio: Float
    var scores: [Int?]
    var tags: [String: Int]
    var content: Node
    var payload: JSONValue?
}

private let sampleCell = Cell(
    version: 2, title: "Boarding", subtitle: nil, ratio: 0.1, scores: [1, nil, 3], tags: ["a/b": 1, "~x": 2],
    content: .stack([.text("LH 454", style: Style(font: "title", weight: 7)), .spacer, .stack([.text("B12", style: nil)])]),
    payload: ["raw": [1, 2.5, "three", nil]])

/// A class hierarchy, so `superEncoder`/`superDecoder` are exercised (here and by the direct codec tests).
class Base: Codable {
    var id: Int
    init(id: Int) { self.id = id }
}

final class Derived: Base {
    var name: String
    init(id: Int, name: String) {
        self.name = name
        super.init(id: id)
    }
    enum CodingKeys: String, CodingKey { case name }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        try super.init(from: container.superDecoder())
    }
    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try super.encode(to: container.superEncoder())
    }
}

private func decodingError<T: Decodable>(_ type: T.Type, _ json: JSONValue) -> JSONDecodingError? {
    do {
        _ = try JSONValueDecoder().decode(type, from: json)
        return nil
    } catch let error as JSONDecodingError {
        return error
    } catch {
        Issue.record("unexpected error type \(error)")
        return nil
    }
}

@Suite struct JSONValueCodableTests {
    @Test func nestedTypesRoundTrip() throws {
        let json = try JSONValueEncoder().encode(sampleCell)
        #expect(try JSONValueDecoder().decode(Cell.self, from: json) == sampleCell)
        let bytes = try JSONCodec.encode(sampleCell)
        #expect(try JSONCodec.decode(Cell.self, from: bytes) == sampleCell)
    }

    @Test func matchesFoundationsEncodingOfTheSameValue() throws {
        let foundation = try JSONValue(parsing: Array(JSONEncoder().encode(sampleCell)))
        #expect(try JSONValueEncoder().encode(sampleCell) == foundation)
        let ours = try JSONCodec.encode(sampleCell)
        #expect(try JSONDecoder().decode(Cell.self, from: Data(ours)) == sampleCell)
    }

    @Test func omitsNilOptionalsAndWritesFloatsShortest() throws {
        let json = try JSONValueEncoder().encode(sampleCell)
        #expect(json["subtitle"] == nil)
        #expect(json["ratio"] == .double(0.1))
        #expect(json["scores"] == [1, nil, 3])
        #expect(json["content"]?["stack"]?["_0"]?.arrayValue?.count == 3)
    }

    @Test func decodesMissingAndNullOptionalsAsNil() throws {
        let style = try JSONValueDecoder().decode(Style.self, from: ["font": "body", "weight": nil])
        #expect(style == Style(font: "body", weight: nil))
        #expect(try JSONValueDecoder().decode(Style.self, from: ["font": "body"]) == Style(font: "body", weight: nil))
        #expect(try JSONValueDecoder().decode([Int?].self, from: [nil, 1, nil]) == [nil, 1, nil])
        #expect(try JSONValueDecoder().decode(Int?.self, from: nil) == nil)
    }

    @Test func jsonValuePassesStraightThrough() throws {
        let value: JSONValue = ["x": [1, 2.5, nil, ["y": "z"]], "n": .double(.nan)]
        let encoded = try JSONValueEncoder().encode(value)
        guard case .double(let nan) = encoded["n"] else {
            Issue.record("NaN did not pass through as a double: \(encoded)")
            return
        }
        #expect(nan.isNaN)
        #expect(try JSONValueDecoder().decode(JSONValue.self, from: value)["x"] == value["x"])
        // Integer/double distinction survives the trip inside a typed value.
        let cell = try JSONCodec.decode(Cell.self, from: JSONCodec.encode(sampleCell))
        let first = try #require(cell.payload?["raw"]?.arrayValue?.first)
        #expect({ if case .int(1) = first { true } else { false } }())
    }

    @Test func superEncoderAndDecoderNestUnderSuper() throws {
        let json = try JSONValueEncoder().encode(Derived(id: 7, name: "d"))
        #expect(json == ["name": "d", "super": ["id": 7]])
        let back = try JSONValueDecoder().decode(Derived.self, from: json)
        #expect(back.id == 7 && back.name == "d")
    }

    @Test(arguments: [
        (JSONValue.int(300), "number 300 is out of range for UInt8"), (.int(-1), "number -1 is out of range for UInt8"),
        (.double(3.5), "expected integer, got 3.5"), (.string("3"), "expected integer, got string"),
        (.double(1e20), "number 1e+20 is out of range for UInt8"),
    ])
    func rangeChecksIntegers(json: JSONValue, reason: String) throws {
        let error = try #require(decodingError(UInt8.self, json))
        #expect(error == JSONDecodingError(pointer: "", reason: reason))
    }

    @Test func acceptsIntegralDoublesAsIntegersAndIntsAsDoubles() throws {
        #expect(try JSONValueDecoder().decode(Int.self, from: .double(3)) == 3)
        #expect(try JSONValueDecoder().decode(Double.self, from: .int(3)) == 3)
        #expect(try JSONValueDecoder().decode(Int64.self, from: .int(.min)) == .min)
        #expect(decodingError(Float.self, .double(1e300))?.reason == "number 1e+300 is out of range for Float")
    }

    @Test func errorsPointAtTheOffendingField() throws {
        var json = try JSONValueEncoder().encode(sampleCell)
        json = replacing(json, at: ["content", "stack", "_0", 0, "text", "style", "font"], with: 5)
        let error = try #require(decodingError(Cell.self, json))
        #expect(error.pointer == "/content/stack/_0/0/text/style/font")
        #expect(error.reason == "expected string, got number")
        #expect(error.description == "expected string, got number at /content/stack/_0/0/text/style/font")
    }

    @Test func missingFieldPointsAtTheField() throws {
        let error = try #require(decodingError([Style].self, [["font": "a"], ["weight": 1]]))
        #expect(error == JSONDecodingError(pointer: "/1/font", reason: #"missing required field "font""#))
    }

    @Test func nullForARequiredFieldSaysSo() throws {
        let error = try #require(decodingError(Style.self, ["font": nil]))
        #expect(error == JSONDecodingError(pointer: "/font", reason: "expected string, got null"))
    }

    @Test func wrongContainerKindsAreReported() throws {
        #expect(decodingError(Style.self, [1]) == JSONDecodingError(pointer: "", reason: "expected object, got array"))
        #expect(decodingError([Int].self, ["a": 1]) == JSONDecodingError(pointer: "", reason: "expected array, got object"))
    }

    @Test func escapesTildeAndSlashInPointers() throws {
        let error = try #require(decodingError([String: Int].self, ["a/b": 1, "~x": "no"]))
        #expect(error.pointer == "/~0x")
        let nested = try #require(decodingError([String: [String: Int]].self, ["a/~b": ["c": true]]))
        #expect(nested.pointer == "/a~1~0b/c")
    }

    @Test func customInitialisersSeeDecodingErrorsAndTheirOwnErrorsGetPointers() throws {
        struct Lenient: Decodable, Equatable {
            var value: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                do {
                    value = try container.decode(Int.self, forKey: AnyKey(stringValue: "value"))
                } catch DecodingError.typeMismatch {
                    value = -1
                }
                if value == 13 {
                    throw DecodingError.dataCorruptedError(
                        forKey: AnyKey(stringValue: "value"), in: container, debugDescription: "13 is unlucky")
                }
            }
        }
        #expect(try JSONValueDecoder().decode(Lenient.self, from: ["value": "x"]).value == -1)
        #expect(decodingError([Lenient].self, [["value": 13]]) == JSONDecodingError(pointer: "/0/value", reason: "13 is unlucky"))
    }

    @Test func runawayRecursiveTypesFailInsteadOfOverflowing() throws {
        final class Chain: Codable {
            var next: Chain?
            init(next: Chain?) { self.next = next }
        }
        var chain = Chain(next: nil)
        for _ in 0..<1_000 { chain = Chain(next: chain) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(chain) }
        var json: JSONValue = [:]
        for _ in 0..<1_000 { json = ["next": json] }
        let error = try #require(decodingError(Chain.self, json))
        #expect(error.reason == "nesting deeper than 512 levels")
        // Take both apart iteratively; a 1,000-deep release chain is fine, this keeps it explicit.
        while let next = chain.next { chain = next }
    }

    @Test func unkeyedContainerReportsRunningOutOfElements() throws {
        struct Pair: Decodable {
            var a: Int, b: Int
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                a = try container.decode(Int.self)
                b = try container.decode(Int.self)
            }
        }
        let error = try #require(decodingError(Pair.self, [1]))
        #expect(error.pointer == "/1")
    }

    @Test func encodingTheSameKeyTwiceKeepsTheLastValue() throws {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(1, forKey: AnyKey(stringValue: "a"))
                try container.encode(2, forKey: AnyKey(stringValue: "b"))
                try container.encode(3, forKey: AnyKey(stringValue: "a"))
            }
        }
        #expect(try JSONValueEncoder().encode(Twice()).serializedString() == #"{"a":3,"b":2}"#)
    }

    @Test func topLevelValueThatEncodesNothingThrows() {
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Nothing()) }
    }

    @Test func parseErrorsComeThroughJSONCodec() {
        #expect(throws: JSONParseError.self) { try JSONCodec.decode(Style.self, from: Array("{\"font\":".utf8)) }
    }

    private func replacing(_ value: JSONValue, at path: [JSONPathStep], with replacement: JSONValue) -> JSONValue {
        guard let step = path.first else { return replacement }
        let rest = Array(path.dropFirst())
        switch (value, step) {
        case (.object(var object), .key(let key)):
            object[key] = replacing(object[key] ?? .null, at: rest, with: replacement)
            return .object(object)
        case (.array(var array), .index(let index)):
            array[index] = replacing(array[index], at: rest, with: replacement)
            return .array(array)
        default:
            return value
        }
    }
}

private enum JSONPathStep: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case key(String)
    case index(Int)
    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
