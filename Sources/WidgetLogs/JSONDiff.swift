import WidgetJSON

/// The differences between two JSON values, by JSON pointer (RFC 6901), for `widgets replay`.
public enum JSONDiff {
    /// One place where the values differ: `recorded` or `replayed` is nil where that side has
    /// no member or element there.
    public struct Difference: Sendable, Hashable {
        public var pointer: String
        public var recorded: JSONValue?
        public var replayed: JSONValue?
    }

    /// Where `replayed` differs from `recorded`, depth first, objects in `recorded`'s member
    /// order (then members only `replayed` has). Numbers compare by value (`1` equals `1.0`).
    /// A pointer in `ignoring` hides its whole subtree; a `*` segment matches any member or index
    /// (`/result/timeline/entries/*/date`).
    public static func differences(recorded: JSONValue, replayed: JSONValue, ignoring: [String] = []) -> [Difference] {
        let patterns = ignoring.map(segments)
        var found: [Difference] = []
        walk(recorded, replayed, path: [], patterns: patterns, into: &found)
        return found
    }

    private static func walk(_ a: JSONValue?, _ b: JSONValue?, path: [String], patterns: [[String]], into found: inout [Difference]) {
        if patterns.contains(where: { covers($0, path) }) { return }
        switch (a, b) {
        case (.object(let left)?, .object(let right)?):
            for (key, value) in left { walk(value, right[key], path: path + [key], patterns: patterns, into: &found) }
            for (key, value) in right where left.index(forKey: key) == nil {
                walk(nil, value, path: path + [key], patterns: patterns, into: &found)
            }
        case (.array(let left)?, .array(let right)?):
            for index in 0..<max(left.count, right.count) {
                // Spelled out: a bare `nil` here would become JSON null (JSONValue is nil-literal).
                let recorded: JSONValue? = index < left.count ? .some(left[index]) : .none
                let replayed: JSONValue? = index < right.count ? .some(right[index]) : .none
                walk(recorded, replayed, path: path + [String(index)], patterns: patterns, into: &found)
            }
        default:
            if a != b { found.append(Difference(pointer: pointer(path), recorded: a, replayed: b)) }
        }
    }

    /// Whether `pattern` names `path` or one of its ancestors.
    private static func covers(_ pattern: [String], _ path: [String]) -> Bool {
        guard pattern.count <= path.count else { return false }
        return zip(pattern, path).allSatisfy { $0 == "*" || $0 == $1 }
    }

    /// The reference tokens of a JSON pointer (`""` is the whole document).
    static func segments(_ pointer: String) -> [String] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.replacingOccurrences("~1", with: "/").replacingOccurrences("~0", with: "~")
        }
    }

    static func pointer(_ path: [String]) -> String {
        path.isEmpty
            ? "" : "/" + path.map { $0.replacingOccurrences("~", with: "~0").replacingOccurrences("/", with: "~1") }.joined(separator: "/")
    }

    /// Whether `text` is a JSON pointer (empty, or starting with `/`).
    public static func isPointer(_ text: String) -> Bool { text.isEmpty || text.hasPrefix("/") }
}

extension StringProtocol {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        String(self).replacing(target, with: replacement)
    }
}
