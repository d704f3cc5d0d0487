import WidgetProtocol

extension HTMLWriter {
    /// One node: an unknown kind writes its fallback or nothing; nesting is capped (the host's
    /// validator allows depth 12) so a hostile tree cannot blow the stack.
    mutating func node(_ node: CellNode) {
        guard depth < 64, let node = TerminalLayout.resolved(node), let m = node.modifiers else { return }
        depth += 1
        defer { depth -= 1 }
        var a = Attributes()
        switch node {
        case .vstack(let n):
            a.classes = ["vstack", "gap-" + (n.spacing ?? .m).rawValue, "align-" + (n.alignment ?? .leading).rawValue]
            container("div", a, m, n.children)
        case .hstack(let n):
            a.classes = ["hstack", "gap-" + (n.spacing ?? .m).rawValue, "align-" + (n.alignment ?? .center).rawValue]
            container("div", a, m, n.children)
        case .zstack(let n):
            a.classes = ["zstack", "align-" + (n.alignment ?? .center).rawValue]
            container("div", a, m, n.children)
        case .spacer(let n):
            a.classes = ["spacer"]
            if let min = n.minLength { a.styles.append("flex-basis:" + theme.px(min)) }
            modifiers(m, into: &a)
            open("span", a)
            close("span")
        case .divider(let n):
            a.classes = ["divider"]
            if let inset = n.inset { a.classes.append("inset-" + inset.rawValue) }
            colour(n.color, prefix: "border", property: "border-color", into: &a)
            modifiers(m, into: &a)
            void("hr", a)
        case .text(let n): text(n, a, m)
        case .dateText(let n):
            a.classes = ["date-text", "style-" + (n.textStyle ?? .body).rawValue]
            if let w = n.weight { a.classes.append("weight-" + w.rawValue) }
            colour(n.color, prefix: "color", property: "color", into: &a)
            modifiers(m, into: &a)
            a.extra.append(("datetime", HTMLEscape.text(n.date.rawValue)))
            element("time", a, text: dates.string(for: n))
        case .image(let n): image(n, a, m)
        case .label(let n):
            a.classes = ["label", "style-" + (n.textStyle ?? .body).rawValue]
            colour(n.color, prefix: "color", property: "color", into: &a)
            modifiers(m, into: &a)
            open("span", a)
            if n.style != .titleOnly, let icon = n.icon { iconSpan(icon) }
            if n.style != .iconOnly {
                element("span", Attributes(classes: ["label-title"]), text: n.title)
            } else {
                a = Attributes(classes: ["visually-hidden"]); element("span", a, text: n.title)
            }
            close("span")
        case .badge(let n):
            a.classes = ["badge", "tone-" + (n.tone ?? .neutral).rawValue]
            modifiers(m, into: &a)
            element("span", a, text: n.text)
        case .progress(let n): progress(n, a, m)
        case .facts(let n):
            a.classes = ["facts", "columns-\(n.columns == 2 ? 2 : 1)"]
            modifiers(m, into: &a)
            open("dl", a)
            for row in n.rows {
                open("div", Attributes(classes: ["fact"]))
                element("dt", Attributes(), text: row.title)
                element("dd", Attributes(), text: row.value)
                close("div")
            }
            close("dl")
        case .button(let n): button(n, a, m)
        case .toggle(let n):
            a.classes = ["toggle", n.isOn ? "on" : "off"]
            // Live, a switch is a button: focusable, and Enter or Space flips it.
            let tag = interactive ? "button" : "span"
            if interactive { a.extra.append(("type", "button")) }
            activate(n.action, focusable: false, into: &a)
            modifiers(m, into: &a)
            a.extra += [("role", "switch"), ("aria-checked", n.isOn ? "true" : "false")]
            if !interactive { a.extra.append(("aria-disabled", "true")) }
            open(tag, a)
            open("span", Attributes(classes: ["toggle-track"]))
            close("span")
            element("span", Attributes(classes: ["toggle-label"]), text: n.label)
            close(tag)
        case .list(let n):
            a.classes = ["list", "gap-" + (n.spacing ?? .s).rawValue]
            if n.separator == true { a.classes.append("separated") }
            modifiers(m, into: &a)
            open("ul", a)
            let visible = n.maxVisible.map { max(1, $0) } ?? n.items.count
            for item in n.items.prefix(visible) {
                open("li", Attributes())
                contexts.append(ButtonNames.text(of: [item]))
                self.node(item)
                contexts.removeLast()
                close("li")
            }
            if n.items.count > visible {
                element("li", Attributes(classes: ["list-more"]), text: "+\(n.items.count - visible) more")
            }
            close("ul")
        case .placeholder(let n):
            a.classes = ["placeholder", "kind-" + (n.kind ?? .text).rawValue]
            if let w = n.width { a.styles.append("width:" + theme.px(w)) }
            modifiers(m, into: &a)
            a.extra.append(("aria-hidden", "true"))
            open("div", a)
            if (n.kind ?? .text) == .text {
                for _ in 0..<min(20, max(1, n.lines ?? 1)) {
                    open("span", Attributes(classes: ["placeholder-line"]))
                    close("span")
                }
            }
            close("div")
        case .unknown:
            break
        }
    }

