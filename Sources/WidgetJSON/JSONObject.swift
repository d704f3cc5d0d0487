/// A JSON object: members in the order they were written or parsed.
///
/// Order is kept so logs and re-encoded messages read like what the peer sent, and so encoding
/// needs no sort. Lookup is a linear scan, which beats hashing for the handful of keys a
/// protocol object has. Keys are unique: setting an existing key replaces its value in place
/// (this is also the duplicate-key rule of the parser: the last occurrence wins).
/// Equality ignores member order, as JSON does.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    public typealias Element = (key: String, value: JSONValue)

    @usableFromInline var storedKeys: [String]
    @usableFromInline var storedValues: [JSONValue]

    public init() {
        storedKeys = []
        storedValues = []
    }

    /// Builds an object from pairs; a repeated key keeps its first position and its last value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, JSONValue) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    /// Reserves room for `capacity` members (the parser and encoder know the count up front).
    public mutating func reserveCapacity(_ capacity: Int) {
        storedKeys.reserveCapacity(capacity)
        storedValues.reserveCapacity(capacity)
    }

    /// Appends a member without checking for an existing key: for builders that already know
    /// the key is new. Appending a duplicate breaks the uniqueness invariant.
    public mutating func appendUnchecked(key: String, value: JSONValue) {
        storedKeys.append(key)
        storedValues.append(value)
    }

    public var keys: [String] { storedKeys }
    public var values: [JSONValue] { storedValues }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storedKeys.count }
    public subscript(position: Int) -> Element { (storedKeys[position], storedValues[position]) }

    @inlinable
    public func index(forKey key: String) -> Int? {
        storedKeys.firstIndex(of: key)
    }

    @inlinable
    public subscript(key: String) -> JSONValue? {
        get {
            guard let i = index(forKey: key) else { return nil }
            return storedValues[i]
        }
        set {
            if let i = index(forKey: key) {
                if let newValue {
                    storedValues[i] = newValue
                } else {
                    storedKeys.remove(at: i)
                    storedValues.remove(at: i)
                }
            } else if let newValue {
                storedKeys.append(key)
                storedValues.append(newValue)
            }
        }
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs {
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: combine a commutative sum of per-member hashes.
        var sum = 0
        for (key, value) in self {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            sum = sum &+ member.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
