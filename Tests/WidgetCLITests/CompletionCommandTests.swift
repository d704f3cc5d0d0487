import Foundation
import Testing
import WidgetTestSupport

/// `widgets completion bash|zsh|fish`: the bash script, sourced into a real (non-interactive)
/// bash, completes subcommands, options and fixed-choice values; the zsh and fish scripts parse
/// (where those shells are installed).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CompletionCommandTests {
    /// The path of `name` in PATH, or nil.
    static func installed(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes `widgets completion <shell>` to a file of its own and returns the file.
    static func script(_ shell: String) async throws -> String {
        let run = try await CLIRunner.run(["completion", shell])
        try #require(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-completion-\(UUID().uuidString).\(shell)").path
        try run.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// What the bash completion offers for the command line `words` (the last one being
    /// completed), one reply per element.
    static func bashCompletes(_ words: [String], script: String) async throws -> [String] {
        let bash = try #require(installed("bash"))
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let program = """
            source "$1" || exit 3
            complete -p widgets >/dev/null || exit 4
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _widgets
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try await CommandRunner.run(bash, ["--norc", "--noprofile", "-c", program, "bash", script])
        try #require(run.status == 0, "bash exited \(run.status): \(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesSubcommandsOptionsAndChoices() async throws {
        let script = try await Self.script("bash")
        defer { try? FileManager.default.removeItem(atPath: script) }
        #expect(try await Self.bashCompletes(["widgets", "dash"], script: script) == ["dashboard"])
        #expect(try await Self.bashCompletes(["widgets", "c"], script: script) == ["check", "completion"])
        #expect(try await Self.bashCompletes(["widgets", "check", "--js"], script: script) == ["--json"])
        #expect(
            try await Self.bashCompletes(["widgets", "logs", "--errors", "--s"], script: script) == ["--slow", "--since", "--summary"])
        #expect(try await Self.bashCompletes(["widgets", "dashboard", "--theme", ""], script: script) == ["light", "dark", "auto"])
        #expect(try await Self.bashCompletes(["widgets", "dashboard", "--theme", "d"], script: script) == ["dark"])
        // Bash splits `--theme=d` at `=` (COMP_WORDBREAKS).
        #expect(try await Self.bashCompletes(["widgets", "dashboard", "--theme", "=", "d"], script: script) == ["dark"])
        #expect(try await Self.bashCompletes(["widgets", "completion", "z"], script: script) == ["zsh"])
        // A value the user types is not completed as an option, and after `--` the widget's
        // command line is not widgets' business.
        #expect(try await Self.bashCompletes(["widgets", "dashboard", "--width", "--"], script: script) == [])
        #expect(try await Self.bashCompletes(["widgets", "check", "--", "python3", "--js"], script: script) == [])
    }

    @Test func bashCompletesFoldersForAFolderOption() async throws {
        let script = try await Self.script("bash")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-completion-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/samples", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/samples.json"))
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try await Self.bashCompletes(["widgets", "check", "--samples", root + "/sam"], script: script) == [root + "/samples"])
        #expect(
            try await Self.bashCompletes(["widgets", "dashboard", "--trip", root + "/samples."], script: script) == [root + "/samples.json"]
        )
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshScriptParses() async throws {
        let script = try await Self.script("zsh")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let run = try await CommandRunner.run(try #require(Self.installed("zsh")), ["-n", script])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: script, encoding: .utf8).hasPrefix("#compdef widgets\n"))
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishScriptParsesAndCompletes() async throws {
        let script = try await Self.script("fish")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let fish = try #require(Self.installed("fish"))
        let parse = try await CommandRunner.run(fish, ["--no-config", "-n", script])
        #expect(parse.status == 0, "\(parse.stderr)")
        let run = try await CommandRunner.run(
            fish, ["--no-config", "-c", "source $argv[1]; complete -C 'widgets dash'; complete -C 'widgets dashboard --theme '", script])
        #expect(run.status == 0, "\(run.stderr)")
        let completions = run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(completions == ["dashboard", "auto", "dark", "light"], "\(run.stdout)")
    }

    @Test(arguments: [
        ([], "no shell given"),
        (["tcsh"], "unknown shell 'tcsh'"),
        (["bash", "zsh"], "unexpected argument 'zsh'"),
    ])
    func badShellIsAUsageError(arguments: [String], error: String) async throws {
        let run = try await CLIRunner.run(["completion"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(error)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: widgets completion <shell>"))
        #expect(run.stdout.isEmpty)
    }
}
