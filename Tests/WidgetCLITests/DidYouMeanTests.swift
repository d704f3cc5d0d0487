import Testing
import WidgetTestSupport

@testable import widgets

/// A mistyped subcommand, option, value or shell: exit 64, the error and a did-you-mean hint on
/// stderr, nothing on stdout.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct DidYouMeanTests {
    @Test(arguments: [
        (["dashbord"], "unknown subcommand 'dashbord'", "did you mean 'dashboard'?"),
        (["chekc", "--", "true"], "unknown subcommand 'chekc'", "did you mean 'check'?"),
        (["repl"], "unknown subcommand 'repl'", "did you mean 'replay'?"),
        (["--verison"], "unknown option '--verison'", "did you mean '--version'?"),
        (["check", "--jsn", "--", "true"], "unknown option '--jsn'", "did you mean '--json'?"),
        (["logs", "--sumary"], "unknown option '--sumary'", "did you mean '--summary'?"),
        (["dashboard", "--theme=drak"], "--theme must be light, dark or auto, got 'drak'", "did you mean 'dark'?"),
        (["completion", "fihs"], "unknown shell 'fihs'", "did you mean 'fish'?"),
        (["completion", "sh"], "unknown shell 'sh'", "did you mean 'zsh'?"),
    ])
    func mistakeIsAUsageErrorWithASuggestion(arguments: [String], error: String, hint: String) async throws {
        let run = try await CLIRunner.run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: \(error)", "\(run.stderr)")
        #expect(lines.last == "Hint: \(hint)", "\(run.stderr)")
    }

    @Test func nothingCloseKeepsTheListOfSubcommands() async throws {
        let run = try await CLIRunner.run(["frobnicate"])
        #expect(run.status == 64)
        #expect(!run.stderr.contains("did you mean"), "\(run.stderr)")
        let names = WidgetsCommand.subcommands.map(\.name).joined(separator: ", ")
        #expect(run.stderr.contains("Hint: the subcommands are: \(names);"), "\(run.stderr)")
    }

    @Test(arguments: [
        ("dashbord", ["dashboard"]),
        ("dashbaord", ["dashboard"]),  // a swap of neighbours is one edit
        ("--jsn", ["--json"]),
        ("--js", ["--json"]),  // a prefix
        ("rep", ["replay"]),
        ("xyzzy", []),
        ("-x", []),  // one letter is too little to guess from
        ("-H", ["-h"]),
    ])
    func suggestsTheClosest(typed: String, expected: [String]) {
        let candidates = WidgetsCommand.subcommands.map(\.name) + CheckCommand.options.specs.flatMap(\.spellings)
        #expect(DidYouMean.suggestions(for: typed, among: candidates) == expected)
    }

    @Test func editDistanceCountsSwapsAsOne() {
        #expect(DidYouMean.editDistance(Array("dashboard"), Array("dashbaord")) == 1)
        #expect(DidYouMean.editDistance(Array("check"), Array("chekc")) == 1)
        #expect(DidYouMean.editDistance(Array("logs"), Array("replay")) == 6)
        #expect(DidYouMean.editDistance(Array(""), Array("abc")) == 3)
    }
}
