import Foundation
import Testing
import WidgetConformance
import WidgetJSON
import WidgetTestSupport

/// The `widgets` binary as a user runs it: help, usage errors, exit statuses, `--json`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLITests {
    let flightStatus = TestPaths.examples.appendingPathComponent("flight-status/main.py").path

    func widgets(_ arguments: [String], environment: [String: String] = [:]) async throws -> WidgetsBinary.Run {
        try await WidgetsBinary.run(arguments, environment: environment)
    }

    @Test func rootHelpHasTheSections() async throws {
        let run = try await widgets(["--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE: widgets <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "check"] {
            #expect(run.stdout.contains(section), "missing \(section) in:\n\(run.stdout)")
        }
    }

    @Test func checkHelpHasTheSections() async throws {
        let run = try await widgets(["check", "--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE: widgets check", "ARGUMENTS:", "OPTIONS:", "--json", "--samples", "--trip"] {
            #expect(run.stdout.contains(section), "missing \(section) in:\n\(run.stdout)")
        }
    }

    @Test func versionPrintsTheVersion() async throws {
        let run = try await widgets(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("widgets 0."))
    }

    @Test func checkWithoutCommandIsAUsageError() async throws {
        let run = try await widgets(["check"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: no widget command given"), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: widgets check"))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [["check", "--frobnicate", "--", "python3", "x.py"], ["--frobnicate"], ["frobnicate"]])
    func unknownFlagOrSubcommandIsAUsageError(_ arguments: [String]) async throws {
        let run = try await widgets(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: unknown"), "\(run.stderr)")
        #expect(run.stderr.contains("Hint:"))
    }

    @Test func unknownTripIsAUsageErrorListingTheTrips() async throws {
        let run = try await widgets(["check", "--trip", "nowhere", "--", "python3", "x.py"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("one-way"), "\(run.stderr)")
    }

    @Test func jsonReportParsesAndListsEveryCheck() async throws {
        let run = try await widgets([
            "check", "--json", "--deadline-scale", "5", "--soak", "0.1", "--trip", "one-way", "--", "python3", flightStatus,
        ])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let json = try JSONValue(parsing: run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(json["passed"] == .bool(true))
        let checks = try #require(json["checks"]?.arrayValue)
        #expect(checks.compactMap { $0["name"]?.stringValue } == CheckID.allCases.map(\.name))
        for check in checks {
            #expect(check["status"]?.stringValue != nil && check["expected"]?.stringValue != nil && check["actual"]?.stringValue != nil)
        }
        #expect(json["latencies"]?.arrayValue?.contains { $0["method"] == "cellHeight" } == true)
    }

    @Test func failingWidgetExitsOneWithReadableReport() async throws {
        let script = TestPaths.brokenWidgets.appendingPathComponent("negative_height.py").path
        let run = try await widgets(
            ["check", "--deadline-scale", "5", "--soak", "0.1", "--trip", "one-way", "--", "python3", script],
            environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL cellHeight"), "\(run.stdout)")  // ASCII marks without UTF-8
        #expect(run.stdout.contains("fix:"))
        #expect(run.stdout.contains("2 failed"))  // cellHeight, and so its card on a dashboard
        #expect(run.stdout.contains("FAIL dashboard"), "\(run.stdout)")
        #expect(!run.stdout.contains("\u{1B}["))  // NO_COLOR: no escape sequences
    }

    /// A recommended rule broken (string ids for integer ones): a warning, exit 0; `--strict`
    /// fails it and names it.
    @Test func aWarningExitsZeroAndFailsWithStrict() async throws {
        let script = TestPaths.brokenWidgets.appendingPathComponent("string_ids.py").path
        let arguments = ["check", "--deadline-scale", "5", "--soak", "0.1", "--trip", "one-way"]
        let lenient = try await widgets(arguments + ["--", "python3", script], environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(lenient.stdout.contains("WARN requestIDs"), "\(lenient.stdout)")
        #expect(lenient.stdout.contains("(recommended: this host does not rely on it)"))
        #expect(lenient.stdout.contains("Warnings (requestIDs) do not fail the check"))

        let strict = try await widgets(arguments + ["--strict", "--json", "--", "python3", script])
        #expect(strict.status == 1, "\(strict.stdout)")
        let json = try JSONValue(parsing: strict.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(json["passed"] == .bool(false))
        #expect(json["failing"] == ["requestIDs"])
    }

    @Test func verboseWritesTheTranscriptToStderr() async throws {
        let run = try await widgets([
            "check", "--verbose", "--deadline-scale", "5", "--soak", "0.1", "--trip", "one-way", "--", "python3", flightStatus,
        ])
        #expect(run.status == 0)
        #expect(run.stderr.contains("[main] → {\"jsonrpc\":\"2.0\",\"id\":\"h-"), "\(run.stderr.prefix(500))")
        #expect(run.stderr.contains("[main] ← "))
        #expect(run.stderr.contains("canBeDisplayed"))
    }

    @Test func unreadableSamplesDirectoryIsAUsageError() async throws {
        let script = flightStatus
        let process = try await widgets(["check", "--json", "--trip", "one-way", "--samples", "/nonexistent", "--", "python3", script])
        #expect(process.status == 64)
        #expect(process.stderr.contains("/nonexistent"))
    }
}