    mutating func container(_ tag: String, _ base: Attributes, _ m: Modifiers, _ children: [CellNode]) {
        var a = base
        modifiers(m, into: &a)
        open(tag, a)
        contexts.append(ButtonNames.text(of: children))
        for child in children { node(child) }
        contexts.removeLast()
        close(tag)
    }

    mutating func text(_ n: TextNode, _ base: Attributes, _ m: Modifiers) {
        var a = base
        let style = n.style ?? .body
        a.classes = ["text", "style-" + style.rawValue]
        if let w = n.weight { a.classes.append("weight-" + w.rawValue) }
        colour(n.color, prefix: "color", property: "color", into: &a)
        if let alignment = n.alignment { a.classes.append("align-" + alignment.rawValue) }
        if n.monospacedDigits == true { a.classes.append("tabular") }
        if let lines = n.maxLines {
            a.classes.append("clamp")
            a.styles.append("-webkit-line-clamp:" + CSSNumber.format(Double(lines), range: 1...100))
        }
        modifiers(m, into: &a)
        // Its level follows the headings around it (see headingLevel); its look is its style.
        let tag: String
        switch style {
        case .largeTitle, .title: tag = "h\(headingLevel(rank: 0))"
        case .title2, .title3: tag = "h\(headingLevel(rank: 1))"
        case .headline: tag = "h\(headingLevel(rank: 2))"
        default: tag = "p"
        }
        open(tag, a)
        for run in InlineMarkdown.runs(for: n) {
            if run.bold { out += "<strong>" }
            if run.italic { out += "<em>" }
            if let link = run.link {
                if let safe = SafeURL.link(link) {
                    out += "<a class=\"link\" href=\"" + HTMLEscape.url(safe) + "\" rel=\"noopener noreferrer nofollow\" target=\"_blank\">"
                    out += HTMLEscape.escape(run.text)
                    out += "</a>"
                } else {
                    out += "<span class=\"link inert\">" + HTMLEscape.escape(run.text) + "</span>"
                }
            } else {
                out += HTMLEscape.escape(run.text)
            }
            if run.italic { out += "</em>" }
            if run.bold { out += "</strong>" }
        }
        close(tag)
    }

    /// A symbol's glyph (or nothing) for icons in labels and buttons.
    mutating func iconSpan(_ source: ImageSource) {
        guard case .symbol(let name) = source, let glyph = SymbolGlyphs.glyph(for: name, unicode: true) else { return }
        out += "<span class=\"icon\" aria-hidden=\"true\">" + HTMLEscape.escape(String(glyph)) + "</span>"
    }

