import Foundation
import Testing
import WidgetHost
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol
import WidgetTestSupport

/// The recorder's tap: what a live view sees is what the file gets, redacted alike, and the
/// stream ends with the recorder.
@Suite(.timeLimit(.minutes(1))) struct FlightRecorderTapTests {
    @Test func aTapSeesEveryWrittenRecordRedactedAsInTheFileAndEndsAtClose() async throws {
        let directory = temporaryDirectory("tap")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        options.redactedFields = FlightRecorder.Options.personalFields
        let recorder = FlightRecorder(options: options)
        let tap = recorder.tap()
        let seen = Task { await tap.reduce(into: [JSONValue]()) { $0.append($1) } }
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: 42, direction: .toWidget, kind: .request, method: "initialize", id: .string("h-1"),
                bytes: 10, message: ["params": ["user": ["userID": "usr-secret"]]]))
        recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: 42, direction: .host, kind: .stderr, text: "I am usr-secret"))
        await recorder.close()
        let records = await seen.value
        let file = try String(contentsOfFile: options.path!, encoding: .utf8).split(separator: "\n").map {
            try JSONValue(parsing: String($0))
        }
        #expect(records.count == 2)
        #expect(records == file, "the same objects as the file's lines")
        #expect(records[0]["message"]?["params"]?["user"]?["userID"] == "<redacted>")
        #expect(records[1]["text"] == "I am <redacted>")
        var late = recorder.tap().makeAsyncIterator()
        #expect(await late.next() == nil, "a tap opened after close ends at once")
    }

    @Test func aTapThatFallsBehindKeepsTheNewest() async throws {
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: temporaryDirectory("tap-behind") + "/log.jsonl"))
        let tap = recorder.tap(bufferingNewest: 3)
        for index in 1...10 {
            recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .stderr, text: "line \(index)"))
        }
        await recorder.close()
        let texts = await tap.reduce(into: [String]()) { $0.append($1["text"]?.stringValue ?? "") }
        #expect(texts == ["line 8", "line 9", "line 10"])
    }
}
