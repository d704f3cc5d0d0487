/// `JSONValue` is `Codable` so it can sit inside typed messages (an action payload, error
/// `data`). Our own codec builds it from the tape or writes it whole; this generic path is for
/// any other coder (Foundation's, in tests and benchmarks).
extension JSONValue: Codable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    public init(from decoder: any Decoder) throws {
        // Our own decoder builds it straight from the tape.
        if let decoder = decoder as? _JSONTapeDecoder {
            self = decoder.jsonValue
            return
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object = JSONObject()
            object.reserveCapacity(keyed.allKeys.count)
            for key in keyed.allKeys {
                object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var array: [JSONValue] = []
            while !unkeyed.isAtEnd { array.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(array)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let b = try? single.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? single.decode(Int64.self) {
            self = .int(i)
        } else if let d = try? single.decode(Double.self) {
            self = .double(d)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        // Our own encoder takes the value whole when nothing was written at this position yet
        // (otherwise the members below merge into what is there, as with any encoder).
        if let encoder = encoder as? _JSONByteEncoder, encoder.takeWhole(self) { return }
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
        case .array(let a):
            var unkeyed = encoder.unkeyedContainer()
            for element in a { try unkeyed.encode(element) }
        case .object(let o):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in o { try keyed.encode(value, forKey: AnyKey(stringValue: key)) }
        }
    }
}
