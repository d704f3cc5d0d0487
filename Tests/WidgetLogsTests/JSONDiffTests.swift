import Testing
import WidgetJSON
import WidgetLogs

@Suite struct JSONDiffTests {
    @Test func differencesAreNamedByPointerAndIgnoredPointersHideTheirSubtree() throws {
        let recorded = try JSONValue(parsing: #"{"result":{"height":120,"cell":{"a~b":[1,2,3],"time":"08:25","x/y":true},"gone":1}}"#)
        let replayed = try JSONValue(parsing: #"{"result":{"height":120.0,"cell":{"a~b":[1,5],"time":"08:26","x/y":false},"new":2}}"#)
        let all = JSONDiff.differences(recorded: recorded, replayed: replayed)
        #expect(
            all.map(\.pointer) == [
                "/result/cell/a~0b/1", "/result/cell/a~0b/2", "/result/cell/time", "/result/cell/x~1y", "/result/gone", "/result/new",
            ])
        #expect(all[1].recorded == 3 && all[1].replayed == Optional<JSONValue>.none)
        let some = JSONDiff.differences(
            recorded: recorded, replayed: replayed, ignoring: ["/result/cell/time", "/result/*/a~0b", "/result/gone", "/result/new"])
        #expect(some.map(\.pointer) == ["/result/cell/x~1y"])
        #expect(JSONDiff.differences(recorded: recorded, replayed: recorded).isEmpty)
        #expect(
            JSONDiff.differences(recorded: ["result": 1], replayed: ["error": ["code": -32603]]).map(\.pointer) == ["/result", "/error"])
    }
}
