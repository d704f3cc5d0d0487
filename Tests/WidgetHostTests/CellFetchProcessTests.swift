import Foundation
import Testing
import WidgetJSON
import WidgetProtocol

@testable import WidgetHost

extension ProcessTests {
    /// The one cell fetcher against real widget processes (issue 9, items 2–4): what the state
    /// machine tests prove on a manual clock, shown once end to end.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct CellFetchProcessTests {
        /// `cellHeight` requests the widget received, in order, with their record times.
        func cellHeightRequests(_ harness: Harness, _ widget: String) async -> [JSONValue] {
            await harness.records(widget: widget, kind: "request").filter { $0["method"]?.stringValue == "cellHeight" }
        }

        @Test func twentyReloadsInOneBurstMakeAtMostTwoFetches() async throws {
            let harness = try Harness("reload-burst")
            let widget = try await harness.startReady(hostileEntry("burst", mode: "reload-burst", argument: "20"))
            await widget.setWidth(390)
            // The first cell, then the burst: 20 reloadWidget in one write.
            await harness.waitForRecords(atLeast: 20, "reloadWidget notifications") {
                $0["widget"]?.stringValue == "burst" && $0["method"]?.stringValue == "reloadWidget"
            }
            // Everything the burst caused has ended when no fetch is in flight or pending.
            let settled = await widget.waitForSnapshot(timeout: .seconds(30)) { !$0.isFetching && ($0.cell?.sequence ?? 0) > 1 }
            #expect(settled != nil)
            let heights = await cellHeightRequests(harness, "burst")
            // One for the first cell, then at most one in flight plus one pending.
            #expect(heights.count >= 2 && heights.count <= 3, "\(heights.count) cellHeight requests")
            #expect(widget.counters.reloadsCoalesced >= 18)
            await widget.stop()
        }

        @Test func aMissedDeadlineDuringAReloadLeavesTheCardStaleThenItIsAskedAgainAndRecovers() async throws {
            let harness = try Harness("slow-once") {
                $0.cellRetry = CellRetryPolicy(
                    backoff: Backoff(initial: .milliseconds(200), multiplier: 2, maximum: .seconds(1), jitter: 0))
            }
            let widget = try await harness.startReady(
                hostileEntry("slow", mode: "reload-then-slow", deadlines: ["cellHeight": .milliseconds(500)]))
            await widget.setWidth(390)
            // The reload's cellHeight takes 1.5 s: past its 500 ms deadline.
            let stale = await widget.waitForSnapshot(timeout: .seconds(30)) { $0.cellIsStale && $0.cellError != nil }
            #expect(stale?.cellError?.reason == .timedOut(after: .milliseconds(500)))
            #expect(stale?.cell != nil, "the last good cell stays on screen")
            let first = stale?.cell?.sequence ?? 0
            let recovered = await widget.waitForSnapshot(timeout: .seconds(30)) { !$0.cellIsStale && ($0.cell?.sequence ?? 0) > first }
            #expect(recovered?.cellError == nil && recovered?.status == .ready)
            #expect(await cellHeightRequests(harness, "slow").count == 3)
            #expect(await harness.records(widget: "slow", kind: "hung").isEmpty)
            await widget.stop()
        }

        /// Issue 11: the host judges `initialize` with the validator `widgets check` uses. Such
        /// an answer is a refusal a restart would only hear again (issue 27): failed at once,
        /// with the reason, never restarted.
        @Test(arguments: [("version", "9.9"), ("type", "/widgetType")])
        func aHandshakeTheHostDidNotOfferOrAnIdentityOffItsPatternFailsTheStart(_ arg: String, _ mention: String) async throws {
            let harness = try Harness("identity-\(arg)")
            let widget = harness.supervisor(hostileEntry("odd", mode: "bad-identity", argument: arg))
            await widget.start()
            let status = await expectStatus(widget) { if case .failed = $0 { true } else { false } }
            let failure = String(describing: await widget.failure)
            #expect(failure.contains("its initialize answer breaks the protocol: "), "\(failure)")
            let shown = String(describing: status)
            #expect(!shown.contains("breaks the protocol: the initialize"), "said once: \(shown)")
            let failed = await harness.records(widget: "odd", kind: "handshakeFailed")
            #expect(failed.count == 1)
            #expect(await harness.records(widget: "odd", kind: "restarting").isEmpty)
            let invalid = await harness.records(widget: "odd", kind: "invalidResult")
            #expect(
                invalid.contains { ($0["text"]?.stringValue ?? "").contains(mention) || $0["pointer"]?.stringValue == mention },
                "\(invalid)")
            #expect(await harness.records(widget: "odd", kind: "initialized").isEmpty)
        }

        /// Issue 11: an unknown node kind is drawn by its fallback and recorded once per kind.
        @Test func anUnknownNodeKindIsRecordedOnce() async throws {
            let harness = try Harness("unknown-node")
            let widget = try await harness.startReady(hostileEntry("newer", mode: "unknown-node"))
            let first = await widget.refreshCell(width: 390)
            let second = await widget.refreshCell(width: 375)
            #expect(first.isFresh && second.isFresh)
            await widget.stop()
            let mismatches = await harness.records(widget: "newer", kind: "protocolMismatch")
            #expect(mismatches.count == 1 && (mismatches.first?["text"]?.stringValue ?? "").contains("sparkline"), "\(mismatches)")
        }

        @Test func aTimelineWhoseEntriesAreAllPastIsReloadedNoFasterThanItsFloor() async throws {
            let floor = Duration.milliseconds(300)
            let harness = try Harness("past-timeline") {
                $0.timelineReload = TimelineReloadPolicy(
                    minimumInterval: .milliseconds(50), pastDueDelay: floor, pastDueMaximum: .seconds(10))
            }
            let widget = try await harness.startReady(hostileEntry("past", mode: "past-timeline"))
            await widget.setWidth(390)
            let started = ContinuousClock.now
            // Four cells: the first, then three timeline reloads 0.3 s, 0.6 s and 1.2 s apart.
            _ = await widget.waitForSnapshot(timeout: .seconds(60)) { ($0.cell?.sequence ?? 0) >= 4 }
            let elapsed = ContinuousClock.now - started
            await widget.stop()
            let cells = await harness.records(widget: "past", kind: "request").filter { $0["method"]?.stringValue == "configureCell" }
            #expect(cells.count >= 4)
            // Lower bounds only: a loaded machine may be slower, never faster than the floor.
            #expect(elapsed >= floor * 7, "three reloads after 0.3 + 0.6 + 1.2 s took \(elapsed)")
        }
    }
}
