import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

/// Golden round trips of the cell tree: every node kind, the modifiers, actions and tokens.
@Suite struct CellTreeCodingTests {
    @Test func cellRoot() throws {
        let value = Cell(
            content: .spacer(SpacerNode()), background: .groupedBackground, tap: .openURL("https://example.com/trip"),
            accessibilityLabel: "Trip", fallbackText: "Trip to New York")
        try checkCoding(
            value,
            json: """
                {"type":"cell","version":"1.0","content":{"type":"spacer"},"background":"groupedBackground",
                 "tap":{"type":"openURL","url":"https://example.com/trip"},"accessibilityLabel":"Trip","fallbackText":"Trip to New York"}
                """)
    }

    @Test func rootMustBeACell() {
        let json: JSONValue = ["type": "vstack", "version": "1.0", "content": ["type": "spacer"]]
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(Cell.self, from: json) }
    }

    @Test func stacks() throws {
        try checkCoding(
            CellNode.vstack(VStackNode(spacing: .s, alignment: .center, children: [.spacer(SpacerNode(minLength: 4))])),
            json: #"{"type":"vstack","spacing":"s","alignment":"center","children":[{"type":"spacer","minLength":4}]}"#)
        try checkCoding(
            CellNode.hstack(HStackNode(alignment: .firstBaseline, children: [.divider(DividerNode(color: .secondary, inset: .m))])),
            json: #"{"type":"hstack","alignment":"firstBaseline","children":[{"type":"divider","color":"secondary","inset":"m"}]}"#)
        try checkCoding(
            CellNode.zstack(ZStackNode(alignment: .bottomTrailing, children: [])),
            json: #"{"type":"zstack","alignment":"bottomTrailing","children":[]}"#)
    }

    @Test func text() throws {
        try checkCoding(
            CellNode.text(
                TextNode(
                    "**Gate** B32", style: .headline, weight: .semibold, color: .warning, alignment: .trailing, maxLines: 2,
                    minimumScaleFactor: 0.8, truncation: .middle, monospacedDigits: true, markdown: true)),
            json: """
                {"type":"text","text":"**Gate** B32","style":"headline","weight":"semibold","color":"warning","alignment":"trailing",
                 "maxLines":2,"minimumScaleFactor":0.8,"truncation":"middle","monospacedDigits":true,"markdown":true}
                """)
    }

    @Test func textRejectsAStringMaxLines() {
        let json: JSONValue = ["type": "text", "text": "x", "maxLines": "2"]
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(CellNode.self, from: json) }
    }

    @Test func dateText() throws {
        try checkCoding(
            CellNode.dateText(
                DateTextNode(
                    date: ts("2026-11-03T08:25:00+00:00"), style: .range, to: ts("2026-11-03T11:20:00-05:00"),
                    timeZone: "America/New_York", textStyle: .title2, weight: .bold, color: .accent, fallbackText: "08:25 – 11:20")),
            json: """
                {"type":"dateText","date":"2026-11-03T08:25:00+00:00","style":"range","to":"2026-11-03T11:20:00-05:00",
                 "timeZone":"America/New_York","textStyle":"title2","weight":"bold","color":"accent","fallbackText":"08:25 – 11:20"}
                """)
    }

    @Test func image() throws {
        try checkCoding(
            CellNode.image(
                ImageNode(
                    source: .asset("airline/BA"), contentMode: .fill, size: 24, tint: "#1A2B3C", label: "British Airways", shape: .circle)),
            json: """
                {"type":"image","source":{"asset":"airline/BA"},"contentMode":"fill","size":24,"tint":"#1A2B3C",
                 "label":"British Airways","shape":"circle"}
                """)
        try checkCoding(
            CellNode.image(ImageNode(source: .symbol("airplane"), decorative: true)),
            json: #"{"type":"image","source":{"symbol":"airplane"},"decorative":true}"#)
    }

    @Test func imageSources() throws {
        try checkCoding(ImageSource.symbol("airplane"), json: #"{"symbol":"airplane"}"#)
        try checkCoding(ImageSource.asset("a"), json: #"{"asset":"a"}"#)
        try checkCoding(ImageSource.url("https://x.test/a.png"), json: #"{"url":"https://x.test/a.png"}"#)
        try checkCoding(ImageSource.data("iVBORw0KGgo="), json: #"{"data":"iVBORw0KGgo="}"#)
        #expect(throws: JSONDecodingError.self) {
            try JSONValueDecoder().decode(ImageSource.self, from: ["symbol": "a", "asset": "b"])
        }
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(ImageSource.self, from: [:]) }
    }

    @Test func labelBadgeProgressFacts() throws {
        try checkCoding(
            CellNode.label(
                LabelNode(title: "Terminal 5", icon: .symbol("building"), style: .titleAndIcon, textStyle: .callout, color: .secondary)),
            json:
                #"{"type":"label","title":"Terminal 5","icon":{"symbol":"building"},"style":"titleAndIcon","textStyle":"callout","color":"secondary"}"#
        )
        try checkCoding(
            CellNode.badge(BadgeNode(text: "Delayed", tone: .warning)), json: #"{"type":"badge","text":"Delayed","tone":"warning"}"#)
        try checkCoding(
            CellNode.progress(ProgressNode(value: 0.25, style: .ring, tint: .good, label: "Boarding")),
            json: #"{"type":"progress","value":0.25,"style":"ring","tint":"good","label":"Boarding"}"#)
        try checkCoding(CellNode.progress(ProgressNode(indeterminate: true)), json: #"{"type":"progress","indeterminate":true}"#)
        try checkCoding(
            CellNode.facts(FactsNode(rows: [.init(title: "Gate", value: "B32")], columns: 2)),
            json: #"{"type":"facts","rows":[{"title":"Gate","value":"B32"}],"columns":2}"#)
    }

    @Test func buttonToggleListPlaceholder() throws {
        try checkCoding(
            CellNode.button(
                ButtonNode(
                    title: "Cancel seat", icon: .symbol("xmark"), role: .destructive,
                    action: .invoke(id: "cancel-seat", payload: ["seat": "32K"]),
                    confirm: .init(title: "Cancel seat 32K?", message: "You may lose it."))),
            json: """
                {"type":"button","title":"Cancel seat","icon":{"symbol":"xmark"},"role":"destructive",
                 "action":{"type":"invoke","id":"cancel-seat","payload":{"seat":"32K"}},
                 "confirm":{"title":"Cancel seat 32K?","message":"You may lose it."}}
                """)
        try checkCoding(
            CellNode.toggle(ToggleNode(isOn: true, label: "Remind me", action: .invoke(id: "remind"))),
            json: #"{"type":"toggle","isOn":true,"label":"Remind me","action":{"type":"invoke","id":"remind"}}"#)
        try checkCoding(
            CellNode.list(ListNode(items: [.badge(BadgeNode(text: "1"))], spacing: .xs, separator: true, maxVisible: 3, more: .present)),
            json: """
                {"type":"list","items":[{"type":"badge","text":"1"}],"spacing":"xs","separator":true,"maxVisible":3,
                 "more":{"type":"present"}}
                """)
        try checkCoding(
            CellNode.placeholder(PlaceholderNode(kind: .text, width: 120, lines: 2)),
            json: #"{"type":"placeholder","kind":"text","width":120,"lines":2}"#)
    }

    @Test func modifiersSitBesideTheNodeProperties() throws {
        let modifiers = Modifiers(
            id: "gate", padding: .edges(EdgeInsets(top: .s, trailing: .m)), background: .secondaryBackground, cornerRadius: .m,
            frame: Frame(width: .points(100), maxWidth: .infinity), layoutPriority: 1, opacity: 0.5, hidden: false,
            redacted: .privacy, accessibilityLabel: "Gate B32", tap: .invoke(id: "gate"),
            fallback: .text(TextNode("B32")))
        try checkCoding(
            CellNode.badge(BadgeNode(text: "B32", modifiers: modifiers)),
            json: """
                {"type":"badge","text":"B32","id":"gate","padding":{"top":"s","trailing":"m"},"background":"secondaryBackground",
                 "cornerRadius":"m","frame":{"width":100,"maxWidth":"infinity"},"layoutPriority":1,"opacity":0.5,"hidden":false,
                 "redacted":"privacy","accessibilityLabel":"Gate B32","tap":{"type":"invoke","id":"gate"},
                 "fallback":{"type":"text","text":"B32"}}
                """)
        try checkCoding(CellNode.spacer(SpacerNode(modifiers: Modifiers(padding: .all(.l)))), json: #"{"type":"spacer","padding":"l"}"#)
    }

    @Test func actions() throws {
        try checkCoding(Action.invoke(id: "a", payload: [1, "two", nil]), json: #"{"type":"invoke","id":"a","payload":[1,"two",null]}"#)
        try checkCoding(Action.openURL("https://x.test"), json: #"{"type":"openURL","url":"https://x.test"}"#)
        try checkCoding(Action.present, json: #"{"type":"present"}"#)
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(Action.self, from: ["type": "teleport"]) }
    }

    @Test func colorTokensPreserveUnknownStrings() throws {
        try checkCoding(ColorToken.critical, json: #""critical""#)
        try checkCoding(ColorToken(rawValue: "brandPurple"), json: #""brandPurple""#)
        #expect(ColorToken.hex(0x1A, 0x2B, 0x3C) == "#1A2B3C")
        #expect(ColorToken("#1a2b3c").isHex)
        #expect(!ColorToken("brandPurple").isKnownToken)
    }

    @Test func tokens() throws {
        try checkCoding(TextStyle.caption2, json: #""caption2""#)
        try checkCoding(Spacing.xl, json: #""xl""#)
        try checkCoding(CornerRadius.none, json: #""none""#)
        try checkCoding(FrameLength.infinity, json: #""infinity""#)
        try checkCoding(Padding.all(.none), json: #""none""#)
    }

    @Test func reloadPolicies() throws {
        try checkCoding(ReloadPolicy.atEnd, json: #"{"policy":"atEnd"}"#)
        try checkCoding(ReloadPolicy.never, json: #"{"policy":"never"}"#)
        try checkCoding(
            ReloadPolicy.after(ts("2027-01-14T07:05:00+00:00")), json: #"{"policy":"after","date":"2027-01-14T07:05:00+00:00"}"#)
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(ReloadPolicy.self, from: ["policy": "after"]) }
    }

    @Test func controllerParts() throws {
        try checkCoding(TestValues.controller, json: TestValues.controllerJSON)
        try checkCoding(HeaderButton(id: "close", title: "Close", role: .cancel), json: #"{"id":"close","title":"Close","role":"cancel"}"#)
        try checkCoding(Presentation.push, json: #""push""#)
        try checkCoding(PreferredWidth(compact: .points(320.5), regular: .medium), json: #"{"compact":320.5,"regular":"medium"}"#)
    }

    // MARK: Unknown node kinds

    @Test func unknownKindWithFallbackDecodesAndReencodesUnchanged() throws {
        let json: JSONValue = [
            "type": "seatMap", "rows": 40, "padding": "m",
            "fallback": ["type": "text", "text": "Seat 32K"],
        ]
        let node = try JSONValueDecoder().decode(CellNode.self, from: json)
        guard case .unknown(let type, let raw, let fallback) = node else {
            Issue.record("expected .unknown, got \(node)")
            return
        }
        #expect(type == "seatMap")
        #expect(raw == json)
        #expect(fallback == .text(TextNode("Seat 32K")))
        #expect(node.fallback == fallback)
        #expect(try JSONValueEncoder().encode(node) == json)
    }

    @Test func unknownKindWithoutFallbackDoesNotFailTheTree() throws {
        let json: JSONValue = [
            "type": "cell", "version": "1.0",
            "content": ["type": "vstack", "children": [["type": "hologram", "intensity": 3], ["type": "text", "text": "Hi"]]],
        ]
        let decoded = try JSONValueDecoder().decode(Cell.self, from: json)
        guard case .vstack(let stack) = decoded.content else {
            Issue.record("expected a vstack")
            return
        }
        #expect(stack.children.count == 2)
        #expect(stack.children[0] == .unknown(type: "hologram", raw: ["type": "hologram", "intensity": 3], fallback: nil))
        #expect(stack.children[0].fallback == nil)
        #expect(try JSONValueEncoder().encode(decoded) == json)
    }

    @Test func knownKindWithMissingRequiredPropertyFails() {
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(CellNode.self, from: ["type": "text"]) }
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(CellNode.self, from: ["text": "no type"]) }
    }
}
