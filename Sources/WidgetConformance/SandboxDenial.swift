/// Reads a widget's stderr for what the sandbox refused: runtimes print a refused `open` or
/// `connect` with its errno (Python's `PermissionError: [Errno 13] Permission denied: '/x'`,
/// Node's `EACCES: permission denied, open '/x'`, C's `cat: /x: Permission denied`).
enum SandboxDenial {
    private static let markers = ["Permission denied", "permission denied", "EACCES", "EPERM", "Operation not permitted"]

    /// True when `line` reads like a refused call.
    static func isDenial(_ line: String) -> Bool {
        markers.contains { line.contains($0) }
    }

    /// The path (or address) the line names, if it names one: the first quoted text, or the
    /// first word, that starts with `/`, else a word like `127.0.0.1:443`.
    static func subject(of line: String) -> String? {
        let quoted = line.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        if let path = quoted.first(where: { $0.hasPrefix("/") }) { return String(path) }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\"" }).map { $0.trimmingSuffix(":") }
        if let path = words.first(where: { $0.hasPrefix("/") }) { return path }
        return words.first { word in
            let parts = word.split(separator: ":")
            return parts.count == 2 && UInt16(parts[1]) != nil && parts[0].contains(".")
        }
    }
}

extension Substring {
    fileprivate func trimmingSuffix(_ suffix: Character) -> String {
        last == suffix ? String(dropLast()) : String(self)
    }
}
