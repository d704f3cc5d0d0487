import Dispatch
import Foundation
import WidgetDashboard
import WidgetHost
import WidgetProtocol
import WidgetRendering

/// The live terminal dashboard: redraws on every state change, every second (countdowns and
/// `dateText`) and on resize; keys go through the pure ``LiveScreen``, and the commands it
/// returns to the ``DashboardModel`` are performed one at a time, in order. The terminal is
/// restored on `q`, Ctrl-C, SIGINT, SIGTERM and SIGHUP (see ``TerminationSignals``); the
/// command then stops the widgets.
///
/// ``run()`` owns one task group: the key, signal and state feeders, the redraw tick (on
/// `clock`), and the one consumer of the commands. Quitting cancels it.
struct DashboardLiveView {
    let dashboard: DashboardModel
    /// The dashboard's editor (`e`); nil: none.
    var editor: DashboardEditor?
    let console: Console
    /// The clock (pinned with `--now`).
    let now: @Sendable () -> Date
    /// The redraw tick waits on this clock.
    var clock: any Clock<Duration> = ContinuousClock()

    private enum Event: Sendable {
        case key(TerminalKey)
        case state(DashboardState)
        case editor(LiveCommand.EditorFeedback)
        case redraw
        case quit
    }

    func run() async {
        let session = TerminalSession()
        session.enter()
        defer { session.restore() }
        let (events, sink) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(64))
        let (commands, commandSink) = AsyncStream.makeStream(of: LiveCommand.self)
        let queue = DispatchQueue(label: "widgets.dashboard.signals")
        let resize = TerminalSession.signalSource(SIGWINCH, queue: queue) { sink.yield(.redraw) }
        defer { resize.cancel() }
        let keys = TerminalKeyReader.keys()
        let states = await dashboard.states()
        let (dashboard, clock) = (dashboard, clock)
        var screen = LiveScreen(state: await dashboard.current, colour: console.useColor, now: now)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await key in keys { sink.yield(.key(key)) }
                sink.yield(.quit)
            }
            // SIGTERM, SIGINT, SIGHUP (installed by the command): quit like `q`.
            group.addTask { if await TerminationSignals.shared.next() != nil { sink.yield(.quit) } }
            group.addTask { for await state in states { sink.yield(.state(state)) } }
            group.addTask {
                while (try? await clock.sleep(for: .seconds(1))) != nil { sink.yield(.redraw) }
            }
            // The one consumer of the commands: each runs to its end before the next begins.
            let editor = editor
            group.addTask { await LiveCommand.performAll(commands, on: dashboard, editor: editor) { sink.yield(.editor($0)) } }
            // The editor's gallery previews are made while the dashboard shows.
            if let editor { group.addTask { await editor.run() } }

            screen.draw()
            events: for await event in events {
                switch event {
                case .quit:
                    break events
                case .redraw:
                    // A preview being made: ask the editor again, once a second.
                    if screen.editor?.awaitsPreview == true { commandSink.yield(.refreshEditor) }
                case .state(let state):
                    screen.state = state
                case .editor(let said):
                    if said.opens {
                        screen.editor = LiveEditorScreen(state: said.state)
                    } else if var editing = screen.editor {
                        editing.update(said.state, following: said.following, notice: said.notice ?? editing.notice)
                        screen.editor = editing
                    }
                case .key(let key):
                    let asked = screen.press(key)
                    if asked.contains(.quit) { break events }
                    for command in asked { commandSink.yield(command) }
                }
                screen.draw()
            }
            TerminalSession.write("\u{1B}[2J\u{1B}[HStopping widgets…")
            commandSink.finish()
            editor?.finish()
            group.cancelAll()
        }
    }
}

// Drawing what is on screen into the terminal's rows.
extension LiveScreen {
    func draw() {
        let (rows, columns) = TerminalSession.size()
        let now = now()
        let context = self.context
        var frame = state.frame(now: now, selectedWidgetID: selectedID, statusLine: "")
        // The status is the bottom line here (LiveStatusLine), not a list under the cards.
        frame.widgetStatuses = []
        frame.labelsCards = true
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
                let height = TerminalRenderer.renderCard(
                    card, width: width, selected: index == frame.selectedIndex, context: context, points: state.width
                ).count
                if card.widgetID == selectedID {
                    if offset + 1 + height > body { top = min(offset + 1, offset + 1 + height - body) }
                    break
                }
                offset += 1 + height
            }
        }
        if showingDetails, let details = detailLines() {
            lines = details
            top = 0
        }
        if let editor {
            lines = editor.lines(context: context)
            top = 0
        }
        let visible = lines.dropFirst(top).prefix(body)
        let pad = String(repeating: " ", count: max(0, (columns - TerminalRenderer.columns(forPoints: state.width)) / 2))
        var output = "\u{1B}[H\u{1B}[2J"
        for line in visible {
            output += pad + (showingDetails || editor != nil && !line.contains("\u{1B}") ? clip(line, columns - pad.count) : line) + "\r\n"
        }
        let line = LiveStatusLine.text(state, now: now, selectedID: selectedID) + " · \(Int(state.width)) pt"
        let status = notice ?? editor?.notice ?? line
        let help =
            editor != nil
            ? LiveEditorScreen.help
            : showingDetails
                ? "↑↓ next card's details · d/Esc close details · r retry · q quit"
                : state.presented.isEmpty
                    ? "↑↓ select · ⏎ open · 1-9 buttons · d details · e edit · h hide · s show · r retry · w width · q quit"
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
