import WidgetProtocol

/// Writes cell trees as HTML elements into one string. Every widget string goes through
/// ``HTMLEscape``; every class name is a fixed word or a validated token; every inline style
/// value is a number the writer formatted or a validated `#RRGGBB`.
struct HTMLWriter {
    let theme: Theme
    let dates: DateTextFormatter
    var out = ""
    var depth = 0

    init(context: RenderContext) {
        self.theme = context.theme
        self.dates = DateTextFormatter(context)
    }

    // MARK: - Attributes

    struct Attributes {
        var classes: [String] = []
        var styles: [String] = []
        var extra: [(String, String)] = []

        var rendered: String {
            var s = ""
            if !classes.isEmpty { s += " class=\"" + classes.joined(separator: " ") + "\"" }
            if !styles.isEmpty { s += " style=\"" + HTMLEscape.escape(styles.joined(separator: ";")) + "\"" }
            for (name, value) in extra { s += " " + name + "=\"" + value + "\"" }
            return s
        }
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
    func modifiers(_ m: Modifiers, into a: inout Attributes) {
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
        if let tap = m.tap { a.extra.append(("data-tap", Self.actionKind(tap))) }
    }

    static func actionKind(_ action: Action) -> String {
        switch action {
        case .invoke: return "invoke"
        case .openURL: return "openURL"
        case .present: return "present"
        }
    }

    mutating func open(_ tag: String, _ attributes: Attributes) {
        out += "<" + tag + attributes.rendered + ">"
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
