import WidgetProtocol

/// Writes cell trees as HTML elements into one string. Every widget string goes through
/// ``HTMLEscape``; every class name is a fixed word or a validated token; every size or colour
/// given as a number is a value the writer formatted or a validated `#RRGGBB`, written as a
/// class of ``HTMLStyleRules`` (never a `style` attribute, which a strict CSP refuses).
struct HTMLWriter {
    let theme: Theme
    let dates: DateTextFormatter
    /// What the writer draws with, for measuring a card that fits its content.
    let context: RenderContext
    /// Drawing for a live page: buttons, toggles and tappable nodes are enabled and carry
    /// `data-action-index`, an index into ``actions``. A still page's controls are disabled.
    let interactive: Bool
    var out = ""
    var depth = 0
    var styles = HTMLStyleRules()
    /// What each live control performs, in document order.
    var actions: [Action] = []
    /// The level of the first heading a cell's text styles make (``headingLevel(rank:)``): one
    /// below the heading the card or dialog sits under.
    var headingBase = 2
    /// The last heading written in this cell: its style's rank and the level it got.
    var lastHeading: (rank: Int, level: Int)?
    /// Button titles that appear more than once in the tree being written (and name nothing
    /// else): each such button's name is given its context (``ButtonNames``).
    var repeatedTitles: Set<String> = []
    /// The text of each container being written, innermost last: a repeated button's context.
    var contexts: [String] = []
    /// For each element opened, whether its content went into an `aria-hidden` span after a
    /// visually hidden label (see ``open(_:_:)``): closed with it.
    var hiddenContent: [Bool] = []

    init(context: RenderContext, interactive: Bool = false) {
        self.theme = context.theme
        self.dates = DateTextFormatter(context)
        self.context = context
        self.interactive = interactive
    }

    /// What was written, with its style rules and actions.
    var fragment: HTMLFragment {
        HTMLFragment(html: out, styleRules: styles.rules, actions: actions)
    }

    // MARK: - Attributes

    struct Attributes {
        var classes: [String] = []
        var styles: [String] = []
        var extra: [(String, String)] = []
        /// The element's accessible name (escaped), from `accessibilityLabel`: where it goes
        /// depends on the element (``open(_:_:)``).
        var label: String?
    }

    /// `attributes` as written in a tag: its styles become one class of ``styles``.
    mutating func rendered(_ attributes: Attributes) -> String {
        var classes = attributes.classes
        if !attributes.styles.isEmpty { classes.append(styles.className(for: attributes.styles)) }
        var s = ""
        if !classes.isEmpty { s += " class=\"" + classes.joined(separator: " ") + "\"" }
        for (name, value) in attributes.extra { s += " " + name + "=\"" + value + "\"" }
        return s
    }

    /// On a live page, makes the element run `action` (its index in ``actions``); `focusable`
    /// for an element that is not a control by itself (a tappable stack).
    mutating func activate(_ action: Action, focusable: Bool, into attributes: inout Attributes) {
        // A node has one action: a button's own, else its tap modifier's.
        guard interactive, !attributes.extra.contains(where: { $0.0 == "data-action-index" }) else { return }
        attributes.extra.append(("data-action-index", String(actions.count)))
        actions.append(action)
        if focusable { attributes.extra += [("tabindex", "0"), ("role", "button")] }
    }

    /// A colour as a class (`prefix-token`), or an inline declaration for a valid hex colour.
    func colour(_ token: ColorToken?, prefix: String, property: String, into attributes: inout Attributes) {
        guard let token else { return }
        if let hex = HexColor.canonical(token.rawValue) {
            attributes.styles.append(property + ":" + hex)
        } else {
            attributes.classes.append(prefix + "-" + (token.isKnownToken ? token.rawValue : "primary"))
        }
    }

