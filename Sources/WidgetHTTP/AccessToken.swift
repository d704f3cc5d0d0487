/// The per-run secret that admits a browser: 256 bits from the kernel, compared in constant
/// time.
///
/// Its `description` does not show it, so logging a configuration does not leak it; print
/// ``value`` (inside the server's URL) on purpose only.
public struct AccessToken: Sendable, Hashable, CustomStringConvertible {
    /// The token as sent in URLs and cookies: 64 lowercase hex digits.
    public let value: String

    /// A fresh token from `SystemRandomNumberGenerator`, which reads the kernel's `getrandom`.
    public static func random() -> AccessToken {
        AccessToken(unchecked: randomHex(bytes: 32))
    }

    /// A token given by the caller (a test, or an app that keeps one across restarts):
    /// nil unless 32 to 128 characters of `[0-9A-Za-z_-]`, safe in a URL and a cookie as is.
    public init?(_ value: String) {
        guard (32...128).contains(value.utf8.count),
            value.utf8.allSatisfy({ byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
            })
        else { return nil }
        self.value = value
    }

    private init(unchecked value: String) {
        self.value = value
    }

    /// Whether `candidate` is this token. Time depends only on the lengths (which are public),
    /// never on where the first difference is.
    public func matches(_ candidate: String) -> Bool {
        Self.constantTimeEqual(Array(value.utf8), Array(candidate.utf8))
    }

    public var description: String { "AccessToken(\(value.utf8.count) characters, hidden)" }

    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// `bytes` random bytes from the kernel as lowercase hex.
    static func randomHex(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var hex = ""
        hex.reserveCapacity(bytes * 2)
        for _ in 0..<bytes {
            let byte = UInt8.random(in: 0...255, using: &generator)
            hex += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return hex
    }
}
