import Foundation
import Testing
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetProtocolFoundation
import WidgetRendering
import WidgetTestSupport

extension DashboardTests {
    /// The dashboard model with the real example widgets as real processes.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardModelTests {
        @Test func flightStatusStartsHiddenThenAppearsWithoutReload() async throws {
            let harness = DashboardHarness("hidden", context: try Samples.connection())
            // Every step, subscribed before the widgets start, so the short hidden phase is not missed.
            let states = await harness.dashboard.states(bufferingNewest: 10_000)
            await harness.dashboard.start()
            var sawHidden: DashboardState?
            var shown: DashboardState?
            let deadline = ContinuousClock.now + .seconds(30)
            for await state in states {
                let card = try #require(state["flight-status"])
                // init answers canBeDisplayed: false; the card is not in the column.
                if card.status == .ready, card.canBeDisplayed == false { sawHidden = sawHidden ?? state }
                // 0.2 s later it sends canBeDisplayed: true and its cell appears.
                if card.isVisible, card.cell != nil { shown = state; break }
                if ContinuousClock.now > deadline { break }
            }
            let hidden = try #require(sawHidden, "flight-status was never ready and hidden")
            #expect(!hidden.visible.contains { $0.widgetID == "flight-status" })
            #expect(hidden.frame().cards.first { $0.widgetID == "flight-status" }?.status == .hidden)
            let visible = try #require(shown, "flight-status never showed its cell")
            #expect(visible.text("flight-status").contains("LH 778"))
            #expect(visible.visible.first?.widgetID == "flight-status", "manifest order: flight-status above the checklist")
            await harness.stop()
        }

