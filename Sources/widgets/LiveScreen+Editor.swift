import WidgetRendering
import WidgetServe

/// The dashboard editor in the live terminal view (`e`), as a value like the rest of
/// ``LiveScreen``: the widgets on the dashboard and the gallery (what ``DashboardEditor`` said
/// last), and which row is selected. Keys: ↑↓ select, `[` and `]` move the selected widget up
/// and down, `x` removes it, Enter adds the selected gallery widget, `e` or Esc closes. Each
/// edit is a ``LiveCommand/edit(_:)``; the view performs it and hands back the editor's new
/// state with a sentence saying what happened.
struct LiveEditorScreen {
    var state: ServedEditorState
    /// The selected row: the dashboard's widgets first, then the gallery's.
    var selected = 0
    /// What the last edit did, or why it was refused.
    var notice: String?

    var rows: [ServedEditorItem] { state.shown + state.gallery }

    /// The widget of the selected row, and whether it is on the dashboard.
    var selection: (item: ServedEditorItem, shown: Bool)? {
        let rows = rows
        guard rows.indices.contains(selected) else { return nil }
        return (rows[selected], selected < state.shown.count)
    }

    /// The editor's new state; the selection follows widget `id` when there is one.
    mutating func update(_ state: ServedEditorState, following id: String?, notice: String?) {
        self.state = state
        self.notice = notice
        if let id, let index = rows.firstIndex(where: { $0.id == id }) {
            selected = index
        } else {
            selected = min(selected, max(0, rows.count - 1))
        }
    }

    /// What `key` asks for; nil for a key that closes the editor.
    mutating func press(_ key: TerminalKey) -> [LiveCommand]? {
        switch key {
        case .escape, .backspace, .character("e"):
            return nil
        case .up:
            selected = max(0, selected - 1)
        case .down:
            selected = min(max(0, rows.count - 1), selected + 1)
        case .character("["), .character("]"):
            guard let (item, shown) = selection, shown else { return [] }
            return [.edit(.move(widget: item.id, by: key == .character("[") ? -1 : 1))]
        case .character("x"):
            guard let (item, shown) = selection, shown else { return [] }
            return [.edit(.remove(widget: item.id))]
        case .enter, .character("a"):
            guard let (item, shown) = selection, !shown else { return [] }
            return [.edit(.add(widget: item.id))]
        default:
            break
        }
        return []
    }

    /// The editor's lines: the dashboard's widgets numbered, the gallery with each one's
    /// description, and the selected gallery widget's preview card. The terminal has no
    /// images: a glyph stands for each widget's logo.
    func lines(context: RenderContext) -> [String] {
        var lines = ["Edit the dashboard" + (state.keptIn.map { " (changes are kept in \($0))" } ?? "")]
        if let note = state.note { lines.append(note) }
        lines.append("")
        lines.append("On this dashboard:")
        if state.shown.isEmpty { lines.append("   (no widget yet)") }
        for (index, item) in state.shown.enumerated() {
            lines.append("\(index == selected ? " › " : "   ")\(index + 1). \(Self.glyph) \(UntrustedText.clean(item.name))")
        }
        lines.append("")
        lines.append("Add a widget:")
        if state.gallery.isEmpty { lines.append("   (every installed widget for this dashboard is on it)") }
        for (offset, item) in state.gallery.enumerated() {
            let index = state.shown.count + offset
            let description = item.description.isEmpty ? "" : " — " + UntrustedText.clean(item.description)
            lines.append("\(index == selected ? " › " : "   ")\(Self.glyph) \(UntrustedText.clean(item.name))\(description)")
        }
        if let (item, shown) = selection, !shown {
            lines.append("")
            lines += item.abilities.map { "   may " + UntrustedText.clean($0) }
            if let preview = item.preview {
                lines.append("   Preview at \(Int(state.width)) pt, with the sample data:")
                lines += TerminalRenderer.renderCard(preview, width: TerminalRenderer.columns(forPoints: state.width), context: context)
            } else {
                lines.append("   " + (item.previewProblem ?? "The preview is being made…"))
            }
        }
        return lines
    }

    /// Whether a preview is still being made (the view asks again while one is).
    var awaitsPreview: Bool { state.gallery.contains { $0.preview == nil && $0.previewProblem == nil } }

    /// The terminal's stand-in for a logo.
    static let glyph = "◆"

    static let help = "↑↓ select · [ ] move up/down · x remove · ⏎ add · e/Esc close · q quit"
}
