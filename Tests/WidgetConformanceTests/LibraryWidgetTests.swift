import Foundation
import Testing
import WidgetConformance
import WidgetTestSupport

/// Widgets as authors in other languages write them, on a stock JSON-RPC library or a language's
/// own idioms (Tests/Fixtures/LibraryWidgets): they work on the dashboard, so `widgets check`
/// passes them (exit 0) with warnings for the recommended rules they break, and `--strict` fails
/// them, naming those rules.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct LibraryWidgetTests {
    static let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/LibraryWidgets")

    /// `widgets check --json [--strict] …` and its exit status. Python's jsonrpcserver imports
    /// jsonschema, which takes seconds to load on a busy machine: the time limits are scaled for it.
    func check(_ command: [String], strict: Bool, deadlineScale: Double = 1.5) async throws -> (status: Int32, report: ConformanceReport) {
        var arguments = ["check", "--json", "--deadline-scale", String(deadlineScale), "--soak", "0.1"]
        if strict { arguments.append("--strict") }
        let run = try await WidgetsBinary.run(arguments + ["--"] + command)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        return (run.status, try run.report())
    }

    /// Every required check passed or had nothing to check; the warnings are recommended ones.
    func expectOnlyRecommendedWarnings(_ report: ConformanceReport) {
        #expect(report.failedChecks == [], "\(report.failureSummary)")
        for result in report.checks where result.status == .warn {
            #expect(result.severity == .recommended, "\(result.name) warned but is required")
        }
    }

    @Test func aTripWidgetOnJsonrpcserverPassesWithWarningsAndFailsStrict() async throws {
        let importable = try await CommandRunner.run("/usr/bin/env", ["python3", "-c", "import jsonrpcserver"])
        try #require(
            importable.status == 0,
            "Python's jsonrpcserver is not installed: `python3 -m pip install jsonrpcserver` (.ci/run does). \(importable.stderr)")
        let script = Self.folder.appendingPathComponent("jsonrpcserver_trip.py").path

        let (status, report) = try await check(["python3", script], strict: true, deadlineScale: 2.5)

        #expect(status == 1)
        expectOnlyRecommendedWarnings(report)
        // Without --strict the same report passes: nothing it fails is required.
        #expect(report.failingChecks == report.warnedChecks)
        #expect(Set(report.failingChecks).isSuperset(of: ["requestIDs", "lineEndings", "invalidParams"]), "\(report.failingChecks)")
        // The rules a dashboard exercises were judged, not skipped behind a broken rule.
        for check in [CheckID.initSamples, .cellHeight, .configureCell, .dashboard, .unknownMembers, .fractionalWidths, .exitOnEOF] {
            #expect(report.result(check)?.status == .pass, "\(check.name): \(report.result(check)?.actual ?? "missing")")
        }
    }

    @Test func aPerlAirportWidgetWarnsOnExactlyTheRulesThisHostNeverExercises() async throws {
        let script = Self.folder.appendingPathComponent("perl_airport.pl").path

        let lenient = try await check(["perl", script], strict: false)
        #expect(lenient.status == 0, "\(lenient.report.failureSummary)")
        expectOnlyRecommendedWarnings(lenient.report)
        #expect(lenient.report.warnedChecks == ["requestIDs", "lineEndings", "invalidParams"], "\(lenient.report.failureSummary)")
        #expect(lenient.report.result(.invalidParams)?.actual.contains("does not support the trip dashboard") == true)
        #expect(lenient.report.result(.dashboard)?.actual.contains("5 cards shown on a dashboard") == true)

        let strict = try await check(["perl", script], strict: true)
        #expect(strict.status == 1)
        #expect(strict.report.failingChecks == ["requestIDs", "lineEndings", "invalidParams"])
    }
}
