import Testing
import WidgetJSON
import WidgetLogs

@Suite struct ReplayScriptTests {
    static func records(_ lines: [String]) throws -> [LogRecord] {
        try lines.enumerated().map { index, body in
            let json = #"{"time":"2026-11-03T08:25:00.\#(String(index + 100_000))Z","seq":\#(index + 1),\#(body)}"#
            return try LogRecord(line: json, file: "run.jsonl", number: index + 1)
        }
    }

    static let session = [
        #""widget":"a","instance":1,"pid":7,"direction":"host","kind":"spawned""#,
        #""widget":"a","instance":1,"pid":7,"direction":"toWidget","kind":"request","method":"initialize","id":"h-1","message":{"jsonrpc":"2.0","id":"h-1","method":"initialize","params":{"protocolVersion":"1.0"}}"#,
        #""widget":"b","instance":1,"pid":8,"direction":"toWidget","kind":"request","method":"initialize","id":"h-1","message":{"jsonrpc":"2.0","id":"h-1","method":"initialize"}"#,
        #""widget":"a","instance":1,"pid":7,"direction":"fromWidget","kind":"response","method":"initialize","id":"h-1","latencyUs":5,"message":{"jsonrpc":"2.0","id":"h-1","result":{"widgetType":"a"}}"#,
        #""widget":"a","instance":1,"pid":7,"direction":"fromWidget","kind":"notification","method":"reloadWidget","message":{"jsonrpc":"2.0","method":"reloadWidget"}"#,
        #""widget":"a","instance":1,"pid":7,"direction":"toWidget","kind":"request","method":"cellHeight","id":"h-2","message":{"jsonrpc":"2.0","id":"h-2","method":"cellHeight","params":{"width":375}}"#,
        #""widget":"a","instance":1,"pid":7,"direction":"host","kind":"deadlineMissed","method":"cellHeight","id":"h-2","text":"no reply within 1 s""#,
        #""widget":"a","instance":2,"pid":9,"direction":"toWidget","kind":"request","method":"initialize","id":"h-1","message":{"jsonrpc":"2.0","id":"h-1","method":"initialize"}"#,
    ]

    @Test func aScriptHasTheInstancesMessagesRepliesAndTheNotificationsBeforeEach() throws {
        let script = try ReplayScript.build(records: Self.records(Self.session), widget: "a", instance: nil)
        #expect(script.instance == 1)
        #expect(script.steps.map(\.method) == ["initialize", "cellHeight"])
        #expect(script.steps[0].reply?.json["message"]?["result"] == ["widgetType": "a"])
        #expect(script.steps[0].notificationsBefore.isEmpty)
        #expect(script.steps[1].notificationsBefore == ["reloadWidget": 1])
        #expect(script.steps[1].reply == nil && script.steps[1].outcome?.kindName == "deadlineMissed")
        #expect(try ReplayScript.build(records: Self.records(Self.session), widget: "a", instance: 2).steps.count == 1)
    }

    @Test func anAmbiguousOrUnknownChoiceIsAUsageProblem() throws {
        let records = try Self.records(Self.session)
        for (widget, instance, expected) in [
            (nil, nil, "several widgets"), ("c", nil, "no messages to a widget 'c'"), ("a", Int64(3), "no instance 3"),
        ] as [(String?, Int64?, String)] {
            do {
                _ = try ReplayScript.build(records: records, widget: widget, instance: instance)
                Issue.record("no problem for \(String(describing: widget)) \(String(describing: instance))")
            } catch {
                #expect(error.kind == .usage && error.description.contains(expected), "\(error)")
            }
        }
    }

    @Test func aMessageCutInTheLogCannotBeReplayed() throws {
        let records = try Self.records([
            #""widget":"a","instance":1,"direction":"toWidget","kind":"request","method":"init","id":"h-2","truncated":true,"messageBytes":3000000,"messagePrefix":"{\"jsonrpc\"""#
        ])
        #expect(throws: ReplayScript.Problem.self) { try ReplayScript.build(records: records, widget: nil, instance: nil) }
    }
}
