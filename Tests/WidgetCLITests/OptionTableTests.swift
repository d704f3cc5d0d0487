import Foundation
import Testing
import WidgetTestSupport

@testable import widgets

/// Each command's option table is the one place its options are declared: `--help` lists exactly
/// the table's options (no more, no fewer, in its order), the parser accepts every one of them,
/// and the usage lines mention no option the table lacks.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct OptionTableTests {
    /// Every command: the root (no name) and each subcommand.
    static let commands: [(name: String?, options: [OptionSpec])] =
        [(nil, WidgetsCommand.options.specs)] + WidgetsCommand.subcommands.map { ($0.name, $0.options) }

    /// The left column of each row of the OPTIONS section of a help page.
    static func optionRows(of help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.map { line in
            let row = line.dropFirst(2)
            return String(row.range(of: "  ").map { row[..<$0.lowerBound] } ?? row)
        }
    }

    /// How a help row names an option, spelled out here (not with OptionSpec.helpName) so that
    /// a change to either side shows.
    static func expectedRow(_ option: OptionSpec) -> String {
        let names = [option.short, option.name].compactMap { $0 }.joined(separator: ", ")
        return option.placeholder.map { "\(names) <\($0)>" } ?? names
    }

    @Test(arguments: commands.map(\.name))
    func helpListsExactlyTheTablesOptions(name: String?) async throws {
        let options = try #require(Self.commands.first { $0.name == name }?.options)
        let run = try await CLIRunner.run((name.map { [$0] } ?? []) + ["--help"])
        #expect(run.status == 0)
        #expect(Self.optionRows(of: run.stdout) == options.map(Self.expectedRow), "\(run.stdout)")
        #expect(options.contains { $0.name == "--help" && $0.short == "-h" })
    }

    @Test(arguments: WidgetsCommand.subcommands.map(\.name))
    func parserAcceptsEveryOptionOfTheTable(name: String) async throws {
        let options = try #require(WidgetsCommand.subcommands.first { $0.name == name }?.options)
        // `--help` wins over the values' checks, so any value will do: the parser must only know
        // every spelling and whether it takes a value.
        var arguments = [name]
        for option in options where option.name != "--help" {
            for spelling in option.spellings { arguments += option.takesValue ? [spelling, "x"] : [spelling] }
        }
        let run = try await CLIRunner.run(arguments + ["--help"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        // And a value option given without its value is a usage error, not a flag.
        for option in options where option.takesValue {
            let missing = try await CLIRunner.run([name, option.name])
            #expect(missing.status == 64)
            #expect(missing.stderr.hasPrefix("Error: the option '\(option.name)' needs a value"), "\(missing.stderr)")
        }
    }

    @Test(arguments: WidgetsCommand.subcommands.map(\.name))
    func usageMentionsOnlyTheTablesOptions(name: String) throws {
        let command = try #require(WidgetsCommand.subcommands.first { $0.name == name })
        let declared = Set(command.options.flatMap(\.spellings))
        let usage = command.help().usage.joined(separator: " ")
        let mentioned = usage.split(whereSeparator: { " []".contains($0) }).map(String.init).filter { $0.hasPrefix("-") && $0 != "--" }
        for option in mentioned {
            #expect(declared.contains(option), "'\(option)' is in the usage of \(name) but not in its table")
        }
        for option in command.options where option.name != "--help" {
            #expect(mentioned.contains(option.name), "\(option.name) is in the table of \(name) but not in its usage")
        }
    }

    @Test func fixedChoicesAreCheckedAndNamedInTheError() async throws {
        let theme = try #require(DashboardCommand.options.specs.first { $0.name == "--theme" })
        #expect(theme.choices == ["light", "dark", "auto"])
        #expect(theme.problem(with: "dark") == nil)
        let run = try await CLIRunner.run(["dashboard", "--theme", "sepia"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --theme must be light, dark or auto, got 'sepia'"), "\(run.stderr)")
        #expect(run.stderr.contains("Hint: auto follows the viewer's light or dark preference."))
    }

    @Test(arguments: [
        (["check", "--soak", "-1", "--", "true"], "--soak needs a number of seconds from 0 to 3600, got '-1'"),
        (["check", "--deadline-scale=0", "--", "true"], "--deadline-scale needs a positive number up to 1000, got '0'"),
        (["dashboard", "--settle", "4000"], "--settle must be a number of seconds from 0 to 3600, got '4000'"),
        (["replay", "run.jsonl", "--timeout", "soon", "--", "true"], "--timeout needs a number of seconds up to 3600, got 'soon'"),
        (["logs", "--since", "yesterday"], "--since needs an ISO 8601 time or a duration, got 'yesterday'"),
        (["preview", "--now", "noon", "--", "true"], "--now must be an ISO 8601 time with an offset, got 'noon'"),
        // Values too large to become a duration are refused, not converted (they used to trap).
        (["check", "--soak", "1e300", "--", "true"], "--soak needs a number of seconds from 0 to 3600, got '1e300'"),
        (["replay", "run.jsonl", "--timeout", "1e19", "--", "true"], "--timeout needs a number of seconds up to 3600, got '1e19'"),
        (["logs", "--slow", "1e300"], "--slow needs a number of milliseconds from 0 to 86400000 (a day), got '1e300'"),
        (["logs", "--since", "9999999999999999d"], "--since needs an ISO 8601 time or a duration, got '9999999999999999d'"),
    ])
    func numbersAndTimesAreCheckedByTheTable(arguments: [String], error: String) async throws {
        let run = try await CLIRunner.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(error)\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
