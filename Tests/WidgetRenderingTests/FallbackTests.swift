import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// Unknown node kinds (spec §5.6): the fallback is drawn, or the node is dropped, and the rest
/// of the cell still renders; a cell is never blank.
@Suite struct FallbackTests {
    static let context = Samples.context()

    func terminal(_ cell: Cell) -> String {
        TerminalRenderer.renderCard(cell, width: 46, context: Self.context).joined(separator: "\n")
    }

    func html(_ cell: Cell) -> String {
        HTMLRenderer.renderCard(CardFrame(widgetID: "w", cell: cell), context: Self.context).html
    }

    @Test func unknownNodeWithFallbackDrawsTheFallback() throws {
        let cell = try Samples.trip  // its `boardingPass` node has a label fallback
        #expect(terminal(cell).contains("Boarding pass in your wallet"))
        #expect(html(cell).contains("Boarding pass in your wallet"))
        #expect(!html(cell).contains("M1TRAVELLER"))
    }

    @Test func unknownNodeWithoutFallbackIsDroppedAndTheRestRenders() throws {
        let cell = try Samples.decodeCell(
            """
            {"type": "cell", "version": "1.0", "content": {"type": "vstack", "children": [
              {"type": "text", "text": "Before"}, {"type": "hologram", "beam": 1}, {"type": "text", "text": "After"}]}}
            """)
        let lines = TerminalRenderer.renderCard(cell, width: 46, context: Self.context)
        #expect(lines.count == 4, "top border, Before, After, bottom border")
        #expect(lines[1].contains("Before") && lines[2].contains("After"))
        #expect(html(cell).contains("Before") && html(cell).contains("After"))
    }

    @Test func nestedFallbacksResolveToTheFirstKnownKind() throws {
        let node = try Samples.decodeNode(
            """
            {"type": "a", "fallback": {"type": "b", "fallback": {"type": "text", "text": "Known at last"}}}
            """)
        let cell = Cell(content: node)
        #expect(terminal(cell).contains("Known at last"))
        #expect(html(cell).contains("Known at last"))
    }

    @Test func aCellOfOnlyUnknownNodesShowsItsFallbackText() throws {
        let cell = try Samples.decodeCell(
            """
            {"type": "cell", "version": "1.0", "fallbackText": "BA 117 departs 08:25", "content": {"type": "hologram"}}
            """)
        #expect(terminal(cell).contains("BA 117 departs 08:25"))
        #expect(html(cell).contains("BA 117 departs 08:25"))
        let bare = Cell(content: .unknown(type: "hologram", raw: .null, fallback: nil))
        #expect(terminal(bare).contains("cannot be shown"), "never a blank card")
    }
}
