import WidgetProtocol

/// Writes cell trees as HTML elements into one string. Every widget string goes through
/// ``HTMLEscape``; every class name is a fixed word or a validated token; every size or colour
/// given as a number is a value the writer formatted or a validated `#RRGGBB`, written as a
/// class of ``HTMLStyleRules`` (never a `style` attribute, which a strict CSP refuses).
struct HTMLWriter {
    let theme: Theme
    let dates: DateTextFormatter
    /// Drawing for a live page: buttons, toggles and tappable nodes are enabled and carry
    /// `data-action-index`, an index into ``actions``. A still page's controls are disabled.
    let interactive: Bool
    var out = ""
    var depth = 0
    var styles = HTMLStyleRules()
    /// What each live control performs, in document order.
    var actions: [Action] = []

    init(context: RenderContext, interactive: Bool = false) {
        self.theme = context.theme
        self.dates = DateTextFormatter(context)
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
        if let label = m.accessibilityLabel { a.extra.append(("aria-label", HTMLEscape.text(label))) }
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

    mutating func open(_ tag: String, _ attributes: Attributes) {
        out += "<" + tag + rendered(attributes) + ">"
    }

    mutating func close(_ tag: String) {
        out += "</" + tag + ">"
    }

    mutating func element(_ tag: String, _ attributes: Attributes, text: String) {
        open(tag, attributes)
        out += HTMLEscape.text(text)
        close(tag)
    }

    mutating func newline() { out += "\n" }
}