        /// A widget answering `cellHeight` with "fit" (the SDK's gate-change fixture, on a 1.2
        /// host) gets a card sized to its content at each width, in the terminal and in HTML.
        @Test func aWidgetAnsweringFitIsSizedToItsContentInBothRenderers() async throws {
            let entry = Examples.entry("gate-change", BuiltProducts.path(of: "sdk-test-widget"), ["gate-change"], dashboards: [.trip])
            let harness = DashboardHarness("fit", context: try Samples.connection(), entries: [entry])
            await harness.dashboard.start()
            var measures: [Double] = []
            for width in [375.0, 320] {
                await harness.dashboard.setWidth(width)
                let state = try #require(
                    await harness.waitFor("gate-change's cell at \(width)") {
                        $0["gate-change"]?.cell != nil && $0["gate-change"]?.cellWidth == width
                    })
                let widget = try #require(state["gate-change"])
                #expect(widget.height == .fit)
                let context = RenderContext()
                let frame = state.frame()
                let card = try #require(frame.cards.first)
                #expect(card.fitsContent && card.height == nil)
                let cell = try #require(widget.cell)
                let measured = ContentHeight.measure(cell, width: width, context: context)
                measures.append(measured)
                let page = HTMLRenderer.render(frames: [frame], context: context)
                #expect(page.contains("min-height:\(Int(measured))px!important") && page.contains("card-content fit"), "\(measured)")
                #expect(!page.contains("class=\"clip-marker\""))
                let columns = TerminalRenderer.columns(forPoints: width)
                let drawn = TerminalRenderer.renderCard(card, width: columns, context: context, points: width)
                let natural = TerminalRenderer.renderCard(cell, width: columns, context: context, points: width)
                #expect(drawn.count == max(TerminalRenderer.rows(forPoints: measured), natural.count))
                #expect(!drawn.joined().contains("more line"))
                #expect(DashboardJSON.object(state, now: Date())["widgets"]?.arrayValue?.first?["height"] == "fit")
            }
            #expect(measures[1] > measures[0], "its text wraps onto more lines at 320 than at 375: \(measures)")
            await harness.stop()
        }

        @Test func userHidesAndShowsACard() async throws {
            let harness = DashboardHarness("hide", context: try Samples.connection())
            await harness.dashboard.start()
            await harness.waitFor("checklist cell") { $0["checklist"]?.cell != nil }
            #expect(await harness.dashboard.hide("checklist"))
            let afterHide = await harness.dashboard.current
            #expect(afterHide["checklist"]?.isVisible == false)
            #expect(afterHide.frame().cards.first { $0.widgetID == "checklist" }?.status == .hidden)
            await harness.dashboard.show("checklist")
            let afterShow = await harness.dashboard.current
            #expect(afterShow["checklist"]?.isVisible == true)
            #expect(afterShow.text("checklist").contains("Trip checklist"))
            // flight-status said canBeHidden: false in its handshake.
            await harness.waitFor("flight-status ready") { $0["flight-status"]?.status == .ready }
            #expect(await harness.dashboard.hide("flight-status") == false)
            #expect(await harness.dashboard.current["flight-status"]?.hiddenByUser == false)
            await harness.stop()
        }

        @Test func reloadWidgetAfterAnActionUpdatesTheCell() async throws {
            let harness = DashboardHarness("reload", context: try Samples.connection())
            await harness.dashboard.start()
            let before = try #require(await harness.waitFor("checklist cell") { $0["checklist"]?.cell != nil })
            #expect(before.text("checklist").contains("0 of 7 done"))
            let cell = try #require(before["checklist"]?.cell)
            let buttons = TerminalRenderer.keyedActions(for: cell, width: 46, context: RenderContext())
            let done = try #require(buttons.first { $0.title.contains("Done") })
            let outcome = await harness.dashboard.perform(action: done.action, widgetID: "checklist", source: .cell)
            #expect(outcome == .handled)
            // The widget sends reloadWidget; the host asks cellHeight then configureCell.
            let after = await harness.waitFor("checklist shows 1 of 7 done") { $0.text("checklist").contains("1 of 7 done") }
            #expect((after?["checklist"]?.cellUpdates ?? 0) > (before["checklist"]?.cellUpdates ?? 0))
            await harness.stop()
        }

        @Test func changingTheWidthAsksEveryVisibleWidgetAgain() async throws {
            let harness = DashboardHarness("width", context: try Samples.heathrow())
            await harness.dashboard.start()
            let first = try #require(await harness.waitFor("airport-guide cell") { $0["airport-guide"]?.cell != nil })
            #expect(first["airport-guide"]?.cellWidth == 375)
            await harness.dashboard.setWidth(320)
            let narrow = await harness.dashboard.current
            #expect(narrow.width == 320)
            #expect(narrow["airport-guide"]?.cellWidth == 320)
            #expect((narrow["airport-guide"]?.cellUpdates ?? 0) > (first["airport-guide"]?.cellUpdates ?? 0))
            await harness.dashboard.setWidth(10)
            #expect(await harness.dashboard.current.width == 320, "widths are clamped to 320…400")
            await harness.stop()
        }

        @Test func tapPushesFlightDetailsAndHeaderButtonSendsAction() async throws {
            let harness = DashboardHarness("push", context: try Samples.connection())
            await harness.dashboard.start()
            let shown = try #require(await harness.waitFor("flight-status cell") { $0["flight-status"]?.cell != nil })
            #expect(await harness.dashboard.tap("flight-status") == .handled)
            let pushed = await harness.dashboard.current.presented
            #expect(pushed.count == 1)
            #expect(pushed.last?.controller.presentation == .push)
            #expect(pushed.last?.controller.title == "LH 778")
            // "Refresh" (header) → action {id: refresh, source: header} → the widget reloads.
            #expect(await harness.dashboard.pressHeaderButton("refresh") == .handled)
            await harness.waitFor("a reloaded flight-status cell") {
                ($0["flight-status"]?.cellUpdates ?? 0) > (shown["flight-status"]?.cellUpdates ?? 0)
            }
            await harness.dashboard.back()
            #expect(await harness.dashboard.current.presented.isEmpty)
            await harness.stop()
        }

        @Test func tapPresentsAirportPopupAndItsButtonsDismissIt() async throws {
            let harness = DashboardHarness("popup", context: try Samples.heathrow())
            await harness.dashboard.start()
            let first = try #require(await harness.waitFor("airport-guide cell") { $0["airport-guide"]?.cell != nil })
            #expect(first.text("airport-guide").contains("Terminal 2"))
            #expect(await harness.dashboard.tap("airport-guide") == .handled)
            let popup = try #require(await harness.dashboard.current.presented.last)
            #expect(popup.controller.presentation == .popup)
            #expect(popup.controller.title == "LHR terminals")
            // "Next terminal" answers {dismiss: true} and reloads the card on terminal 3.
            #expect(await harness.dashboard.pressHeaderButton("nextTerminal") == .dismissed)
            #expect(await harness.dashboard.current.presented.isEmpty)
            await harness.waitFor("the card on terminal 3") { $0.text("airport-guide").contains("Terminal 3") }
            // "Close" has role cancel: it sends action and dismisses.
            #expect(await harness.dashboard.tap("airport-guide") == .handled)
            #expect(await harness.dashboard.pressHeaderButton("close") == .dismissed)
            #expect(await harness.dashboard.current.presented.isEmpty)
            await harness.stop()
        }

        @Test func pushThenModalStackAndDismissReturnsToTheDashboard() async throws {
            // No example sends presentWidgetController, so this drives `present` directly (the
            // supervisor's `.presentController` event calls the same method).
            let harness = DashboardHarness("present", context: try Samples.heathrow())
            let push = WidgetController(presentation: .push, title: "Details", content: .text(TextNode("details")))
            let modal = WidgetController(presentation: .modal, title: "Hello", content: .text(TextNode("from the widget")))
            await harness.dashboard.present(push, from: "airport-guide")
            await harness.dashboard.present(push, from: "airport-guide")
            await harness.dashboard.present(modal, from: "airport-guide")
            #expect(await harness.dashboard.current.presented.map(\.controller) == [push, push, modal])
            await harness.dashboard.dismiss()
            #expect(await harness.dashboard.current.presented.map(\.controller) == [push, push], "dismiss closes only the modal")
            await harness.dashboard.back()
            #expect(await harness.dashboard.current.presented.count == 1, "back pops one push")
            await harness.dashboard.dismiss()
            #expect(await harness.dashboard.current.presented.isEmpty, "dismiss on a push returns to the dashboard")
            await harness.stop()
        }

        @Test func killedWidgetKeepsItsCellWhileRestartingAndRecovers() async throws {
            let harness = DashboardHarness("kill", context: try Samples.connection())
            await harness.dashboard.start()
            let before = try #require(await harness.waitFor("checklist cell") { $0["checklist"]?.cell != nil })
            let widget = try #require(await harness.dashboard.supervisor.widget("checklist"))
            let pid = try #require(await widget.pid)
            kill(pid, SIGKILL)
            let restarting = try #require(
                await harness.waitFor("checklist restarting with its last cell") {
                    $0["checklist"]?.status.isRestarting == true && $0["checklist"]?.cell != nil
                })
            #expect(restarting["checklist"]?.cell == before["checklist"]?.cell)
            #expect(restarting["checklist"]?.isStale == true)
            if case .restarting = restarting.frame().cards.first(where: { $0.widgetID == "checklist" })?.status {
            } else {
                Issue.record("the card is not marked restarting")
            }
            let recovered = await harness.waitFor("checklist ready again with a fresh cell") {
                $0["checklist"]?.status == .ready && $0["checklist"]?.isStale == false && ($0["checklist"]?.restarts ?? 0) >= 1
            }
            #expect(recovered?.text("checklist").contains("Trip checklist") == true)
            #expect(await widget.pid != pid)
            await harness.stop()
        }

        @Test func timelineEntriesSwitchAtTheirDatesAndAtEndReloads() async throws {
            let start = Date()
            let wall = ManualDateSource(start)
            let clock = ManualClock()
            let harness = DashboardHarness("timeline", context: try Samples.heathrow()) {
                $0.wallClock = wall.provider
                $0.clock = clock
            } configure: {
                $0.now = wall.provider
                $0.tickInterval = nil
            }
            await harness.dashboard.start()
            let first = try #require(await harness.waitFor("airport-guide cell") { $0["airport-guide"]?.cell != nil })
            let response = try #require(first["airport-guide"]?.response)
            let timeline = try #require(response.timeline)
            #expect(first["airport-guide"]?.cell == response.cell)
            // The first entry's date comes: its cell shows, with no message to the widget.
            wall.set(timeline.entries[0].date.date.addingTimeInterval(1))
            await harness.dashboard.tick()
            let switched = await harness.dashboard.current
            #expect(switched["airport-guide"]?.cell == timeline.entries[0].cell)
            #expect(switched["airport-guide"]?.cellUpdates == first["airport-guide"]?.cellUpdates, "no reload before the end")
            // The last entry's date comes: reload policy atEnd asks again (the supervisor's timer,
            // armed for that date, fires when its clock gets there).
            let end = timeline.entries[timeline.entries.count - 1].date.date
            wall.set(end.addingTimeInterval(1))
            // (At least the floor for a past-due timeline, 60 s, in case the sample's end has passed.)
            clock.advance(by: .seconds(max(end.timeIntervalSince(start) + 1, 61)))
            await harness.waitFor("a reload after the timeline's end") {
                ($0["airport-guide"]?.cellUpdates ?? 0) > (first["airport-guide"]?.cellUpdates ?? 0)
            }
            await harness.stop()
        }

        /// Issue 10: a presentation nobody asked for waits on its card, never over the cards,
        /// and the user opens it from there.
        @Test func anUnsolicitedPresentationWaitsOnItsCardUntilTheUserOpensIt() async throws {
            let script = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets/widget.py").path
            let pushy = Examples.entry("pushy", script, ["present-unasked"], dashboards: [.trip])
            let harness = DashboardHarness("unasked", context: try Samples.connection(), entries: [pushy])
            await harness.dashboard.start()
            let waiting = try #require(await harness.waitFor("a pending presentation") { $0["pushy"]?.pendingPresentation != nil })
            #expect(waiting.presented.isEmpty)
            #expect(waiting.frame().cards.first?.pendingPresentation == "Gate change")
            #expect(await harness.dashboard.tap("pushy") == .handled)
            let opened = await harness.dashboard.current
            #expect(opened.presented.map(\.controller.title) == ["Gate change"])
            #expect(opened["pushy"]?.pendingPresentation == nil)
            await harness.stop()
        }

        @Test func quarantinedWidgetShowsWhyAndCanBeRetried() async throws {
            var crasher = Examples.entry("crasher", "/bin/sh", ["-c", "echo 'cannot open the timetable' >&2; exit 3"], dashboards: [.trip])
            crasher.restart = RestartPolicies(
                restart: .permanent,
                backoff: Backoff(
                    initial: .milliseconds(20), multiplier: 1, maximum: .milliseconds(20), jitter: 0, resetAfter: .seconds(60)),
                intensity: RestartIntensity(maximumRestarts: 1, window: .seconds(60)))
            let harness = DashboardHarness("quarantine", context: try Samples.connection(), entries: [crasher, Examples.checklist])
            await harness.dashboard.start()
            let quarantined = try #require(await harness.waitFor("crasher quarantined") { $0["crasher"]?.status.isQuarantined == true })
            guard case .quarantined(let reason)? = quarantined.frame().cards.first(where: { $0.widgetID == "crasher" })?.status else {
                Issue.record("the card does not show the quarantine")
                return
            }
            #expect(reason.contains("cannot open the timetable"), "the reason quotes the widget's stderr: \(reason)")
            #expect(quarantined.statusSummary().contains("crasher quarantined"))
            await harness.waitFor("the healthy widget is unaffected") { $0["checklist"]?.cell != nil }
            let widget = try #require(await harness.dashboard.supervisor.widget("crasher"))
            let startsBefore = widget.counters.starts
            try await harness.dashboard.retry("crasher")
            await harness.waitFor("crasher quarantined again after the retry") {
                $0["crasher"]?.status.isQuarantined == true && widget.counters.starts > startsBefore
            }
            await harness.stop()
        }
    }
}
