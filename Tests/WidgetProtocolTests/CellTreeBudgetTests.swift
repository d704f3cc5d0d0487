import Testing
import WidgetJSON
import WidgetProtocol

/// Limits enforced while decoding stop where the validator, run on the whole decoded tree,
/// reports its first violation: same message, same pointer.
@Suite struct CellTreeBudgetTests {
    static func text(_ s: String = "x") -> JSONValue { ["type": "text", "text": .string(s)] }

    static func reply(_ content: JSONValue, timeline: JSONValue? = nil) -> JSONValue {
        var object: JSONObject = ["cell": ["type": "cell", "version": "1", "content": content]]
        if let timeline { object["timeline"] = timeline }
        return .object(object)
    }

    static var deep: JSONValue {
        var node = text()
        for _ in 0..<14 { node = ["type": "vstack", "children": [node]] }
        return node
    }

    static let overLimit: [JSONValue] = [
        reply(["type": "vstack", "children": .array((0..<250).map { _ in text() })]),
        reply(["type": "vstack", "children": [text(), ["type": "hstack", "children": .array((0..<300).map { _ in text() })]]]),
        reply(deep),
        reply(["type": "list", "items": .array((0..<60).map { _ in text() })]),
        reply(["type": "vstack", "children": [["type": "facts", "rows": .array((0..<25).map { _ in ["title": "a", "value": "b"] })]]]),
        reply(["type": "text", "text": "x", "fallback": ["type": "vstack", "children": .array((0..<201).map { _ in text() })]]),
        reply(
            text(),
            timeline: [
                "reload": ["policy": "never"],
                "entries": .array(
                    (0..<60).map { _ in
                        ["date": "2026-11-03T08:20:00Z", "cell": ["type": "cell", "version": "1", "content": text()]]
                    }),
            ]),
    ]

    @Test(arguments: overLimit)
    func stopsWithTheValidatorsFirstViolation(reply: JSONValue) throws {
        let whole = try JSONFragment(reply).decode(ConfigureCellResponse.self)
        let violation = try #require(CellTreeValidator().firstViolation(in: whole))
        do {
            _ = try JSONFragment(reply).decode(ConfigureCellResponse.self, userInfo: CellTreeBudget.userInfo(.default))
            Issue.record("the budget let an over-limit tree through")
        } catch let error as JSONDecodingError {
            #expect(error.pointer == violation.pointer)
            #expect(error.reason == violation.message)
        }
    }

    /// Within the limits (fallbacks at their owner's depth, each timeline cell its own tree),
    /// the budget changes nothing.
    @Test func letsValidTreesThrough() throws {
        var nested = Self.text()
        for _ in 0..<10 { nested = ["type": "vstack", "children": [nested], "fallback": Self.text()] }
        let tree = Self.reply(
            ["type": "vstack", "children": .array((0..<150).map { _ in Self.text() } + [nested])],
            timeline: [
                "reload": ["policy": "never"],
                "entries": .array(
                    (0..<3).map { i in
                        [
                            "date": .string("2026-11-03T08:2\(i):00Z"),
                            "cell": [
                                "type": "cell", "version": "1",
                                "content": ["type": "vstack", "children": .array((0..<150).map { _ in Self.text() })],
                            ],
                        ]
                    }),
            ])
        let plain = try JSONFragment(tree).decode(ConfigureCellResponse.self)
        #expect(CellTreeValidator().firstViolation(in: plain) == nil)
        #expect(try JSONFragment(tree).decode(ConfigureCellResponse.self, userInfo: CellTreeBudget.userInfo(.default)) == plain)
    }
}
