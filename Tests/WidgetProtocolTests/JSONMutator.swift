import Foundation
import WidgetJSON
import WidgetTestSupport

/// Structure-aware mutations of JSON documents for the differential tests: values replaced by
/// other types or by the protocol's own words, members dropped, added, repeated or spelled
/// with escapes, arrays grown past the limits, subtrees copied and nested deeper. Each mutant
/// is rendered to bytes, which is where repeated and escaped member names appear.
struct JSONMutator {
    var random: SplitMix64
    /// Member names, enum values and constants of every schema, and a few strangers.
    let words: [String]

    init(seed: UInt64, words: [String] = JSONMutator.schemaWords) {
        random = SplitMix64(seed: seed)
        self.words = words
    }

    /// The words of protocol/schema: what makes a mutant get past the first check.
    static let schemaWords: [String] = {
        var found: Set<String> = [
            "bogus", "", "K", "\u{212A}", "é", "e\u{301}", "#FF8800", "#GG0000", "2026-11-03T08:25:00+00:00",
            "2026-11-03T08:25:00", "https://example.com/a.png", "javascript:x", "iVBORw0KGgo=", "super", "1.0", "h-1",
        ]
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let object):
                for (key, member) in object {
                    if key == "properties", case .object(let properties) = member { found.formUnion(properties.keys) }
                    if key == "enum", case .array(let values) = member { found.formUnion(values.compactMap(\.stringValue)) }
                    if key == "const", let text = member.stringValue { found.insert(text) }
                    if key == "required", case .array(let values) = member { found.formUnion(values.compactMap(\.stringValue)) }
                    collect(member)
                }
            case .array(let elements):
                elements.forEach(collect)
            default:
                break
            }
        }
        let folder = RepositoryPaths.protocolFolder.appendingPathComponent("schema")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.path.hasSuffix(".schema.json") {
            if let data = try? Data(contentsOf: file), let value = try? JSONValue(parsing: Array(data)) { collect(value) }
        }
        return found.sorted()
    }()

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func pick<C: Collection>(_ items: C) -> C.Element { items.randomElement(using: &random)! }

    /// A value to drop in somewhere: a scalar of any type, a word, an empty container.
    mutating func scalar() -> JSONValue {
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return .null
        case 1: return .bool(chance(50))
        case 2: return .int(pick([0, 1, -1, 2, 3, 7, 20, 50, 51, 200, 300, 390, Int64.max, Int64.min]))
        case 3: return .double(pick([0.5, 3.5, -0.0, 1e20, 1e-300, 2.0, 375.5, 1.0000001, -1e300, 9.007199254740993e15]))
        case 4: return .array([])
        case 5: return .object(JSONObject())
        case 6: return .array([scalar()])
        default: return .string(pick(words))
        }
    }

    /// `value` with one to three random edits.
    mutating func mutate(_ value: JSONValue) -> JSONValue {
        var value = value
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let paths = Self.paths(in: value, limit: 400)
            let path = pick(paths)
            let donor = Self.value(in: value, at: pick(paths))
            value = edit(value, at: path[...], donor: donor)
        }
        return value
    }

    private mutating func edit(_ value: JSONValue, at path: ArraySlice<PathStep>, donor: JSONValue) -> JSONValue {
        if let step = path.first {
            switch (value, step) {
            case (.object(var object), .key(let key)):
                object[key] = edit(object[key] ?? .null, at: path.dropFirst(), donor: donor)
                return .object(object)
            case (.array(var array), .index(let index)) where index < array.count:
                array[index] = edit(array[index], at: path.dropFirst(), donor: donor)
                return .array(array)
            default:
                return value
            }
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            return scalar()
        case 2:
            return donor
        case 3:
            // Deeper: the value as a stack's only child, or inside an array.
            return chance(50) ? .object(["type": "vstack", "children": .array([value])]) : .array([value])
        default:
            switch value {
            case .object(var object):
                if !object.isEmpty, chance(40) {
                    object[pick(object.keys)] = nil
                } else {
                    object[pick(words)] = chance(50) ? scalar() : donor
                }
                return .object(object)
            case .array(var array):
                if let element = array.randomElement(using: &random) {
                    if chance(30) {
                        array.remove(at: Int.random(in: 0..<array.count, using: &random))
                    } else {
                        // Past a list's items, a facts' rows, a timeline's entries.
                        array += Array(repeating: element, count: pick([1, 2, 49, 50, 60]))
                    }
                } else {
                    array.append(donor)
                }
                return .array(array)
            case .string:
                return .string(pick(words))
            default:
                return scalar()
            }
        }
    }

    enum PathStep: Hashable {
        case key(String)
        case index(Int)
    }

    static func paths(in value: JSONValue, limit: Int) -> [[PathStep]] {
        var paths: [[PathStep]] = [[]]
        var index = 0
        while index < paths.count, paths.count < limit {
            let path = paths[index]
            switch Self.value(in: value, at: path) {
            case .object(let object):
                for key in object.keys { paths.append(path + [.key(key)]) }
            case .array(let array):
                for i in array.indices.prefix(8) { paths.append(path + [.index(i)]) }
            default:
                break
            }
            index += 1
        }
        return paths
    }

    static func value(in value: JSONValue, at path: [PathStep]) -> JSONValue {
        var current = value
        for step in path {
            switch (current, step) {
            case (.object(let object), .key(let key)): current = object[key] ?? .null
            case (.array(let array), .index(let i)) where i < array.count: current = array[i]
            default: return .null
            }
        }
        return current
    }

    // MARK: Rendering

    /// Compact JSON, where now and then a member appears twice (a decoy before it or a
    /// replacement after it) and a name or a string is spelled with `\u` escapes.
    mutating func render(_ value: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        render(value, into: &bytes)
        return bytes
    }

    private mutating func render(_ value: JSONValue, into bytes: inout [UInt8]) {
        switch value {
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            var first = true
            func member(_ key: String, _ value: JSONValue, _ mutator: inout JSONMutator, _ bytes: inout [UInt8]) {
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                mutator.renderString(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                mutator.render(value, into: &bytes)
            }
            for (key, element) in object {
                if chance(3) { member(key, scalar(), &self, &bytes) }  // a decoy the later value overrides
                member(key, element, &self, &bytes)
                if chance(2) { member(key, scalar(), &self, &bytes) }  // overrides the value
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            for (i, element) in array.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                render(element, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text):
            renderString(text, into: &bytes)
        default:
            bytes += value.serialized()
        }
    }

    private mutating func renderString(_ text: String, into bytes: inout [UInt8]) {
        guard chance(4), let first = text.unicodeScalars.first, first.value < 0x80 else {
            bytes += JSONValue.string(text).serialized()
            return
        }
        let hex = String(first.value, radix: 16)
        let escaped = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        var rest = JSONValue.string(String(text.unicodeScalars.dropFirst())).serialized()
        rest.removeFirst()
        bytes += Array(("\"" + escaped).utf8) + rest
    }
}