    mutating func image(_ n: ImageNode, _ base: Attributes, _ m: Modifiers) {
        var a = base
        a.classes = ["image"]
        if let shape = n.shape, shape != .none { a.classes.append("shape-" + shape.rawValue) }
        colour(n.tint, prefix: "tint", property: "color", into: &a)
        if let size = n.size {
            // Exactly size × size: the unsized image's minimum box no longer applies.
            a.classes.append("sized")
            a.styles += ["width:" + theme.px(size), "height:" + theme.px(size)]
            // A symbol is drawn as text: it scales with its box, like SF Symbols.
            if case .symbol = n.source { a.styles.append("font-size:" + theme.px(size)) }
        }
        modifiers(m, into: &a)
        let decorative = n.decorative == true
        let label = n.label ?? ""
        var dataURL: String? = nil
        switch n.source {
        case .data(let value): dataURL = SafeURL.imageData(value)
        case .url(let value) where value.lowercased().hasPrefix("data:"): dataURL = SafeURL.imageData(value)
        default: break
        }
        // The node's own label names it; an accessibilityLabel modifier, if any, wins.
        let name = a.label ?? HTMLEscape.text(label)
        a.label = nil
        if let dataURL {
            a.extra += [("src", HTMLEscape.url(dataURL)), ("alt", decorative ? "" : name)]
            void("img", a)
            return
        }
        if decorative {
            a.extra.append(("aria-hidden", "true"))
        } else {
            a.extra += [("role", "img"), ("aria-label", name)]
        }
        switch n.source {
        case .symbol(let name):
            a.classes.append("symbol")
            if let glyph = SymbolGlyphs.glyph(for: name, unicode: true) {
                open("span", a)
                out += HTMLEscape.escape(String(glyph))
                close("span")
                return
            }
            a.classes.append("labelled")
        case .asset:
            a.classes += ["asset", "labelled"]
        case .url(let value):
            // The page loads nothing from the network: a labelled box stands in for the image.
            a.classes += ["remote", "labelled"]
            if let safe = SafeURL.link(value) { a.extra.append(("data-src", HTMLEscape.url(safe))) } else { a.classes.append("inert") }
        case .data:
            a.classes += ["inert", "labelled"]
        }
        if decorative { open("span", a); close("span") } else { element("span", a, text: label) }
    }

    mutating func progress(_ n: ProgressNode, _ base: Attributes, _ m: Modifiers) {
        var a = base
        a.classes = ["progress"]
        if n.style == .ring { a.classes.append("ring") }
        modifiers(m, into: &a)
        open("div", a)
        var bar = Attributes()
        colour(n.tint ?? .accent, prefix: "tint", property: "accent-color", into: &bar)
        bar.extra.append(("max", "1"))
        var text = "…"
        if n.indeterminate != true, let value = n.value {
            let v = value.isFinite ? min(1, max(0, value)) : 0
            bar.extra.append(("value", CSSNumber.format(v, range: 0...1)))
            text = "\(Int((v * 100).rounded()))%"
        }
        if let label = n.label { bar.extra.append(("aria-label", HTMLEscape.text(label))) }
        open("progress", bar)
        out += HTMLEscape.escape(text)
        close("progress")
        if let label = n.label { element("span", Attributes(classes: ["progress-label"]), text: label) }
        close("div")
    }

    mutating func button(_ n: ButtonNode, _ base: Attributes, _ m: Modifiers) {
        var a = base
        a.classes = ["button", "role-" + (n.role ?? .default).rawValue]
        // A link is the browser's to follow; the others run on the host.
        if case .openURL = n.action {} else { activate(n.action, focusable: false, into: &a) }
        modifiers(m, into: &a)
        let tag: String
        switch n.action {
        case .openURL(let url):
            if let safe = SafeURL.link(url) {
                tag = "a"
                a.extra += [("href", HTMLEscape.url(safe)), ("rel", "noopener noreferrer nofollow"), ("target", "_blank")]
            } else {
                tag = "span"
                a.classes.append("inert")
                a.extra.append(("aria-disabled", "true"))
            }
        case .invoke, .present:
            tag = "button"
            a.extra += [("type", "button")] + (interactive ? [] : [("disabled", "disabled")]) + [("data-action", Self.actionKind(n.action))]
        }
        // A title the tree repeats ("Done" on every row) is named with its row's text.
        if a.label == nil, repeatedTitles.contains(n.title), let context = contexts.last(where: { !$0.isEmpty }) {
            a.label = HTMLEscape.text(n.title + ": " + context)
        }
        open(tag, a)
        if let icon = n.icon { iconSpan(icon) }
        element("span", Attributes(classes: ["button-title"]), text: n.title)
        close(tag)
    }
}
