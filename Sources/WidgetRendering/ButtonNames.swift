import WidgetProtocol

/// Names for buttons whose title repeats in one tree: a checklist's "Done" on every row reads
/// "Done" three times to a screen reader, with nothing to say which. The HTML renderer names
/// each such button with its title and its row's text ("Done: Passport"), so the visible title
/// still starts the name (WCAG 2.5.3), unless the widget named it itself (`accessibilityLabel`).
enum ButtonNames {
    /// The titles of the buttons in `node` that appear more than once and carry no label of
    /// their own.
    static func repeatedTitles(in node: CellNode) -> Set<String> {
        var counts: [String: Int] = [:]
        count(node, into: &counts, depth: 0)
        return Set(counts.filter { $0.value > 1 }.keys)
    }

    private static func count(_ node: CellNode, into counts: inout [String: Int], depth: Int) {
        guard depth < 64, let node = TerminalLayout.resolved(node) else { return }
        switch node {
        case .vstack(let n): for child in n.children { count(child, into: &counts, depth: depth + 1) }
        case .hstack(let n): for child in n.children { count(child, into: &counts, depth: depth + 1) }
        case .zstack(let n): for child in n.children { count(child, into: &counts, depth: depth + 1) }
        case .list(let n): for item in n.items { count(item, into: &counts, depth: depth + 1) }
        case .button(let n) where n.modifiers.accessibilityLabel == nil:
            if case .openURL = n.action { return }
            counts[n.title, default: 0] += 1
        default: break
        }
    }

    /// The text of the text-like nodes among `children` (texts and labels), cleaned and
    /// joined: the words a row shows beside its button.
    static func text(of children: [CellNode]) -> String {
        children.compactMap { child -> String? in
            switch TerminalLayout.resolved(child) {
            case .text(let n)?: InlineMarkdown.runs(for: n).map(\.text).joined()
            case .label(let n)?: n.title
            default: nil
            }
        }
        .map { UntrustedText.clean($0).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        .filter { !$0.isEmpty }
        .joined(separator: " ")
    }
}
