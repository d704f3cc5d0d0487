import Dispatch
import Foundation
import WidgetDashboard
import WidgetHost
import WidgetProtocol
import WidgetRendering

/// The live terminal dashboard: redraws on every state change, every second (countdowns and
/// `dateText`) and on resize; maps keys to the ``DashboardModel``'s operations. The terminal is
/// restored on `q`, Ctrl-C, SIGINT, SIGTERM and SIGHUP (see ``TerminationSignals``); the command
/// then stops the widgets.
struct DashboardLiveView {
    let dashboard: DashboardModel
    let console: Console
    /// The clock (pinned with `--now`).
    let now: @Sendable () -> Date

    private enum Event: Sendable {
        case key(TerminalKey)
        case state(DashboardState)
        case redraw
        case quit
    }

    func run() async {
        let session = TerminalSession()
        session.enter()
        defer { session.restore() }
        let (events, sink) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(64))
        let queue = DispatchQueue(label: "widgets.dashboard.signals")
        let resize = TerminalSession.signalSource(SIGWINCH, queue: queue) { sink.yield(.redraw) }
        defer { resize.cancel() }
        let keys = TerminalKeyReader.keys()
        let states = await dashboard.states()
        let feeders = [
            Task {
                for await key in keys { sink.yield(.key(key)) }; sink.yield(.quit)
            },
            // SIGTERM, SIGINT, SIGHUP (installed by the command): quit like `q`.
            Task { if await TerminationSignals.shared.next() != nil { sink.yield(.quit) } },
            Task { for await state in states { sink.yield(.state(state)) } },
            Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    sink.yield(.redraw)
                }
            },
        ]
        defer { for feeder in feeders { feeder.cancel() } }

        var screen = Screen(state: await dashboard.current, colour: console.useColor, now: now)
        screen.draw()
        for await event in events {
            switch event {
            case .quit:
                TerminalSession.write("\u{1B}[2J\u{1B}[HStopping widgets…")
                return
            case .redraw:
                break
            case .state(let state):
                screen.state = state
            case .key(let key):
                if handle(key, screen: &screen) == false {
                    TerminalSession.write("\u{1B}[2J\u{1B}[HStopping widgets…")
                    return
                }
            }
            screen.draw()
        }
    }

    /// Performs `key`; false means quit.
    private func handle(_ key: TerminalKey, screen: inout Screen) -> Bool {
        let dashboard = self.dashboard
        let state = screen.state
        let selected = screen.selectedID
        let confirming = screen.pendingConfirmation
        screen.pendingConfirmation = nil
        screen.notice = nil
        _ = confirming
        if let top = state.presented.last {
            // A presented controller has the keyboard: focus moves through its buttons and
            // toggles; Enter or space activates the focused one; digits press header buttons.
            switch key {
            case .down, .tab:
                screen.moveControllerFocus(by: 1)
                return true
            case .up, .backTab:
                screen.moveControllerFocus(by: -1)
                return true
            case .enter, .character(" "):
                if let focused = screen.focusedAction() {
                    if let confirm = focused.confirm, screen.confirmingFocus != screen.controllerFocus {
                        screen.confirmingFocus = screen.controllerFocus
                        screen.notice = "\(confirm.title)\(confirm.message.map { " \($0)" } ?? "") Press Enter again to confirm."
                        return true
                    }
                    Task { await dashboard.perform(action: focused.action, widgetID: top.widgetID, source: .controller) }
                }
                screen.confirmingFocus = nil
                return true
            default:
                screen.confirmingFocus = nil
            }
        }
        switch key {
        case .interrupt, .character("q"), .character("Q"):
            return false
        case .up: screen.moveSelection(by: -1)
        case .down: screen.moveSelection(by: 1)
        case .tab, .backTab: break
        case .enter:
            // tap() opens a presentation waiting on the card first.
            if state.presented.isEmpty, let selected { Task { await dashboard.tap(selected) } }
        case .escape, .backspace:
            Task { await dashboard.back() }
        case .character("h"):
            if let selected { Task { await dashboard.hide(selected) } }
        case .character("s"):
            for card in state.widgets where card.hiddenByUser { Task { await dashboard.show(card.widgetID) } }
        case .character("r"):
            let candidates = state.widgets.filter {
                $0.status.isQuarantined || { if case .failed = $0.status { return true } else { return false } }($0)
            }
            if let target = candidates.first(where: { $0.widgetID == selected }) ?? candidates.first {
                Task { await dashboard.retry(target.widgetID) }
            }
        case .character("w"):
            let widths = DashboardOptions.standardWidths
            let next = widths.first { $0 > state.width } ?? widths[0]
            Task { await dashboard.setWidth(next) }
        case .character(let c):
            guard let digit = c.wholeNumberValue, (1...9).contains(digit) else { break }
            if let top = state.presented.last {
                let buttons = (top.controller.leftButtons ?? []) + (top.controller.rightButtons ?? [])
                if digit <= buttons.count { Task { await dashboard.pressHeaderButton(buttons[digit - 1].id) } }
            } else if let selected, let cell = state[selected]?.cell {
                screen.pendingConfirmation = confirming
                let actions = TerminalRenderer.keyedActions(
                    for: cell, width: TerminalRenderer.columns(forPoints: state.width), context: screen.context)
                if let keyed = actions.first(where: { $0.key == digit }) {
                    // A button that asks first: the same key again confirms, any other key cancels.
                    if let confirm = keyed.confirm, screen.pendingConfirmation != digit {
                        screen.pendingConfirmation = digit
                        screen.notice = "\(confirm.title)\(confirm.message.map { " \($0)" } ?? "") Press \(digit) again to confirm."
                        return true
                    }
                    Task { await dashboard.perform(action: keyed.action, widgetID: selected, source: .cell) }
                }
            }
        }
        return true
    }
}

