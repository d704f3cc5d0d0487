import Foundation
import Testing
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

@testable import WidgetDashboard
@testable import widgets

/// The live view's keys as sequences, with no terminal and no processes: what each key asks
/// of the dashboard, the one confirmation rule, and commands applied in the order of the keys.
@Suite struct LiveScreenTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A card `id` showing `buttons` (the first asks before it acts), ready and visible.
    static func card(_ id: String, buttons: [ButtonNode] = []) -> WidgetCardState {
        var card = WidgetCardState(widgetID: id)
        card.status = .ready
        card.canBeDisplayed = true
        card.cell = Cell(content: .vstack(VStackNode(children: [.text(TextNode(id))] + buttons.map(CellNode.button))))
        return card
    }

    static let resetButton = ButtonNode(
        title: "Reset", action: .invoke(id: "reset"), confirm: ButtonNode.Confirmation(title: "Reset the list?", message: "All ticks go."))
    static let doneButton = ButtonNode(title: "Done", action: .invoke(id: "done"))

    static func screen(_ cards: [WidgetCardState], presented: [PresentedController] = []) -> LiveScreen {
        let state = DashboardState(
            title: "Trip", dashboard: .trip, width: 375, widgets: cards, presented: presented, message: nil, revision: 1)
        return LiveScreen(state: state, colour: false, now: { now })
    }

    @Test func arrowsSelectAndEnterTapsTheSelectedCard() {
        var screen = Self.screen([Self.card("flight"), Self.card("checklist")])
        #expect(screen.selectedID == "flight")
        #expect(screen.press(.down) == [])
        #expect(screen.press(.enter) == [.tap("checklist")])
        #expect(screen.press(.up) == [])
        #expect(screen.press(.character("h")) == [.hide("flight")])
        #expect(screen.press(.escape) == [.back])
        #expect(screen.press(.character("q")) == [.quit])
        #expect(screen.press(.interrupt) == [.quit])
    }

    @Test func aButtonThatAsksFirstNeedsItsKeyTwiceAndAnyOtherKeyCancels() {
        var screen = Self.screen([Self.card("checklist", buttons: [Self.resetButton, Self.doneButton])])
        let reset = LiveCommand.perform(.invoke(id: "reset"), widgetID: "checklist", source: .cell)
        #expect(screen.press(.character("1")) == [])
        #expect(screen.notice == "Reset the list? All ticks go. Press 1 again to confirm.")
        #expect(screen.press(.character("1")) == [reset])
        #expect(screen.notice == nil)

        #expect(screen.press(.character("1")) == [])
        #expect(screen.press(.character("2")) == [.perform(.invoke(id: "done"), widgetID: "checklist", source: .cell)])
        #expect(screen.press(.character("1")) == [], "the other key cancelled: it asks again")
        #expect(screen.press(.down) == [])
        #expect(screen.press(.character("1")) == [], "so did an arrow")
        #expect(screen.press(.character("1")) == [reset])
    }

    @Test func aControllerItemThatAsksFirstFollowsTheSameRule() {
        let content = CellNode.vstack(VStackNode(children: [.button(Self.doneButton), .button(Self.resetButton)]))
        let controller = WidgetController(
            presentation: .popup, title: "Checklist", content: content, rightButtons: [HeaderButton(id: "close", title: "Close")])
        var screen = Self.screen([Self.card("checklist")], presented: [PresentedController(widgetID: "checklist", controller: controller)])
        #expect(screen.controllerFocus == 0)
        #expect(screen.press(.enter) == [.perform(.invoke(id: "done"), widgetID: "checklist", source: .controller)])
        #expect(screen.press(.down) == [])
        #expect(screen.press(.character(" ")) == [])
        #expect(screen.notice == "Reset the list? All ticks go. Press Enter again to confirm.")
        #expect(screen.press(.enter) == [.perform(.invoke(id: "reset"), widgetID: "checklist", source: .controller)])
        #expect(screen.press(.character("1")) == [.pressHeaderButton("close")], "digits press header buttons")
        #expect(screen.press(.character("w")) == [.cycleWidth], "the dashboard's keys still work")
        #expect(screen.press(.escape) == [.back])
    }

    @Test func retryAndShowAskForTheCardsThatNeedIt() {
        var failed = Self.card("flight")
        failed.status = .failed("no such file")
        var hidden = Self.card("weather")
        hidden.hiddenByUser = true
        var screen = Self.screen([Self.card("checklist"), failed, hidden])
        #expect(screen.press(.character("r")) == [.retry("flight")])
        #expect(screen.press(.character("s")) == [.show("weather")])
    }

    /// `d` shows the selected card's details (reason, restarts with causes, stderr, process,
    /// counters, sandbox); ↑↓ move to the next card's; `d` or Esc closes them before Esc means back.
    @Test func dShowsTheSelectedCardsDetailsAndEscClosesThemFirst() throws {
        var flaky = Self.card("flaky")
        flaky.status = .restarting(after: .seconds(2), attempt: 1)
        flaky.instance = 2
        flaky.restarts = 1
        flaky.snapshot.failure = .exited(.signaled(9, coreDumped: false), cause: "was killed by signal 9 (SIGKILL)")
        flaky.restartLog = [
            WidgetRestart(at: Self.now, instance: 1, attempt: 1, delay: .seconds(2), cause: "the widget was killed by signal 9 (SIGKILL)")
        ]
        flaky.standardErrorTail = ["Traceback (most recent call last):", "boom"]
        flaky.counters.strayLines = 3
        var sandboxed = Self.card("sandboxed")
        sandboxed.pid = 4242
        sandboxed.instance = 1
        sandboxed.sandbox = SandboxReport(
            mode: .on, applied: [], landlockABI: 6,
            grants: SandboxGrants(
                system: [], read: ["/opt/widget"], write: ["/data/sandboxed"], connectPorts: [443], temporaryParent: "/tmp"))
        var screen = Self.screen([flaky, sandboxed])
        #expect(screen.detailLines() != nil && !screen.showingDetails)
        #expect(screen.press(.character("d")).isEmpty)
        #expect(screen.showingDetails)
        let flakyText = try #require(screen.detailLines()).joined(separator: "\n")
        #expect(flakyText.contains("flaky: restarting in"))
        #expect(flakyText.contains("Process: no process, run #2, 1 restart"))
        #expect(flakyText.contains("Reason: the widget was killed by signal 9 (SIGKILL)"))
        #expect(flakyText.contains("run #1: the widget was killed by signal 9 (SIGKILL) → attempt 1 after 2 s"), "\(flakyText)")
        #expect(flakyText.contains("stderr (last 2 lines):\n  Traceback (most recent call last):\n  boom"))
        #expect(flakyText.contains("Counters: 3 stray lines"))
        #expect(flakyText.contains("Sandbox: not started yet"))

        #expect(screen.press(.down).isEmpty)
        let sandboxedText = try #require(screen.detailLines()).joined(separator: "\n")
        #expect(sandboxedText.hasPrefix("sandboxed: ready\nProcess: pid 4242, run #1, 0 restarts"))
        #expect(sandboxedText.contains("Sandbox: sandbox on") && sandboxedText.contains("  write: /data/sandboxed"))
        #expect(sandboxedText.contains("connect to ports: 443"))

        #expect(screen.press(.escape).isEmpty, "Esc closes the details first")
        #expect(!screen.showingDetails)
        #expect(screen.press(.escape) == [.back])
        #expect(screen.press(.character("d")).isEmpty && screen.showingDetails)
        #expect(screen.press(.character("d")).isEmpty && !screen.showingDetails, "d again closes them")
    }

    /// Two quick `w` presses: each asks for the next width, and they apply in order, so the
    /// second starts from the first's (375 → 400 → 320), not from the width both keys saw.
    @Test func twoQuickWidthPressesApplyInOrder() async throws {
        let recorder = FlightRecorder.disabled()
        let model = DashboardModel(
            context: try Samples.connection(), entries: [],
            supervisorOptions: SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: recorder))
        var screen = LiveScreen(state: await model.current, colour: false, now: { Self.now })
        let (commands, sink) = AsyncStream.makeStream(of: LiveCommand.self)
        for key in [TerminalKey.character("w"), .character("w")] {
            let asked = screen.press(key)
            #expect(asked == [.cycleWidth])
            for command in asked { sink.yield(command) }
        }
        sink.finish()
        await LiveCommand.performAll(commands, on: model)
        #expect(await model.current.width == 320)
        await model.stop()
        await recorder.close()
    }
}
