/// A JSON object: members in the order they were written or parsed.
///
/// Order is kept so logs and re-encoded messages read like what the peer sent, and so encoding
/// needs no sort. Lookup is a linear scan, which beats hashing for the handful of keys a
/// protocol object has. Keys are unique by their Unicode scalars (`"é"` composed and decomposed
/// are two keys, as JSON sees them, though Swift's `==` calls them equal): setting an existing
/// key replaces its value in place (this is also the duplicate-key rule of the parser: the last
/// occurrence wins).
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

    /// The position of `key`, compared by Unicode scalars.
    @inlinable
    public func index(forKey key: String) -> Int? {
        storedKeys.firstIndex { $0.hasSameScalars(as: key) }
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
        if lhs.count > JSONObject.linearScanLimit {
            // Hostile or bulk objects: index once instead of scanning per key (quadratic).
            var positions: [ScalarKey: Int] = [:]
            positions.reserveCapacity(rhs.count)
            for (i, key) in rhs.storedKeys.enumerated() { positions[ScalarKey(key)] = i }
            for (i, key) in lhs.storedKeys.enumerated() {
                guard let j = positions[ScalarKey(key)], rhs.storedValues[j] == lhs.storedValues[i] else { return false }
            }
            return true
        }
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

// MARK: - Bulk building (parser and encoder)

extension JSONObject {
    /// Above this many members, duplicate detection and equality hash instead of scanning, so a
    /// hostile object with 100,000 keys costs linear, not quadratic, time.
    static let linearScanLimit = 16

    /// Builds an object from parallel key and value lists that may repeat keys, with the
    /// parser's rule: a repeated key keeps its first position and its last value.
    init(keys: some Collection<String>, values: some Collection<JSONValue>) {
        storedKeys = Array(keys)
        storedValues = Array(values)
        let count = storedKeys.count
        guard count > 1 else { return }
        if count <= Self.linearScanLimit {
            var hasDuplicate = false
            outer: for i in 1..<count {
                let key = storedKeys[i]
                for j in 0..<i where storedKeys[j].hasSameScalars(as: key) {
                    hasDuplicate = true
                    break outer
                }
            }
            if !hasDuplicate { return }
        }
        var positions: [ScalarKey: Int] = [:]
        positions.reserveCapacity(count)
        var uniqueKeys: [String] = []
        var uniqueValues: [JSONValue] = []
        for i in 0..<count {
            let key = storedKeys[i]
            if let existing = positions[ScalarKey(key)] {
                uniqueValues[existing] = storedValues[i]
            } else {
                positions[ScalarKey(key)] = uniqueKeys.count
                uniqueKeys.append(key)
                uniqueValues.append(storedValues[i])
            }
        }
        if uniqueKeys.count != count {
            storedKeys = uniqueKeys
            storedValues = uniqueValues
        }
    }
}

/// A `String` that hashes and compares by its Unicode scalars (its UTF-8), as JSON keys do.
struct ScalarKey: Hashable {
    var string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool { lhs.string.hasSameScalars(as: rhs.string) }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether both spell the same Unicode scalars; `==` also calls canonically equivalent
    /// spellings (composed and decomposed "é") equal. Its fast `==` settles almost every pair.
    @usableFromInline
    func hasSameScalars(as other: String) -> Bool {
        self == other && utf8.elementsEqual(other.utf8)
    }
}