    /// The common modifiers as classes, styles and attributes.
    mutating func modifiers(_ m: Modifiers, into a: inout Attributes) {
        switch m.padding {
        case .all(let token)?: a.classes.append("pad-" + token.rawValue)
        case .edges(let e)?:
            if let t = e.top { a.classes.append("pt-" + t.rawValue) }
            if let t = e.leading { a.classes.append("pl-" + t.rawValue) }
            if let t = e.bottom { a.classes.append("pb-" + t.rawValue) }
            if let t = e.trailing { a.classes.append("pr-" + t.rawValue) }
        case nil: break
        }
        colour(m.background, prefix: "bg", property: "background-color", into: &a)
        if let radius = m.cornerRadius { a.classes.append("radius-" + radius.rawValue) }
        if let frame = m.frame {
            let lengths: [(String, FrameLength?)] = [
                ("width", frame.width), ("height", frame.height), ("min-width", frame.minWidth),
                ("max-width", frame.maxWidth), ("min-height", frame.minHeight), ("max-height", frame.maxHeight),
            ]
            for (property, length) in lengths {
                switch length {
                case .points(let v)?: a.styles.append(property + ":" + theme.px(v))
                case .infinity?: if property == "max-width" { a.classes.append("fills") }
                case nil: break
                }
            }
        }
        if let opacity = m.opacity { a.styles.append("opacity:" + CSSNumber.format(opacity, range: 0...1)) }
        if m.hidden == true { a.classes.append("hidden-node") }
        if m.redacted != nil { a.classes.append("redacted") }
        if let label = m.accessibilityLabel { a.label = HTMLEscape.text(label) }
        if let id = m.id { a.extra.append(("data-node-id", HTMLEscape.text(id))) }
        if let tap = m.tap {
            a.extra.append(("data-tap", Self.actionKind(tap)))
            activate(tap, focusable: true, into: &a)
        }
    }

    static func actionKind(_ action: Action) -> String {
        switch action {
        case .invoke: return "invoke"
        case .openURL: return "openURL"
        case .present: return "present"
        }
    }

    /// Elements whose role lets an author name them (`aria-label`); on the others (`p`, `span`,
    /// `time`, `dl`, a plain `div`) ARIA prohibits a name.
    static let nameable: Set<String> = [
        "a", "article", "button", "dialog", "h2", "h3", "h4", "h5", "h6", "hr", "img", "progress", "section", "ul",
    ]

    /// Opens `tag`. A label goes where ARIA allows it: as `aria-label` on an element that can be
    /// named (or has a role that can), as a named `group` on a `div`, and elsewhere as visually
    /// hidden text that stands in for the visible content, which is hidden from assistive
    /// technology (so a `time` or a paragraph still reads as its label, as the widget asked).
    mutating func open(_ tag: String, _ attributes: Attributes) {
        var a = attributes
        var hidden = false
        if let label = a.label {
            let role = a.extra.first { $0.0 == "role" }?.1
            if Self.nameable.contains(tag) || (role != nil && role != "presentation" && role != "none") {
                a.extra.append(("aria-label", label))
            } else if tag == "div" {
                a.extra += [("role", "group"), ("aria-label", label)]
            } else {
                hidden = true
            }
        }
        out += "<" + tag + rendered(a) + ">"
        if hidden, let label = a.label { out += "<span class=\"visually-hidden\">" + label + "</span><span aria-hidden=\"true\">" }
        hiddenContent.append(hidden)
    }

    /// A void element (`hr`, `img`): nothing to close, so its label is always an attribute.
    mutating func void(_ tag: String, _ attributes: Attributes) {
        var a = attributes
        if let label = a.label { a.extra.append(("aria-label", label)) }
        out += "<" + tag + rendered(a) + ">"
    }

    mutating func close(_ tag: String) {
        if hiddenContent.popLast() == true { out += "</span>" }
        out += "</" + tag + ">"
    }

    /// The heading level for a text style of `rank` (0: `largeTitle`, `title`; 1: `title2`,
    /// `title3`; 2: `headline`), so that the levels of a page never skip one: the cell's first
    /// heading is ``headingBase``, and each next one is as far below or above the last as its
    /// style, one level at most down, never above the base. The style's look is its class.
    mutating func headingLevel(rank: Int) -> Int {
        var level = headingBase
        if let last = lastHeading {
            if rank > last.rank {
                level = last.level + 1
            } else if rank == last.rank {
                level = last.level
            } else {
                level = max(headingBase, last.level - (last.rank - rank))
            }
        }
        level = min(6, level)
        lastHeading = (rank, level)
        return level
    }

    mutating func element(_ tag: String, _ attributes: Attributes, text: String) {
        open(tag, attributes)
        out += HTMLEscape.text(text)
        close(tag)
    }

    mutating func newline() { out += "\n" }
}
