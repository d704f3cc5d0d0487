import Foundation

/// Asks the person at the terminal to agree (`widgets install`, `widgets remove`): the
/// question on stderr, one line read from stdin, only `y` or `yes` agrees. `--yes` agrees for
/// a script; with no terminal on stdin and no `--yes`, nobody can agree, and the command refuses.
enum ConsentPrompt {
    enum Answer: Equatable {
        case agreed
        case refused
        /// stdin is not a terminal and `--yes` was not given.
        case noTerminal
    }

    static func ask(_ question: String, yes: Bool, console: Console) async -> Answer {
        if yes { return .agreed }
        guard isatty(0) == 1 else { return .noTerminal }
        console.error(question + " [y/N] ")
        // A blocking read: on a thread of its own, never the cooperative pool.
        let line = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            Thread.detachNewThread { continuation.resume(returning: readLine(strippingNewline: true)) }
        }
        guard let line else {
            console.error("\n")
            return .refused
        }
        let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes" ? .agreed : .refused
    }
}
