import Foundation

/// Where output goes and how it may look: colour only on a TTY and never with NO_COLOR (or
/// TERM=dumb); ✓/✗ only when the locale is UTF-8.
struct Console: Sendable {
    var useColor: Bool
    var unicode: Bool

    static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let locale =
            [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let utf8 = locale.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8")
        return Console(useColor: isatty(1) == 1 && !noColor, unicode: utf8)
    }

    /// Writes to stdout.
    func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes to stderr (diagnostics, the transcript).
    func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    enum Color: String {
        case green = "32", red = "31", yellow = "33", dim = "2", bold = "1"
    }

    func paint(_ text: String, _ color: Color) -> String {
        useColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
