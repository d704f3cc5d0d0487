import Testing
import WidgetTestSupport

@testable import widgets

/// `widgets` with no arguments, or only root options.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct RootCommandTests {
    @Test func bareWidgetsPrintsTheOverviewAndSucceeds() async throws {
        let run = try await CLIRunner.run([])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: widgets <subcommand> [options]"))
        for command in WidgetsCommand.subcommands {
            #expect(run.stdout.contains("\n  \(command.name)  "), "\(command.name) is missing from:\n\(run.stdout)")
        }
        #expect(try await CLIRunner.run(["--help"]).stdout == run.stdout)
    }

    @Test func helpNamesASubcommandsHelp() async throws {
        let run = try await CLIRunner.run(["help", "completion"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: widgets completion <shell>"))
    }
}
