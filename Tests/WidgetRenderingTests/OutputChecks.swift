import Foundation
import Testing
import WidgetRendering

/// Structural checks shared by the width, hostile-string and golden tests.
enum OutputChecks {
    /// `text` without the renderer's SGR sequences.
    static func stripSGR(_ text: String) -> String {
        text.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    }

    /// Problems with the escape sequences and control characters of terminal output: every ESC
    /// must start an SGR the theme can produce (`0`, `1`–`4`, `38;5;N`, basic colours), and
    /// no other control character, C1 control, DEL or bidi control may appear.
    static func terminalProblems(_ text: String, colour: Bool) -> [String] {
        var problems: [String] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let v = scalars[i].value
            if v == 0x1B {
                guard colour else { problems.append("ESC at scalar \(i) with colour off"); i += 1; continue }
                var j = i + 1
                guard j < scalars.count, scalars[j] == "[" else { problems.append("ESC not followed by [ at \(i)"); i += 1; continue }
                j += 1
                var params = ""
                while j < scalars.count, scalars[j] == ";" || ("0"..."9").contains(scalars[j]) {
                    params.unicodeScalars.append(scalars[j])
                    j += 1
                }
                guard j < scalars.count, scalars[j] == "m" else { problems.append("escape at \(i) is not SGR"); i = j; continue }
                if !isKnownSGR(params) { problems.append("unknown SGR parameters \(params)") }
                i = j + 1
                continue
            }
            if (v < 0x20 && v != 0x0A) || (0x7F...0x9F).contains(v) { problems.append(String(format: "control U+%04X at %d", v, i)) }
            if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { problems.append(String(format: "bidi control U+%04X", v)) }
            i += 1
        }
        return problems
    }

    static func isKnownSGR(_ params: String) -> Bool {
        let codes = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard codes.first == 0 else { return false }
        var k = 1
        while k < codes.count {
            guard let code = codes[k] else { return false }
            switch code {
            case 1, 2, 3, 4, 30...37, 90...97: k += 1
            case 38:
                guard k + 2 < codes.count, codes[k + 1] == 5, let n = codes[k + 2], (0...255).contains(n) else { return false }
                k += 3
            default: return false
            }
        }
        return true
    }

    /// Lines whose display width (SGR removed) is not `width`.
    static func widthProblems(_ lines: [String], width: Int) -> [String] {
        lines.enumerated().compactMap { index, line in
            let w = DisplayWidth.of(stripSGR(line))
            return w == width ? nil : "line \(index + 1) is \(w) columns, not \(width): \(stripSGR(line).debugDescription)"
        }
    }

    static let htmlElements: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "h4", "h5", "h6", "main", "section", "header",
        "article", "p", "div", "span", "time", "hr", "img", "strong", "em", "a", "dl", "dt", "dd", "ul", "li",
        "progress", "button",
    ]
    static let voidElements: Set<String> = ["meta", "hr", "img"]

    /// Problems with the HTML's structure: unknown elements, unbalanced tags, links that are
    /// not http(s), images that are not validated data URLs, any style attribute (a strict CSP
    /// refuses them), and any script.
    static func htmlProblems(_ page: String) -> [String] {
        var problems: [String] = []
        // The page's own icon, a constant of the renderer's (no widget text reaches it).
        let html = page.replacingOccurrences(of: "<link rel=\"icon\" href=\"" + Favicon.dataURL + "\">\n", with: "")
        let lower = html.lowercased()
        for needle in ["<script", "javascript:", "data:text/html", "<iframe", "<object", "<embed", "<svg", "<link", "@import", "url("]
        where lower.contains(needle) {
            problems.append("contains \(needle)")
        }
        var stack: [String] = []
        for match in html.matches(of: /<(\/?)([A-Za-z!][A-Za-z0-9]*)([^<>]*)>/) {
            let closing = !match.output.1.isEmpty
            let name = match.output.2.lowercased()
            let attributes = String(match.output.3)
            if name == "!doctype" { continue }
            guard htmlElements.contains(name) else { problems.append("unexpected element <\(name)>"); continue }
            if closing {
                guard stack.last == name else { problems.append("</\(name)> closes <\(stack.last ?? "nothing")>"); continue }
                stack.removeLast()
            } else if !voidElements.contains(name) {
                stack.append(name)
            }
            for attribute in attributes.matches(of: /([a-z-]+)="([^"]*)"/) {
                let (key, value) = (String(attribute.output.1), String(attribute.output.2))
                if key == "href" && !(value.hasPrefix("https://") || value.hasPrefix("http://")) { problems.append("href \(value)") }
                if key == "src" && !value.hasPrefix("data:image/") { problems.append("src \(value.prefix(40))") }
                if key.hasPrefix("on") { problems.append("event handler attribute \(key)") }
                // Sizes and colours are classes: a strict CSP refuses style attributes.
                if key == "style" { problems.append("style attribute \(value.prefix(40))") }
            }
        }
        if !stack.isEmpty { problems.append("unclosed \(stack)") }
        // Outside tags (and the stylesheet), no raw angle bracket may remain: widget text is escaped.
        let withoutStyle = html.replacing(/(?s)<style>.*?<\/style>/, with: "")
        let text = withoutStyle.replacing(/<(\/?)([A-Za-z!][A-Za-z0-9]*)([^<>]*)>/, with: "")
        if text.contains("<") || text.contains(">") { problems.append("raw angle bracket in text") }
        return problems
    }
}
