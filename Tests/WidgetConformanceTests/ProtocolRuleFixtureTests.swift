import Foundation
import Testing
import WidgetConformance

/// The protocol rules of README §1-§2, one fixture each (see ``BrokenWidgetTests``).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ProtocolRuleFixtureTests {
    @Test(arguments: BrokenWidgetTests.protocolFaults)
    func brokenWidgetFailsExactlyItsCheck(_ fault: BrokenWidgetTests.Fault) async throws {
        try await BrokenWidgetTests.failsExactlyItsCheck(fault)
    }

    /// A crash on a line this host never sends loses the rest of the conformance transcript,
    /// but the rules the host relies on come first in it, so they are judged, not skipped.
    @Test func aWidgetThatCrashesOnGarbageStillHasItsRequiredRulesJudged() async throws {
        let script = TestPaths.brokenWidgets.appendingPathComponent("crashes_on_garbage.py").path
        let report = try await TestPaths.check(["python3", script], trip: "one-way")

        #expect(report.passed, "\(report.failureSummary)")
        #expect(report.result(.malformedLine)?.status == .warn)
        #expect(report.result(.malformedLine)?.actual.contains("exited") == true, "\(report.result(.malformedLine)?.actual ?? "")")
        for check in [CheckID.unknownMembers, .fractionalWidths] {
            #expect(report.result(check)?.status == .pass, "\(check.name): \(report.result(check)?.actual ?? "missing")")
        }
        #expect(report.result(.afterShutdown)?.status == .skip)
    }
}
