import Foundation
import Testing
import WidgetHost

@testable import WidgetConformance

/// The `dashboard` check's judgement, on hand-made timelines: what a user sees decides, and the
/// widget's own say in its session tells "hidden for data it does not apply to" from "hidden by
/// the host".
@Suite struct DashboardVerdictTests {
    let verdict = DashboardVerdict(settleDelay: .milliseconds(1500))

    func timeline(_ steps: [(Int, CardTimeline.Card)]) -> CardTimeline {
        var timeline = CardTimeline()
        for (ms, card) in steps { timeline.observe(card, at: .milliseconds(ms)) }
        return timeline
    }

    @Test func aCardShownWithACellPassesAndItsTimelineReadsAsAUserSawIt() {
        let seen = timeline([
            (0, .init(status: .starting)), (20, .init(status: .initializing)), (800, .init(status: .ready, canBeDisplayed: false)),
            (1100, .init(status: .ready, canBeDisplayed: true)),
            (1130, .init(status: .ready, canBeDisplayed: true, hasCell: true, height: 112)),
        ])
        #expect(verdict.judge(seen, said: .shownLater) == .shown)
        #expect(
            seen.summary
                == "0 ms starting → 20 ms initializing → 800 ms ready, hidden by the widget → 1.1 s shown, waiting for its cell → 1.1 s shown 112 pt"
        )
    }

    /// Issue 27: init answered false, the notification that showed it overtaken by that answer.
    @Test func aCardTheWidgetShowedButTheDashboardKeptHiddenFails() {
        let seen = timeline([(0, .init(status: .initializing)), (300, .init(status: .ready, canBeDisplayed: false))])
        guard case .failed(let actual, let hint) = verdict.judge(seen, said: .shownLater) else {
            Issue.record("not a failure")
            return
        }
        #expect(actual.contains("kept the card hidden, although the widget sent canBeDisplayed: true after init"))
        #expect(actual.contains("300 ms ready, hidden by the widget"))
        #expect(hint.contains("order"))
    }

    @Test func aCardTheWidgetKeptHiddenInItsOwnSessionTooIsAllowed() {
        let seen = timeline([(0, .init(status: .initializing)), (300, .init(status: .ready, canBeDisplayed: false))])
        #expect(verdict.judge(seen, said: .stayedHidden) == .hiddenByWidget)
    }

    @Test func aCardShownAfterTheSettleDelayWarns() {
        let seen = timeline([
            (0, .init(status: .initializing)), (300, .init(status: .ready, canBeDisplayed: false)),
            (2900, .init(status: .ready, canBeDisplayed: true, hasCell: true, height: 96)),
        ])
        guard case .shownLate(let text) = verdict.judge(seen, said: .shownLater) else {
            Issue.record("not a warning")
            return
        }
        #expect(text.hasPrefix("shown 2.6 s after the widget was ready with it hidden"), "\(text)")
        // A visible card whose cell came late is waited for by `--once`: not late.
        let slowCell = timeline([
            (0, .init(status: .initializing)), (300, .init(status: .ready, canBeDisplayed: true)),
            (2900, .init(status: .ready, canBeDisplayed: true, hasCell: true, height: 96)),
        ])
        #expect(verdict.judge(slowCell, said: .shownAtInit) == .shown)
    }

    @Test func aRestartBeforeTheCardIsShownFailsWithItsCause() {
        var seen = CardTimeline()
        let starting = seen.observe(.init(status: .initializing), at: .zero)
        let restarting = seen.observe(
            .init(status: .restarting(after: .seconds(1), attempt: 1), failure: "exited with code 1 during init"), at: .milliseconds(40))
        #expect(!starting && restarting, "a restart ends the watch")
        guard case .failed(let actual, _) = verdict.judge(seen, said: .shownAtInit) else {
            Issue.record("not a failure")
            return
        }
        #expect(actual.contains("restarted the widget before its card was shown: exited with code 1 during init"))
    }

    @Test func aCardStillWaitingForItsCellOrStartingFails() {
        let noCell = timeline([(0, .init(status: .ready, canBeDisplayed: true, lastError: "cellHeight timed out"))])
        guard case .failed(let actual, _) = verdict.judge(noCell, said: .shownAtInit) else {
            Issue.record("not a failure")
            return
        }
        #expect(actual.contains("shown without a cell: cellHeight timed out"))
        let starting = timeline([(0, .init(status: .initializing))])
        #expect(verdict.judge(starting, said: .unknown) != .shown)
    }
}

/// The check with real widgets, under the real supervisor and dashboard model.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct DashboardCheckTests {
    func check(_ script: String, airport: String? = nil) async throws -> ConformanceReport {
        let path = TestPaths.brokenWidgets.appendingPathComponent(script).path
        return try await TestPaths.check(["python3", path], trip: "one-way", airport: airport, deadlineScale: 2)
    }

    @Test func aCardShownOnceItsDataLoadedPassesWithItsTimeline() async throws {
        let report = try await check("shows_when_loaded.py")
        let result = try #require(report.result(.dashboard))
        #expect(result.status == .pass, "\(report.failureSummary)")
        #expect(result.actual.contains("ready, hidden by the widget →"), "\(result.actual)")
        #expect(result.actual.contains("shown 96 pt"), "\(result.actual)")
        #expect(report.passed)
    }

    @Test func aCardShownAfterDashboardOnceStoppedWaitingWarns() async throws {
        let report = try await check("shows_late.py")
        let result = try #require(report.result(.dashboard))
        #expect(result.status == .warn, "\(result.actual)")
        #expect(result.actual.contains("leave it out"), "\(result.actual)")
        #expect(report.passed && report.flaggedChecks == ["dashboard"], "\(report.failureSummary)")
    }

    @Test func aCardHiddenForEverySampleFails() async throws {
        let report = try await check("never_shown.py")
        let result = try #require(report.result(.dashboard))
        #expect(result.status == .fail)
        #expect(result.actual.contains("hidden for every sample"), "\(result.actual)")
        #expect(!report.passed)
    }
}
