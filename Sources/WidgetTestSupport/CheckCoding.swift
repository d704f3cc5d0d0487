import WidgetJSON

/// Why ``checkCoding(_:json:)`` failed: what was expected and what came out.
public struct CodingMismatch: Error, CustomStringConvertible {
    /// A sentence naming the step that failed, with both sides.
    public var description: String

    /// Creates a mismatch with its explanation.
    public init(description: String) {
        self.description = description
    }
}

/// The golden round-trip check every wire type gets: `value` encodes to JSON equal to the
/// `json` literal (compared as JSON values, so key order and `1` vs `1.0` do not matter), and
/// the literal decodes back to a value `==` to `value`.
///
/// Uses only the public WidgetJSON API (`JSONValueEncoder`, `JSONValueDecoder`,
/// `JSONValue(parsing:)`, `serialized(sortedKeys:)`), so it holds for any codec behind it.
/// - Throws: ``CodingMismatch`` naming the failing step, or the codec's error.
public func checkCoding<T: Codable & Equatable>(_ value: T, json: String) throws {
    let golden = try JSONValue(parsing: json)
    let encoded = try JSONValueEncoder().encode(value)
    guard encoded == golden else {
        throw CodingMismatch(
            description: """
                \(T.self) encodes differently from the golden JSON.
                  expected: \(golden.serializedString(sortedKeys: true))
                  actual:   \(encoded.serializedString(sortedKeys: true))
                """)
    }
    let decoded = try JSONValueDecoder().decode(T.self, from: golden)
    guard decoded == value else {
        throw CodingMismatch(
            description: """
                The golden JSON decodes to a different \(T.self).
                  expected: \(value)
                  actual:   \(decoded)
                """)
    }
}

/// Decodes `json` as `T`, re-encodes it, and checks nothing was lost or changed (JSON-value
/// equality). For samples and transcripts, where the JSON is the golden side.
/// - Returns: the decoded value.
/// - Throws: ``CodingMismatch`` or the codec's error (a `JSONDecodingError` with a pointer).
@discardableResult
public func checkReencoding<T: Codable>(_ type: T.Type, json: JSONValue) throws -> T {
    let decoded = try JSONValueDecoder().decode(T.self, from: json)
    let encoded = try JSONValueEncoder().encode(decoded)
    guard encoded == json else {
        throw CodingMismatch(
            description: """
                \(T.self) does not re-encode to the JSON it was decoded from.
                  original:   \(json.serializedString(sortedKeys: true))
                  re-encoded: \(encoded.serializedString(sortedKeys: true))
                """)
    }
    return decoded
}