/// What is on screen: the state, the selection, and drawing it into the terminal's rows.
private struct Screen {
    var state: DashboardState {
        didSet {
            keepSelectionValid()
            keepControllerFocusValid(after: oldValue)
        }
    }
    /// The focused button or toggle of the top presented controller.
    var controllerFocus: Int?
    /// The focus index waiting for its confirming Enter.
    var confirmingFocus: Int?
    var selectedID: String?
    let colour: Bool
    /// The digit of a button waiting for its confirmation key.
    var pendingConfirmation: Int?
    /// A host line shown above the status line (a confirmation question).
    var notice: String?

    let now: @Sendable () -> Date

    init(state: DashboardState, colour: Bool, now: @escaping @Sendable () -> Date) {
        self.state = state
        self.colour = colour
        self.now = now
        keepSelectionValid()
    }

    var context: RenderContext { RenderContext(now: now(), colour: colour, unicode: true) }

    /// Cards the keyboard can select: the ones drawn.
    var selectable: [String] {
        let now = now()
        return state.widgets.filter { $0.cardStatus(now: now) != .hidden }.map(\.widgetID)
    }

    mutating func keepSelectionValid() {
        let ids = selectable
        if selectedID == nil || !ids.contains(selectedID!) { selectedID = ids.first }
    }

    /// What focus moves through in the top controller, as drawn.
    var focusable: [KeyedAction] {
        guard let top = state.presented.last else { return [] }
        return TerminalRenderer.focusableActions(
            in: top.controller, width: TerminalRenderer.columns(forPoints: state.width), context: context)
    }

    func focusedAction() -> KeyedAction? {
        let actions = focusable
        guard let focus = controllerFocus, actions.indices.contains(focus) else { return nil }
        return actions[focus]
    }

    mutating func moveControllerFocus(by step: Int) {
        let count = focusable.count
        guard count > 0 else { controllerFocus = nil; return }
        controllerFocus = ((controllerFocus ?? -step) + step + count) % count
        confirmingFocus = nil
    }

    /// A new controller on top gets focus on its first item; the same one redrawn keeps it.
    mutating func keepControllerFocusValid(after old: DashboardState) {
        let count = focusable.count
        let sameTop =
            old.presented.count == state.presented.count
            && old.presented.last?.widgetID == state.presented.last?.widgetID
            && old.presented.last?.controller.title == state.presented.last?.controller.title
        if count == 0 {
            controllerFocus = nil
        } else if !sameTop || controllerFocus == nil {
            controllerFocus = 0
        } else {
            controllerFocus = min(controllerFocus ?? 0, count - 1)
        }
    }

    mutating func moveSelection(by step: Int) {
        let ids = selectable
        guard !ids.isEmpty else { return }
        let index = selectedID.flatMap { ids.firstIndex(of: $0) } ?? 0
        selectedID = ids[min(max(0, index + step), ids.count - 1)]
    }

    func draw() {
        let (rows, columns) = TerminalSession.size()
        let now = now()
        let context = self.context
        var frame = state.frame(now: now, selectedWidgetID: selectedID, statusLine: "")
        frame.controllerFocus = state.presented.isEmpty ? nil : controllerFocus
        var lines = TerminalRenderer.render(frame, context: context).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        // Scroll so the selected card is on screen (the title is line 0; each card follows a blank line).
        let body = max(1, rows - 2)
        var top = 0
        if state.presented.isEmpty, let selectedID {
            let width = TerminalRenderer.columns(forPoints: state.width)
            var offset = 1
            for (index, card) in frame.cards.enumerated() where card.status != .hidden {
                let height = TerminalRenderer.renderCard(card, width: width, selected: index == frame.selectedIndex, context: context).count
                if card.widgetID == selectedID {
                    if offset + 1 + height > body { top = min(offset + 1, offset + 1 + height - body) }
                    break
                }
                offset += 1 + height
            }
        }
        let visible = lines.dropFirst(top).prefix(body)
        let pad = String(repeating: " ", count: max(0, (columns - TerminalRenderer.columns(forPoints: state.width)) / 2))
        var output = "\u{1B}[H\u{1B}[2J"
        for line in visible { output += pad + line + "\r\n" }
        let status = notice ?? (state.statusSummary(now: now) + " · \(Int(state.width)) pt")
        let help =
            state.presented.isEmpty
            ? "↑↓ select · ⏎ open · 1-9 buttons · h hide · s show · r retry · w width · q quit"
            : "↑↓ focus · ⏎/space activate · Esc back · 1-9 " + headerButtonHelp() + " · q quit"
        output += "\u{1B}[\(rows - 1);1H" + dim(clip(status, columns)) + "\r\n" + dim(clip(help, columns))
        TerminalSession.write(output)
    }

    private func headerButtonHelp() -> String {
        guard let top = state.presented.last else { return "" }
        let buttons = (top.controller.leftButtons ?? []) + (top.controller.rightButtons ?? [])
        if buttons.isEmpty { return "(no buttons)" }
        return buttons.enumerated().map { "\($0.offset + 1) \(UntrustedText.clean($0.element.title))" }.joined(separator: ", ")
    }

    private func clip(_ text: String, _ columns: Int) -> String {
        let clean = UntrustedText.clean(text)
        return clean.count > columns ? String(clean.prefix(max(0, columns - 1))) + "…" : clean
    }

    private func dim(_ text: String) -> String { colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
