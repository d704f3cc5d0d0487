import Foundation
import Testing
import WidgetJSON
import WidgetProtocol

/// Each limit and rule of ``CellTreeValidator``, with the pointer it must report.
@Suite struct CellTreeValidatorTests {
    let validator = CellTreeValidator()

    func pointers(_ cell: Cell) -> [String] { validator.validate(cell).map(\.pointer) }

    func text(_ s: String = "x") -> CellNode { .text(TextNode(s)) }

    @Test func aReasonableCellIsValid() {
        let value = Cell(
            content: .vstack(
                VStackNode(children: [
                    text("BA 117"), .image(ImageNode(source: .symbol("airplane"), label: "Flight")),
                    .button(ButtonNode(title: "Open", action: .openURL("https://www.britishairways.com/"))),
                    .progress(ProgressNode(value: 1)),
                ])), tap: .present)
        #expect(validator.validate(value) == [])
    }

    @Test func imageNeedsALabelOrDecorative() {
        let children: [CellNode] = [text(), text(), text(), .image(ImageNode(source: .symbol("airplane")))]
        let violations = validator.validate(cell(.vstack(VStackNode(children: children))))
        #expect(violations.map(\.pointer) == ["/content/children/3/label"])
        #expect(pointers(cell(.image(ImageNode(source: .symbol("a"), label: "  ")))) == ["/content/label"])
        #expect(pointers(cell(.image(ImageNode(source: .symbol("a"), decorative: true)))) == [])
    }

    @Test func nodeCount() {
        let tooMany = cell(.vstack(VStackNode(children: Array(repeating: text(), count: 200))))
        #expect(pointers(tooMany) == ["/content/children/199"])
        let justEnough = cell(.vstack(VStackNode(children: Array(repeating: text(), count: 199))))
        #expect(pointers(justEnough) == [])
    }

    @Test func depth() {
        func nested(_ levels: Int) -> CellNode {
            levels == 1 ? text() : .vstack(VStackNode(children: [nested(levels - 1)]))
        }
        #expect(pointers(cell(nested(12))) == [])
        #expect(pointers(cell(nested(13))) == ["/content" + String(repeating: "/children/0", count: 12)])
    }

    @Test func textLength() {
        #expect(pointers(cell(text(String(repeating: "é", count: 2000)))) == [])
        #expect(pointers(cell(text(String(repeating: "a", count: 2001)))) == ["/content/text"])
        #expect(pointers(Cell(content: text(), accessibilityLabel: String(repeating: "a", count: 2001))) == ["/accessibilityLabel"])
    }

    @Test func listItemsAndFactsRows() {
        #expect(pointers(cell(.list(ListNode(items: Array(repeating: text(), count: 51))))) == ["/content/items/50"])
        let rows = Array(repeating: FactsNode.Row(title: "Gate", value: "A1"), count: 21)
        #expect(pointers(cell(.facts(FactsNode(rows: rows)))) == ["/content/rows/20"])
        #expect(pointers(cell(.facts(FactsNode(rows: [], columns: 3)))) == ["/content/columns"])
    }

    @Test func actionPayloadSize() {
        let big = JSONValue.string(String(repeating: "x", count: 2100))
        let node = CellNode.text(TextNode("Tap", modifiers: Modifiers(tap: .invoke(id: "t", payload: big))))
        #expect(pointers(cell(node)) == ["/content/tap/payload"])
        let small = CellNode.text(TextNode("Tap", modifiers: Modifiers(tap: .invoke(id: "t", payload: ["k": "v"]))))
        #expect(pointers(cell(small)) == [])
    }

    @Test func actionIdsAreNonEmpty() {
        #expect(pointers(cell(.button(ButtonNode(title: "Go", action: .invoke(id: ""))))) == ["/content/action/id"])
        #expect(pointers(cell(.toggle(ToggleNode(isOn: true, label: "On", action: .invoke(id: ""))))) == ["/content/action/id"])
    }

    @Test(arguments: ["ftp://example.com/x", "javascript:alert(1)", "file:///etc/passwd", "https://", "example.com"])
    func urlsMustBeHTTP(url: String) {
        #expect(pointers(Cell(content: text(), tap: .openURL(url))) == ["/tap/url"])
        #expect(pointers(cell(.image(ImageNode(source: .url(url), label: "x")))) == ["/content/source/url"])
    }

