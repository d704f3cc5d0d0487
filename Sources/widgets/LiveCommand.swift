import WidgetDashboard
import WidgetProtocol
import WidgetServe

/// What a key asks of the dashboard (see ``LiveScreen/press(_:)``). The live view performs
/// them one at a time, in the order the keys came, so two quick presses never race.
enum LiveCommand: Hashable, Sendable {
    case quit
    case tap(String)
    case back
    case hide(String)
    case show(String)
    case retry(String)
    /// The next standard width after the one the dashboard has when this command runs.
    case cycleWidth
    case pressHeaderButton(String)
    case perform(Action, widgetID: String, source: ActionRequest.Source)
    /// Open the editor (`e`), or read its state again (a preview was being made).
    case openEditor
    case refreshEditor
    /// An edit of the dashboard (``LiveEditorScreen``).
    case edit(ServedEdit)

    /// What the editor said after a command, for the screen: its state, the widget to keep
    /// selected and a sentence.
    struct EditorFeedback: Sendable {
        var state: ServedEditorState
        var following: String?
        var notice: String?
        /// Whether this opens the editor (else it updates an open one).
        var opens: Bool
    }

    /// Performs `commands` on `dashboard` one at a time, each to its end before the next
    /// begins, until the stream ends: the live view's one consumer. What the editor says goes
    /// to `feedback`.
    static func performAll(
        _ commands: AsyncStream<LiveCommand>, on dashboard: DashboardModel, editor: DashboardEditor? = nil,
        feedback: @escaping @Sendable (EditorFeedback) -> Void = { _ in }
    ) async {
        for await command in commands {
            if let said = await command.perform(on: dashboard, editor: editor) { feedback(said) }
        }
    }

    /// Performs the command on `dashboard` and returns once it is done (``quit`` is the view's).
    @discardableResult
    func perform(on dashboard: DashboardModel, editor: DashboardEditor? = nil) async -> EditorFeedback? {
        switch self {
        case .openEditor, .refreshEditor:
            guard let editor else { return nil }
            return EditorFeedback(state: await editor.editorState(), following: nil, notice: nil, opens: self == .openEditor)
        case .edit(let edit):
            guard let editor else { return nil }
            let before = await editor.editorState()
            let outcome = await editor.perform(edit)
            let after = await editor.editorState()
            return EditorFeedback(
                state: after, following: edit.widget, notice: Self.sentence(edit, outcome, before: before, after: after), opens: false)
        case .quit: break
        case .tap(let id): await dashboard.tap(id)
        case .back: await dashboard.back()
        case .hide(let id): await dashboard.hide(id)
        case .show(let id): await dashboard.show(id)
        // The live view runs the dashboard and offers only its own widgets: nothing to report.
        case .retry(let id): try? await dashboard.retry(id)
        case .cycleWidth: await dashboard.cycleWidth()
        case .pressHeaderButton(let id): await dashboard.pressHeaderButton(id)
        case .perform(let action, let id, let source): await dashboard.perform(action: action, widgetID: id, source: source)
        }
        return nil
    }

    /// "Alpha moved down, now 2 of 2." — what the editor's page announces, for the status line.
    static func sentence(_ edit: ServedEdit, _ outcome: ServedOutcome, before: ServedEditorState, after: ServedEditorState) -> String {
        switch outcome {
        case .refused(let reason), .failed(let reason): return reason
        default: break
        }
        let id = edit.widget
        let name = (before.shown + before.gallery).first { $0.id == id }?.name ?? id
        let position = (after.shown.firstIndex { $0.id == id } ?? 0) + 1
        switch edit {
        case .add: return "\(name) added to the dashboard, \(position) of \(after.shown.count)."
        case .remove: return "\(name) removed from the dashboard."
        case .move(_, let offset): return "\(name) moved \(offset < 0 ? "up" : "down"), now \(position) of \(after.shown.count)."
        }
    }
}

extension ServedEdit {
    /// The widget the edit is about.
    var widget: String {
        switch self {
        case .add(let id), .remove(let id), .move(let id, _): id
        }
    }
}
