/// Whether a widget that ended by itself ran out of memory, as its runtime said on stderr. A
/// runtime that cannot allocate (under an `addressSpaceBytes` limit, or when the machine has no
/// more) writes its own words and exits: `exited with code 1` alone hides that the widget
/// needed more memory, which is what its author must know.
enum OutOfMemoryEvidence {
    /// Last stderr lines searched: a traceback or a runtime's report ends the output.
    static let linesSearched = 5

    /// The line of `stderrTail` (oldest first) that says the widget ran out of memory, nearest
    /// the end; nil when none does.
    static func line(in stderrTail: [String]) -> String? {
        stderrTail.suffix(linesSearched).reversed().first(where: isOutOfMemory)
    }

    /// True for the words each common runtime ends with when an allocation fails.
    static func isOutOfMemory(_ line: String) -> Bool {
        let text = line.trimmingPrefix { $0 == " " || $0 == "\t" }
        return text == "MemoryError" || text.hasPrefix("MemoryError:")  // Python
            || text.contains("JavaScript heap out of memory")  // Node (V8)
            || text.contains("std::bad_alloc")  // C++
            || text.hasPrefix("fatal error: runtime: out of memory")  // Go
            || (text.hasPrefix("memory allocation of ") && text.hasSuffix(" failed"))  // Rust
            || text.contains("NoMemoryError")  // Ruby
            || text.contains("java.lang.OutOfMemoryError")  // the JVM
            || text.contains("Cannot allocate memory")  // ENOMEM, as libc and shells word it
    }
}
