import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

@Suite struct RendererUnitTests {
    @Test(arguments: [
        ("a", 1), ("中", 2), ("✈", 1), ("✈️", 2), ("🛫", 2), ("🇬🇧", 2), ("👨‍👩‍👧", 2), ("é", 1), ("ｆ", 2), ("한", 2), ("…", 1),
    ])
    func displayWidth(character: String, width: Int) {
        #expect(DisplayWidth.of(Character(character)) == width)
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}]0;title\u{7}after", "after"),
        ("\u{1B}]0;title\u{1B}\\after", "after"),
        ("\u{9B}2Jx", "x"),
        ("a\u{0}b\u{7F}c\u{85}d", "abc d"),
        ("\u{202E}abc\u{202C}", "abc"),
        ("line\nbreak\ttab", "line break tab"),
        ("x\u{200B}y", "xy"),
        ("\u{301}e", "e"),
        ("👨‍👩‍👧", "👨‍👩‍👧"),
    ])
    func untrustedTextCleaning(input: String, expected: String) {
        #expect(UntrustedText.clean(input) == expected)
    }

    @Test(arguments: [
        ("https://example.com/a?b=1", true), ("http://example.com", true), ("HTTPS://EXAMPLE.COM", true),
        ("javascript:alert(1)", false), ("JaVaScRiPt:alert(1)", false), ("data:text/html,x", false), ("/relative", false),
        ("//evil.example", false), ("https:///x", false), ("https://a.b/\"onmouseover=x", false), ("https://a.b/ x", false),
        ("ftp://a.b", false), (" https://a.b", false),
    ])
    func links(url: String, allowed: Bool) {
        #expect((SafeURL.link(url) != nil) == allowed)
    }

    @Test(
        arguments: [
            ("iVBORw0KGgoAAAANSUhEUg==", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUg=="),
            ("data:image/gif;base64,R0lGODlhAQABAAAAACw=", "data:image/gif;base64,R0lGODlhAQABAAAAACw="),
            ("data:image/svg+xml;base64,PHN2Zz4=", nil),
            ("data:text/html;base64,PHNjcmlwdD4=", nil),
            ("iVBORw0KGgo\"><script>", nil),
            ("AAAA", nil),
        ] as [(String, String?)])
    func dataImages(value: String, expected: String?) {
        #expect(SafeURL.imageData(value) == expected)
    }

    @Test func hexColoursQuantiseToThePalette() throws {
        #expect(try #require(TerminalColor(hex: "#FF0000")).index256 == 196)
        #expect(try #require(TerminalColor(hex: "#000000")).index256 == 16)
        #expect(try #require(TerminalColor(hex: "#808080")).index256 == 244)
        #expect(TerminalColor(hex: "#12345") == nil)
        #expect(TerminalColor(hex: "red") == nil)
    }

    @Test func selectedCardNumbersItsActionsInDrawingOrder() throws {
        let cell = try Samples.everyKind
        let actions = TerminalRenderer.keyedActions(for: cell, width: 46, context: Samples.context())
        #expect(actions.map(\.key) == [1, 2, 3, 4])
        #expect(actions.map(\.title) == ["Check in", "Cancel", "Website", "Notify me at the gate"])
        #expect(actions[1].confirm?.title == "Cancel the booking?")
        #expect(actions[3].kind == .toggle(isOn: true))
        let lines = TerminalRenderer.renderCard(cell, width: 46, context: Samples.context(), selected: true).joined()
        #expect(lines.contains("1[ ✓ Check in ]") && lines.contains("4[✓] Notify"))
        let unselected = TerminalRenderer.renderCard(cell, width: 46, context: Samples.context()).joined()
        #expect(!unselected.contains("1["))
    }

    @Test func colourOffMeansNoEscapes() throws {
        let text = TerminalRenderer.render(try Samples.tripFrame(width: 375), context: Samples.context(colour: false))
        #expect(!text.contains("\u{1B}"))
        let coloured = TerminalRenderer.render(try Samples.tripFrame(width: 375), context: Samples.context(colour: true))
        #expect(coloured.contains("\u{1B}[0;1;38;5;35m[ On time ]"), "the good tone is green and bold")
        #expect(OutputChecks.stripSGR(coloured) == text)
    }
}
