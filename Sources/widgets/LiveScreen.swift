import Foundation
import WidgetDashboard
import WidgetHost
import WidgetProtocol
import WidgetRendering

/// What the live dashboard shows and what each key does, as a value: the state drawn, the
/// selected card, the focus in a presented controller, and a button waiting for its
/// confirmation. ``press(_:)`` turns a key into the ``LiveCommand``s for the dashboard; no
/// terminal, no tasks, no dashboard calls (``DashboardLiveView`` runs them, one at a time).
struct LiveScreen {
    /// A button that asks before it acts, waiting for the same key again.
    enum ConfirmingButton: Hashable {
        /// The cell button shown with this digit.
        case cellButton(Int)
        /// The item at this focus index of the presented controller.
        case controllerItem(Int)
    }

    var state: DashboardState {
        didSet {
            keepSelectionValid()
            keepControllerFocusValid(after: oldValue)
        }
    }
    var selectedID: String?
    /// The focused button or toggle of the top presented controller.
    var controllerFocus: Int?
    /// The one "press again to confirm" in progress; any other key cancels it.
    var confirming: ConfirmingButton?
    /// A host line shown above the status line (a confirmation question).
    var notice: String?
    /// The details of the selected card are shown instead of the dashboard (`d`; `d` or Esc
    /// closes them; ↑↓ move to the next card's).
    var showingDetails = false
    /// The dashboard editor, while it is open (`e`).
    var editor: LiveEditorScreen?
    let colour: Bool
    let now: @Sendable () -> Date

    init(state: DashboardState, colour: Bool, now: @escaping @Sendable () -> Date) {
        self.state = state
        self.colour = colour
        self.now = now
        keepSelectionValid()
        controllerFocus = focusable.isEmpty ? nil : 0
    }

    var context: RenderContext { RenderContext(now: now(), colour: colour, unicode: true) }

    // MARK: - Keys

    /// Applies `key` to what is on screen and returns what the dashboard must do, in order.
    mutating func press(_ key: TerminalKey) -> [LiveCommand] {
        let waiting = confirming
        confirming = nil
        notice = nil
        switch key {
        case .interrupt, .character("q"), .character("Q"):
            return [.quit]
        default:
            break
        }
        if var editing = editor {
            guard let commands = editing.press(key) else {
                editor = nil
                return []
            }
            editor = editing
            return commands
        }
        if showingDetails {
            switch key {
            case .escape, .backspace, .character("d"):
                showingDetails = false
                return []
            default:
                break
            }
        }
        if let top = state.presented.last, let commands = pressInController(key, top: top, waiting: waiting) {
            return commands
        }
        switch key {
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .enter:
            // A tap opens a presentation waiting on the card first.
            if let selectedID { return [.tap(selectedID)] }
        case .escape, .backspace:
            return [.back]
        case .character(let character):
            return pressCharacter(character, waiting: waiting)
        case .tab, .backTab, .interrupt:
            break
        }
        return []
    }

    /// A presented controller has the keyboard: focus moves through its buttons and toggles;
    /// Enter or space activates the focused one; digits press header buttons. Nil for the keys
    /// that mean the same as on the dashboard (Esc, h, s, r, w).
    private mutating func pressInController(_ key: TerminalKey, top: PresentedController, waiting: ConfirmingButton?) -> [LiveCommand]? {
        switch key {
        case .down, .tab:
            moveControllerFocus(by: 1)
            return []
        case .up, .backTab:
            moveControllerFocus(by: -1)
            return []
        case .enter, .character(" "):
            guard let focus = controllerFocus, let focused = focusedAction() else { return [] }
            return activate(
                focused, as: .controllerItem(focus), waiting: waiting, again: "Enter",
                command: .perform(focused.action, widgetID: top.widgetID, source: .controller))
        case .character(let character):
            guard let digit = character.wholeNumberValue, (1...9).contains(digit) else { return nil }
            let buttons = (top.controller.leftButtons ?? []) + (top.controller.rightButtons ?? [])
            return digit <= buttons.count ? [.pressHeaderButton(buttons[digit - 1].id)] : []
        case .escape, .backspace, .interrupt:
            return nil
        }
    }

    private mutating func pressCharacter(_ character: Character, waiting: ConfirmingButton?) -> [LiveCommand] {
        switch character {
        case "d":
            showingDetails = selectedID != nil
            return []
        case "e":
            return [.openEditor]
        case "h":
            return selectedID.map { [.hide($0)] } ?? []
        case "s":
            return state.widgets.filter(\.hiddenByUser).map { .show($0.widgetID) }
        case "r":
            let candidates = state.widgets.filter {
                if case .failed = $0.status { return true }
                return $0.status.isQuarantined
            }
            let target = candidates.first { $0.widgetID == selectedID } ?? candidates.first
            return target.map { [.retry($0.widgetID)] } ?? []
        case "w":
            return [.cycleWidth]
        default:
            guard let digit = character.wholeNumberValue, (1...9).contains(digit), let selectedID,
                let cell = state[selectedID]?.cell
            else { return [] }
            let actions = TerminalRenderer.keyedActions(
                for: cell, width: TerminalRenderer.columns(forPoints: state.width), context: context)
            guard let keyed = actions.first(where: { $0.key == digit }) else { return [] }
            return activate(
                keyed, as: .cellButton(digit), waiting: waiting, again: "\(digit)",
                command: .perform(keyed.action, widgetID: selectedID, source: .cell))
        }
    }

    /// The one confirmation rule: an action that asks first runs when its key comes twice in a
    /// row; the first press asks.
    private mutating func activate(
        _ keyed: KeyedAction, as target: ConfirmingButton, waiting: ConfirmingButton?, again: String, command: LiveCommand
    ) -> [LiveCommand] {
        if let confirm = keyed.confirm, waiting != target {
            confirming = target
            notice = "\(confirm.title)\(confirm.message.map { " \($0)" } ?? "") Press \(again) again to confirm."
            return []
        }
        return [command]
    }

    // MARK: - Selection and focus

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
        guard count > 0 else {
            controllerFocus = nil
            return
        }
        controllerFocus = ((controllerFocus ?? -step) + step + count) % count
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
}
