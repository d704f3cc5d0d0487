/// A command line that cannot be run: reported as `Error: …`, the usage line and a hint,
/// with exit status 64.
struct UsageError: Error {
    var message: String
    var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// Writes the error to stderr and returns the usage exit status.
    func report(usage: [String], helpCommand: String, console: Console) -> ExitStatus {
        var text = "Error: \(message)\n"
        text += "Usage: \(usage.joined(separator: "\n       "))\n"
        text += "Hint: \(hint ?? "see '\(helpCommand) --help'.")\n"
        console.error(text)
        return .usage
    }
}
