/// A bundle's version: `MAJOR.MINOR.PATCH`, three whole numbers, compared number by number
/// (`1.10.0` is newer than `1.9.3`). Pre-release and build suffixes are not part of the format:
/// an install compares versions to tell an update from a downgrade, and three numbers leave
/// no doubt about which is newer.
public struct BundleVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `"1.2.3"`; nil for anything else (each number at most 9 digits, no leading `+`).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            parts.allSatisfy({ $0 == "0" || !$0.hasPrefix("0") }),
            let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2])
        else { return nil }
        self.init(major: major, minor: minor, patch: patch)
    }

    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