    @Test func imageData() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(pointers(cell(.image(ImageNode(source: .data(png.base64EncodedString()), label: "logo")))) == [])
        let huge = png + Data(count: 256 * 1024)
        #expect(pointers(cell(.image(ImageNode(source: .data(huge.base64EncodedString()), label: "logo")))) == ["/content/source/data"])
        #expect(pointers(cell(.image(ImageNode(source: .data("%%%"), label: "logo")))) == ["/content/source/data"])
        let gif = Data("GIF89a".utf8).base64EncodedString()
        #expect(pointers(cell(.image(ImageNode(source: .data(gif), label: "logo")))) == ["/content/source/data"])
    }

    @Test(arguments: [-0.1, 1.5, Double.nan, Double.infinity])
    func progressValueIsBetweenZeroAndOne(value: Double) {
        #expect(pointers(cell(.progress(ProgressNode(value: value)))) == ["/content/value"])
    }

    @Test func progressNeedsValueOrIndeterminate() {
        #expect(pointers(cell(.progress(ProgressNode()))) == ["/content/value"])
        #expect(pointers(cell(.progress(ProgressNode(indeterminate: true)))) == [])
    }

    @Test func rangeNeedsTo() {
        let node = CellNode.dateText(DateTextNode(date: ts("2026-11-03T08:25:00+00:00"), style: .range))
        #expect(pointers(cell(node)) == ["/content/to"])
    }

    @Test func fallbacksAreValidatedToo() {
        let unknown = CellNode.unknown(
            type: "seatMap", raw: ["type": "seatMap"], fallback: .image(ImageNode(source: .symbol("chair"))))
        #expect(pointers(cell(.vstack(VStackNode(children: [unknown])))) == ["/content/children/0/fallback/label"])
        let known = CellNode.text(TextNode("x", modifiers: Modifiers(fallback: .progress(ProgressNode(value: 2)))))
        #expect(pointers(cell(known)) == ["/content/fallback/value"])
    }

    @Test func numbersInModifiers() {
        let node = CellNode.spacer(SpacerNode(modifiers: Modifiers(frame: Frame(width: .points(-1)), opacity: 1.5)))
        #expect(pointers(cell(node)) == ["/content/frame/width", "/content/opacity"])
        #expect(pointers(cell(.text(TextNode("x", maxLines: 0)))) == ["/content/maxLines"])
        #expect(pointers(cell(.text(TextNode("x", color: "#12345")))) == ["/content/color"])
    }

    @Test func controllers() {
        var controller = TestValues.controller
        #expect(validator.validate(controller) == [])
        controller.rightButtons = [HeaderButton(id: "", title: "Done")]
        controller.content = .image(ImageNode(source: .symbol("a")))
        #expect(validator.validate(controller).map(\.pointer) == ["/rightButtons/0/id", "/content/label"])
    }

    @Test func configureCellResponsesAndTimelines() {
        let entries = (0..<51).map { i in
            Timeline.Entry(date: ts("2026-11-03T08:\(String(format: "%02d", i)):00+00:00"), cell: TestValues.simpleCell)
        }
        let response = ConfigureCellResponse(cell: TestValues.simpleCell, timeline: Timeline(entries: entries, reload: .atEnd))
        #expect(validator.validate(response).map(\.pointer) == ["/timeline/entries/50"])

        let badEntry = Timeline.Entry(date: ts("2026-11-03T07:00:00+00:00"), cell: cell(.progress(ProgressNode(value: 9))))
        let second = ConfigureCellResponse(
            cell: cell(.image(ImageNode(source: .symbol("a")))),
            timeline: Timeline(entries: [entries[1], badEntry], reload: .never))
        #expect(
            validator.validate(second).map(\.pointer) == [
                "/cell/content/label", "/timeline/entries/1/date", "/timeline/entries/1/cell/content/value",
            ])
    }

    @Test func violationBecomesAnInvalidCellTreeError() throws {
        let violation = try #require(validator.firstViolation(in: cell(.progress(ProgressNode(value: 2)))))
        #expect(violation.responseError.code == .invalidCellTree)
        #expect(violation.responseError.data == ["pointer": "/content/value"])
    }

    @Test func customLimits() {
        let strict = CellTreeValidator(limits: Limits(maxNodes: 2))
        #expect(strict.validate(cell(.vstack(VStackNode(children: [text(), text()])))).map(\.pointer) == ["/content/children/1"])
    }
}
