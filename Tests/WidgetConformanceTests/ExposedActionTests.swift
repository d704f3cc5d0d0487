import Testing
import WidgetJSON
import WidgetProtocol

@testable import WidgetConformance

/// The actions a widget exposes, which the battery presses.
@Suite struct ExposedActionTests {
    @Test func exposedActionsAreFoundInCellsAndControllers() throws {
        let cell = try JSONValueHelpers.parse(
            #"{"type":"vstack","tap":{"type":"invoke","id":"open","payload":{"type":"invoke","id":"nested"}},"children":[{"type":"button","title":"Go","action":{"type":"invoke","id":"go"}},{"type":"button","title":"Web","action":{"type":"openURL","url":"https://example.com"}}]}"#
        )
        #expect(ExposedAction.invokes(in: cell, source: .cell).map(\.id) == ["open", "go"])
        let controller = try JSONValueHelpers.parse(
            #"{"presentation":"popup","title":"T","content":{"type":"text","text":"x"},"leftButtons":[{"id":"close","title":"Close"}]}"#)
        #expect(ExposedAction.inController(controller) == [ExposedAction(id: "close", payload: nil, source: .header)])
    }
}

enum JSONValueHelpers {
    static func parse(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }
}
