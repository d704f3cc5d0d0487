import Synchronization
import WidgetProtocol
import WidgetRendering

/// The SF Symbols names a widget shows, and how the host's renderers draw each (README §5.3
/// "Symbol names"): a name of its own, its longest mapped prefix (`person.badge.shield.checkmark`
/// drawn as `person`, ☺), or the neutral mark. Only the first is what the author meant.
enum SymbolNames {
    /// How a name that is not in the table is drawn, as a phrase.
    static func approximation(of name: String) -> String? {
        switch SymbolGlyphs.knownPrefix(of: name) {
        case name: return nil
        case let prefix?: return "drawn as \(prefix) (\(SymbolGlyphs.table[prefix]!))"
        case nil: return "not a mapped name: drawn as the neutral mark \(SymbolGlyphs.fallback)"
        }
    }

    /// Symbol names in a cell and its timeline's cells.
    static func used(in response: ConfigureCellResponse) -> Set<String> {
        var cells = [response.cell]
        cells += response.timeline?.entries.map(\.cell) ?? []
        return cells.reduce(into: Set<String>()) { names, cell in names.formUnion(used(in: cell.content)) }
    }

    /// Symbol names in a controller's content and header buttons.
    static func used(in controller: WidgetController) -> Set<String> {
        let buttons = (controller.leftButtons ?? []) + (controller.rightButtons ?? [])
        return used(in: controller.content).union(buttons.compactMap(\.systemImage))
    }

    private static func used(in node: CellNode) -> Set<String> {
        var names: Set<String> = []
        node.walk { node in
            let source: ImageSource?
            switch node {
            case .image(let image): source = image.source
            case .label(let label): source = label.icon
            case .button(let button): source = button.icon
            default: source = nil
            }
            if case .symbol(let name)? = source { names.insert(name) }
        }
        return names
    }
}

extension ConformanceRun {
    func noteSymbols(_ names: Set<String>) {
        guard !names.isEmpty else { return }
        stats.withLock { $0.symbols.formUnion(names) }
    }

    /// `symbolNames`: a warning, not a failure, for every name the host only approximates.
    func judgeSymbols(_ names: Set<String>) {
        guard !names.isEmpty else {
            recorder.skip(.symbolNames, because: "no cell or controller shows a symbol")
            return
        }
        var approximated = 0
        for name in names.sorted() {
            guard let approximation = SymbolNames.approximation(of: name) else { continue }
            approximated += 1
            recorder.warn(.symbolNames, name, actual: approximation)
        }
        if approximated == 0 {
            recorder.pass(.symbolNames)
            recorder.summarize(.symbolNames, "\(names.count) symbol name\(names.count == 1 ? "" : "s"), each drawn as itself")
        }
    }
}
