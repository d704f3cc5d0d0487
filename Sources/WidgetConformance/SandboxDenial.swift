/// Reads a widget's stderr for what the sandbox refused: runtimes print a refused `open` or
/// `connect` with its errno (Python's `PermissionError: [Errno 13] Permission denied: '/x'`,
/// Node's `EACCES: permission denied, open '/x'`, C's `cat: /x: Permission denied`).
enum SandboxDenial {
    /// dash says only "Cannot fork" when fork fails, whatever the errno.
    private static let markers = ["Permission denied", "permission denied", "EACCES", "EPERM", "Operation not permitted", "Cannot fork"]

    /// Words of a refused new process, in the line or the traceback just before it: bash's
    /// `fork: Operation not permitted`, Python's `os.fork()` or `subprocess.py … _fork_exec`,
    /// Node's `spawn EPERM`, Go's `fork/exec`.
    private static let processWords = ["fork", "clone", "spawn", "subprocess", "popen", "Popen"]

    /// How many stderr lines before a refusal are read for what was refused (a Python traceback
    /// names the call two lines above its last).
    static let processContextLines = 4

    /// The advice for a widget the sandbox refused a new process.
    static let processesHint =
        """
        The widget tried to start a process, which a sandboxed widget may do only with the processes grant: add \
        "processes": N (the most it runs at once) to the manifest's permissions, and check it with `--permit processes=N`; \
        or do the work in threads.
        """

    /// True when `line` reads like a refused call.
    static func isDenial(_ line: String) -> Bool {
        markers.contains { line.contains($0) }
    }

    /// True when the refusal `line` is of a new process (fork, clone, spawn), judged from the
    /// line and the stderr lines `before` it.
    static func isProcessRefusal(_ line: String, before: [String]) -> Bool {
        guard isDenial(line) else { return false }
        return ([line] + before.suffix(processContextLines)).contains { text in processWords.contains { text.contains($0) } }
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
