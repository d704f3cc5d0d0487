import WidgetProtocol

/// The protocol's markdown subset (`**bold**`, `*italic*`, `[link](https://…)`), parsed into
/// runs. Anything else is literal text; an unmatched marker stays as typed. Both renderers use
/// these runs, so they agree on what is bold and what is a link.
struct InlineRun: Hashable {
    var text: String
    var bold = false
    var italic = false
    /// The link target as written; renderers validate it before use.
    var link: String?
}

enum InlineMarkdown {
    /// Runs of `text` (already cleaned by ``UntrustedText``).
    static func parse(_ text: String) -> [InlineRun] {
        let chars = Array(text)
        var runs: [InlineRun] = []
        var buffer = ""
        var bold = false
        var italic = false
        var i = 0

        func flush() {
            if !buffer.isEmpty { runs.append(InlineRun(text: buffer, bold: bold, italic: italic)) }
            buffer = ""
        }
        // A marker opens only if a closing one follows; the last positions answer that in O(1),
        // keeping the parse linear for hostile strings made of asterisks.
        let lastSingle = chars.lastIndex(of: "*") ?? -1
        var lastDouble = -1
        for k in stride(from: chars.count - 2, through: 0, by: -1) where chars[k] == "*" && chars[k + 1] == "*" {
            lastDouble = k
            break
        }
        var nextBracket = Array(repeating: -1, count: chars.count + 1)
        var nextParen = Array(repeating: -1, count: chars.count + 1)
        for k in stride(from: chars.count - 1, through: 0, by: -1) {
            nextBracket[k] = chars[k] == "]" ? k : nextBracket[k + 1]
            nextParen[k] = chars[k] == ")" ? k : nextParen[k + 1]
        }
        func hasClosing(_ marker: [Character], from start: Int) -> Bool {
            (marker.count == 2 ? lastDouble : lastSingle) >= start
        }
        while i < chars.count {
            let c = chars[i]
            if c == "*" && i + 1 < chars.count && chars[i + 1] == "*" && (bold || hasClosing(["*", "*"], from: i + 2)) {
                flush()
                bold.toggle()
                i += 2
            } else if c == "*" && (italic || hasClosing(["*"], from: i + 1)) {
                flush()
                italic.toggle()
                i += 1
            } else if c == "[", case let close = nextBracket[i + 1], close > 0, close + 1 < chars.count,
                chars[close + 1] == "(", case let end = nextParen[close + 1], end > 0
            {
                flush()
                runs.append(
                    InlineRun(
                        text: String(chars[(i + 1)..<close]), bold: bold, italic: italic,
                        link: String(chars[(close + 2)..<end])))
                i = end + 1
            } else {
                buffer.append(c)
                i += 1
            }
        }
        flush()
        return runs
    }
}

extension InlineMarkdown {
    /// The runs of a `text` node: parsed when `markdown` is on, else one literal run. The text
    /// is cleaned first.
    static func runs(for node: WidgetProtocol.TextNode) -> [InlineRun] {
        let text = UntrustedText.clean(node.text)
        return node.markdown == true ? parse(text) : [InlineRun(text: text)]
    }
}
