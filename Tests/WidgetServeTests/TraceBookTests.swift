import Testing
import WidgetJSON

@testable import WidgetServe

/// The inspector's memory of the recorder's records: restarts with their causes, the
/// sandbox, trace rows, and bounds a flood cannot pass.
@Suite struct TraceBookTests {
    static func record(_ seq: Int64, _ kind: String, widget: String = "w", text: String? = nil, _ extra: JSONObject = [:]) -> JSONValue {
        var object: JSONObject = [
            "time": "2026-12-01T10:00:00.000000Z", "seq": .int(seq), "widget": .string(widget), "kind": .string(kind),
        ]
        if let text { object["text"] = .string(text) }
        for (key, value) in extra { object[key] = value }
        return .object(object)
    }

    @Test func aRestartIsListedWithTheCauseOfTheExitBeforeIt() {
        let book = TraceBook()
        book.add(Self.record(1, "spawned"))
        book.add(Self.record(2, "channelClosed", text: "the peer closed its output (end of file)"))
        book.add(Self.record(3, "exited", text: "the widget was killed by signal 9 (SIGKILL)"))
        book.add(Self.record(4, "restarting", text: "restarting in 1.5 s", ["delayMs": 1500, "attempt": 1]))
        book.add(Self.record(5, "channelClosed", text: "closed by the host", ["expected": true]))
        book.add(Self.record(6, "hung", text: "no answer to 3 calls in a row"))
        book.add(Self.record(7, "restarting", ["delayMs": 1500, "attempt": 2]))
        book.add(Self.record(8, "quarantined", text: "5 restarts within 60 s"))
        book.add(Self.record(9, "exited", widget: "other", text: "exited with code 1"))
        let restarts = book.restarts("w")
        #expect(
            restarts.map { $0["cause"]?.stringValue ?? "" } == [
                "the widget was killed by signal 9 (SIGKILL) (restarted after 1500 ms)",
                "no answer to 3 calls in a row (restarted after 1500 ms)",
                "5 restarts within 60 s",
            ])
        #expect(restarts.map { $0["kind"]?.stringValue ?? "" } == ["restart", "restart", "quarantined"])
        #expect(restarts[1]["attempt"] == 2)
        #expect(book.restarts("other").isEmpty, "an exit alone is no restart")
    }

    @Test func theLastSandboxReportIsKept() {
        let book = TraceBook()
        #expect(book.sandbox("w") == nil)
        book.add(Self.record(1, "sandbox", ["mode": "on", "read": ["/a"]]))
        book.add(Self.record(2, "sandbox", ["mode": "required", "read": ["/b"]]))
        #expect(book.sandbox("w")?["mode"] == "required")
    }

    @Test func aFloodKeepsTheNewestRecordsWithinTheBounds() {
        let book = TraceBook()
        for seq in 1...Int64(TraceBook.recentLimit + 100) { book.add(Self.record(seq, "stderr", text: "line \(seq)")) }
        let recent = book.recent("w", limit: .max)
        #expect(recent.count == TraceBook.recentLimit)
        #expect(recent.last?["seq"]?.intValue == Int64(TraceBook.recentLimit + 100))
        #expect(book.record("w", seq: 1) == nil, "the oldest went")
        #expect(book.record("w", seq: 200)?["text"] == "line 200")

        let big = String(repeating: "x", count: 1 << 20)
        for seq in 1...8 { book.add(Self.record(Int64(10_000 + seq), "stderr", widget: "big", text: big)) }
        #expect(book.recent("big", limit: .max).count < 8, "at most about \(TraceBook.byteLimit) bytes a widget")
    }

    @Test func rowsSayDirectionLatencyAndErrors() {
        let reply = TraceBook.row(
            Self.record(
                1, "errorResponse",
                [
                    "direction": "fromWidget", "method": "action", "latencyUs": 1234,
                    "message": ["error": ["code": -32602, "message": "no such item"]],
                ]))
        #expect(reply["direction"] == "←")
        #expect(reply["latencyMs"] == 1.234)
        #expect(reply["error"] == "-32602 no such item")
        let request = TraceBook.row(Self.record(2, "request", ["direction": "toWidget", "method": "configureCell"]))
        #expect(request["direction"] == "→")
        #expect(request["error"] == .null)
        let exit = TraceBook.row(Self.record(3, "exited", text: "the widget was killed by signal 9 (SIGKILL)", ["direction": "host"]))
        #expect(exit["error"] == "the widget was killed by signal 9 (SIGKILL)")
    }
}
