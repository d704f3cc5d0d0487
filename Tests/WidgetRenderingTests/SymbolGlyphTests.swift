import Foundation
import Testing
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

/// Every SF Symbol name the repository's widgets, samples, transcripts and docs use has a glyph
/// of its own, and an unknown one gets the deliberate fallback, never an empty box.
@Suite struct SymbolGlyphTests {
    /// Where symbol names are written: the examples (Swift, Python, JS), the protocol's samples,
    /// transcripts, examples and spec, the docs and the README.
    static let roots = ["examples", "protocol", "docs", "README.md", "Sources/WidgetSDK"]
    static let extensions: Set<String> = ["swift", "py", "js", "mjs", "json", "jsonl", "md"]

    /// `"symbol": "x"`, `symbol: 'x'`, `.symbol("x")`, `systemImage: "x"`, `"systemImage": "x"`,
    /// `Image(systemName: "x")`; and the SDKs' shorthands, where a plain string is a symbol:
    /// `Image("x")`, `icon="x"`, `icon: 'x'`, `system_image="x"`.
    static var pattern: Regex<(Substring, Substring)> {
        /(?:symbol|systemImage|systemName|system_image|icon|Image)["']?\s*[:(=]\s*["']([A-Za-z0-9][A-Za-z0-9.]*)["']/
    }

    static func usedSymbolNames() throws -> [String: [String]] {
        var names: [String: [String]] = [:]
        let fileManager = FileManager.default
        for root in roots {
            let url = Samples.repositoryRoot.appendingPathComponent(root)
            var files: [URL] = []
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let walker = fileManager.enumerator(at: url, includingPropertiesForKeys: nil)
                while let file = walker?.nextObject() as? URL {
                    if file.pathComponents.contains(where: { $0.hasPrefix(".") || $0 == "__pycache__" || $0 == "node_modules" }) {
                        continue
                    }
                    if extensions.contains(file.pathExtension) { files.append(file) }
                }
            } else {
                files = [url]
            }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: pattern) {
                    names[String(match.1), default: []].append(
                        file.path.replacingOccurrences(of: Samples.repositoryRoot.path + "/", with: ""))
                }
            }
        }
        return names
    }

    @Test func everySymbolNameInTheRepositoryHasItsOwnGlyph() throws {
        let names = try Self.usedSymbolNames()
        // The walk itself must find what we know is there, or it could pass by finding nothing.
        for known in ["airplane.departure", "person.text.rectangle", "arrow.clockwise", "figure.walk", "checklist", "wallet.pass"] {
            #expect(names[known] != nil, "the walk did not find \(known)")
        }
        #expect(names.count >= 15)
        for (name, files) in names.sorted(by: { $0.key < $1.key }) {
            // Exactly a name of the table: a prefix match draws something else, and `widgets check` warns about it.
            #expect(
                SymbolGlyphs.table[name] != nil,
                "\(name) (in \(Set(files).sorted().joined(separator: ", "))) has no glyph of its own in SymbolGlyphs.table")
        }
    }

    /// protocol/README.md §5.3 lists the table's names between these markers.
    static let listStart = "<!-- symbol-names: the keys of SymbolGlyphs.table, sorted; SymbolGlyphTests checks them -->\n"
    static let listEnd = "\n<!-- /symbol-names -->"

    /// The list as the spec writes it: every name in backticks, wrapped at 96 columns.
    static var specList: String {
        var lines: [String] = []
        var line = ""
        let words = SymbolGlyphs.table.keys.sorted().map { "`\($0)`," }
        for (index, word) in words.enumerated() {
            let word = index == words.count - 1 ? String(word.dropLast()) + "." : word
            if !line.isEmpty, line.count + 1 + word.count > 96 {
                lines.append(line)
                line = word
            } else {
                line += line.isEmpty ? word : " " + word
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }

    /// Run with WIDGETS_RECORD=samples to rewrite the list from the table.
    @Test func theSpecListsExactlyTheTablesNames() throws {
        let spec = Samples.repositoryRoot.appendingPathComponent("protocol/README.md")
        let text = try String(contentsOf: spec, encoding: .utf8)
        let start = try #require(text.range(of: Self.listStart), "protocol/README.md has no symbol-names list")
        let end = try #require(text.range(of: Self.listEnd, range: start.upperBound..<text.endIndex))
        if RecordMode.isOn(.samples) {
            try text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: Self.specList).write(
                to: spec, atomically: true, encoding: .utf8)
            return
        }
        let listed = text[start.upperBound..<end.lowerBound].matches(of: /`([^`]+)`/).map { String($0.1) }
        #expect(
            listed == SymbolGlyphs.table.keys.sorted(), "run WIDGETS_RECORD=samples swift test --filter SymbolGlyphTests")
        #expect(text[start.upperBound..<end.lowerBound] == Self.specList)
    }

    @Test(
        arguments: [
            ("person.text.rectangle", "▤"), ("person.text.rectangle.fill", "▤"), ("person.3.sequence", "☺"), ("arrow.clockwise", "↻"),
            ("arrow.right.circle", "➜"), ("arrow.right.circle.fill", "➜"), ("arrow.right", "→"), ("arrow.up.forward", "↑"),
            ("checkmark.seal.fill", "✔"), ("bolt", "ϟ"), ("mappin.and.ellipse", "⚲"), ("airplane.departure", "✈"),
        ] as [(String, Character)])
    func longestKnownPrefixWins(name: String, glyph: Character) {
        #expect(SymbolGlyphs.glyph(for: name, unicode: true) == glyph)
    }

    @Test func unknownNamesGetTheFallbackNeverNothing() throws {
        #expect(SymbolGlyphs.known("teleporter.beam") == nil)
        #expect(SymbolGlyphs.glyph(for: "teleporter.beam", unicode: true) == SymbolGlyphs.fallback)
        #expect(SymbolGlyphs.glyph(for: "", unicode: true) == SymbolGlyphs.fallback)
        #expect(SymbolGlyphs.glyph(for: "airplane", unicode: false) == nil, "ASCII mode draws labels instead")
        let cell = try Samples.decodeCell(
            """
            {"type": "cell", "version": "1.0", "content": {"type": "hstack", "children": [
              {"type": "image", "source": {"symbol": "teleporter.beam"}, "decorative": true},
              {"type": "label", "title": "Beam", "icon": {"symbol": "teleporter.beam"}}]}}
            """)
        let html = HTMLRenderer.renderCard(CardFrame(widgetID: "w", cell: cell), context: Samples.context()).html
        #expect(!html.contains("labelled"), "no empty labelled box: \(html)")
        #expect(html.components(separatedBy: String(SymbolGlyphs.fallback)).count - 1 == 2)
        let text = TerminalRenderer.renderCard(cell, width: 40, context: Samples.context()).joined(separator: "\n")
        #expect(text.components(separatedBy: String(SymbolGlyphs.fallback)).count - 1 == 2)
    }

    @Test func everyGlyphIsOneOrTwoColumns() {
        for (name, glyph) in SymbolGlyphs.table {
            #expect((1...2).contains(DisplayWidth.of(glyph)), "\(name): \(glyph)")
        }
    }
}
