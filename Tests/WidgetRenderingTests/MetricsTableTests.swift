import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// The spec's metrics (`protocol/README.md` §5.8) are the renderers' own: each table is parsed
/// out of the README and compared with the Swift table the stylesheet and the measure read, so
/// neither can change without the other.
@Suite struct MetricsTableTests {
    /// The lines between `<!-- metrics: name … -->` and the next `<!-- /metrics -->`.
    static func block(_ name: String) throws -> [String] {
        let text = try String(contentsOf: Samples.repositoryRoot.appendingPathComponent("protocol/README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("<!-- metrics: \(name) ") }, "no metrics block \(name)")
        let end = try #require(lines[start...].firstIndex { $0 == "<!-- /metrics -->" }, "metrics block \(name) is not closed")
        return Array(lines[(start + 1)..<end])
    }

    /// A Markdown table's body rows as cells (header and rule dropped), code spans unwrapped.
    static func rows(_ name: String) throws -> [[String]] {
        let table = try block(name).filter { $0.hasPrefix("|") }
        #expect(table.count > 2, "the \(name) table has no rows")
        return table.dropFirst(2).map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
        }
    }

    @Test func theTextStylesAreTheThemes() throws {
        var seen: [TextStyle] = []
        for row in try Self.rows("text-styles") {
            let style = try #require(TextStyle(rawValue: row[0]), "unknown style \(row[0])")
            let font = try #require(Theme.standard.fonts[style])
            #expect(Double(row[1]) == font.cssSize, "\(style) size")
            #expect(Double(row[2]) == font.lineHeight, "\(style) line height")
            #expect(Int(row[3]) == font.cssWeight, "\(style) weight")
            seen.append(style)
        }
        #expect(seen == TextStyle.allCases, "every style once, in the enum's order")
    }

    @Test func theSpacingTokensAreTheThemes() throws {
        var seen: [Spacing] = []
        for row in try Self.rows("spacing") {
            let token = try #require(Spacing(rawValue: row[0]), "unknown token \(row[0])")
            let space = try #require(Theme.standard.spacing[token])
            #expect(Double(row[1]) == space.points && Int(row[2]) == space.columns && Int(row[3]) == space.lines, "\(token)")
            seen.append(token)
        }
        #expect(seen == Spacing.allCases)
    }

    @Test func theComponentMetricsAreLayoutMetrics() throws {
        let rows = try Self.rows("components")
        let spec = rows.map { ($0[0], Double($0[1])) }
        let swift = LayoutMetrics.standard.entries
        #expect(spec.map(\.0) == swift.map(\.name), "the same names in the same order")
        for (name, value) in spec {
            #expect(value == swift.first { $0.name == name }?.points, "\(name)")
        }
    }

    /// Every printed advance is the table's, and every character of the table is printed.
    @Test func theTextAdvancesAreTextAdvances() throws {
        var printed: [String: [Character: Int]] = ["regular": [:], "bold": [:], "other": [:]]
        var space: Int?
        for line in try Self.block("advances") where !line.hasPrefix("```") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            let rest = parts[1].trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
            let advance = try #require(Int(rest[0]), "\(line)")
            if parts[0] == "space" {
                space = advance
                continue
            }
            let characters = rest[1].replacingOccurrences(of: "\\u00A0", with: "\u{00A0}")
            for character in characters { printed[parts[0], default: [:]][character] = advance }
        }
        #expect(space == TextAdvances.regular[0] && space == TextAdvances.bold[0])
        for (face, table) in [("regular", TextAdvances.regular), ("bold", TextAdvances.bold)] {
            let expected = Dictionary(uniqueKeysWithValues: (33..<127).map { (Character(UnicodeScalar(UInt8($0))), table[$0 - 32]) })
            #expect(printed[face] == expected, "\(face)")
        }
        #expect(printed["other"] == TextAdvances.punctuation)
    }

    /// The rules the spec states in prose: unsized images, the default line height and the
    /// faces, as the measure applies them.
    @Test func theStylesheetWritesTheseNumbers() {
        let css = Theme.standard.stylesheet(appearance: .light)
        #expect(css.contains(".style-body{font-size:17px;line-height:22px;font-weight:400}"))
        #expect(css.contains(".badge{display:inline-block;padding:2px 8px;") && css.contains("font-size:12px;line-height:16px"))
        #expect(css.contains("padding:6px 12px") && css.contains("font-size:15px;line-height:20px"))
        #expect(css.contains(".placeholder-line{display:block;height:12px;margin:4px 0;"))
        #expect(css.contains("font-kerning:none"), "advances add up only without kerning")
        #expect(TextAdvances.advance("é", bold: false) == TextAdvances.advance("e", bold: false))
        #expect(TextAdvances.advance("中", bold: false) == TextAdvances.wideAdvance)
        #expect(TextAdvances.advance("ж", bold: true) == TextAdvances.otherAdvance)
    }
}
