import Foundation

/// A shell completion script for `widgets`, made from the root's and each subcommand's option
/// tables: subcommands after the program's name, each subcommand's options, the values of
/// options with fixed choices, paths for options and operands that name files or folders, and a
/// command after `--` where a subcommand runs a widget. One file per shell:
/// `CompletionScript+Bash.swift`, `+Zsh`, `+Fish`.
struct CompletionScript {
    /// The shells a script can be printed for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The program's name, as typed (`widgets`).
    var program: String
    /// The root's options (before a subcommand).
    var options: [OptionSpec]
    /// Every subcommand, in help order.
    var subcommands: [SubcommandEntry]

    func text(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// Shell function names may not contain `-`.
    var functionName: String { "_" + program.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() }

    /// The subcommands' names, and `help` (which takes one of them).
    var commandNames: [String] { subcommands.map(\.name) + ["help"] }

    /// A short description for a menu: the help text without parenthetical remarks, up to the
    /// first sentence or clause.
    static func summary(_ text: String) -> String {
        var plain = ""
        var depth = 0
        for character in text {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                plain.append(character)
            }
        }
        plain = plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for mark in [".", ",", ";", ":"] { plain = plain.replacingOccurrences(of: " " + mark, with: mark) }
        var end = plain.endIndex
        for separator in [". ", ": ", "; "] {
            var from = plain.startIndex
            while let range = plain.range(of: separator, range: from..<plain.endIndex) {
                let before = plain[..<range.lowerBound]
                if !(separator == ". " && (before.hasSuffix("e.g") || before.hasSuffix("i.e"))) {
                    end = min(end, range.lowerBound)
                    break
                }
                from = range.upperBound
            }
        }
        var summary = String(plain[..<end])
        if summary.hasSuffix(".") { summary.removeLast() }
        return summary
    }

    /// `text` in single quotes for bash or zsh (`'it'\''s'`).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
