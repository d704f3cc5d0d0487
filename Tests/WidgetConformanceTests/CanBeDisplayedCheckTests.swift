import Foundation
import Testing
import WidgetConformance

/// `canBeDisplayed: false` at init: a card hidden for data the widget does not apply to is
/// allowed; one hidden for every sample is never seen (``BrokenWidgetTests`` has that fault).
@Suite(.timeLimit(.minutes(2)))
struct CanBeDisplayedCheckTests {
    @Test func stayingHiddenForDataTheWidgetDoesNotApplyToPasses() async throws {
        let script = TestPaths.brokenWidgets.appendingPathComponent("hidden_on_airports.py").path
        let report = try await TestPaths.check(["python3", script], trip: "one-way", airport: "LHR", deadlineScale: 2)

        #expect(report.passed, "\(report.failureSummary)")
        let result = try #require(report.result(.canBeDisplayed))
        #expect(result.status == .pass)
        #expect(result.actual.contains("1 stayed hidden"), "\(result.actual)")
    }
}
