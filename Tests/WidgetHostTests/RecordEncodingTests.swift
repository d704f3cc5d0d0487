import Testing
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol

@testable import WidgetHost

/// How the writer turns a record into its line: the message is serialized once and spliced in,
/// redaction walks only a message it could change, and a message read off the wire is turned
/// into JSON on the writer (issue 27: a megabyte's tree is no work for the widget's reader).
/// Whatever the path, the line is exactly the record's JSON, redacted as before.
struct RecordEncodingTests {
    static func record(_ kind: RPCLogRecord.Kind, message: JSONValue? = nil, text: String? = nil) -> RPCLogRecord {
        RPCLogRecord(
            widget: "w", instance: 1, pid: 7, direction: .fromWidget, kind: kind, method: "configureCell", id: .string("h-3"),
            bytes: 40, message: message, text: text, fields: [(.pointer, "/cell")])
    }

    static func wire(_ line: String) throws -> JSONRPCMessage {
        let bytes = Array(line.utf8)
        return try bytes.withUnsafeBytes { try JSONRPCMessage(line: $0) }
    }

    static func encode(_ record: RPCLogRecord, redactor: inout Redactor, maxMessageBytes: Int = 1 << 20) -> (json: JSONValue, line: [UInt8])
    {
        record.encoded(seq: 1, clock: RecorderClock(), maxMessageBytes: maxMessageBytes, maxTextBytes: 4096, redactor: &redactor)
    }

    @Test func theLineIsTheRecordsJSONOnEveryPath() throws {
        let personal: JSONValue = ["result": ["flight": ["seat": "14C", "gate": "B12"]]]
        var fromWire = Self.record(.response)
        fromWire.wire = try Self.wire(#"{"jsonrpc":"2.0","id":"h-3","result":{"cell":{"type":"text","text":"hello"}}}"#)
        let cases: [(String, RPCLogRecord, Int)] = [
            ("no message", Self.record(.stopped, text: "stopped by the host"), 1 << 20),
            ("a message redaction cannot change", Self.record(.response, message: ["result": ["height": 60]]), 1 << 20),
            ("a message with a personal member", Self.record(.response, message: personal), 1 << 20),
            ("a message over the cap", Self.record(.response, message: ["result": .string(String(repeating: "a", count: 300))]), 100),
            ("a message read off the wire", fromWire, 1 << 20),
        ]
        for (what, record, cap) in cases {
            var redactor = Redactor(fields: FlightRecorder.Options.personalFields)
            let encoded = Self.encode(record, redactor: &redactor, maxMessageBytes: cap)
            #expect(encoded.line == encoded.json.serialized(), "\(what): \(String(decoding: encoded.line, as: UTF8.self))")
            #expect(try JSONValue(parsing: encoded.line) == encoded.json, "\(what)")
        }
    }

    @Test func aMessageFromTheWireIsWrittenAsItsJSON() throws {
        var record = Self.record(.response)
        record.wire = try Self.wire(#"{"jsonrpc":"2.0","id":"h-3","result":{"height":60}}"#)
        var redactor = Redactor(fields: [])
        let encoded = Self.encode(record, redactor: &redactor)
        #expect(encoded.json["message"] == ["jsonrpc": "2.0", "id": "h-3", "result": ["height": 60]])
    }

    @Test func redactionWalksOnlyWhatItCouldChangeAndStillRedactsWhatItLearned() {
        var redactor = Redactor(fields: FlightRecorder.Options.personalFields)
        let plain: JSONValue = ["result": ["cell": ["type": "text", "text": "Gate B12"]]]
        #expect(!redactor.mayChange(serialized: plain.serialized()))
        let personal: JSONValue = ["params": ["flight": ["seat": "14C", "bookingReference": "QX7R2P"]]]
        #expect(redactor.mayChange(serialized: personal.serialized()))

        // Redacting the seat teaches the redactor its value: a later cell that shows it is
        // walked and redacted too, though it holds no personal member.
        let first = Self.encode(Self.record(.request, message: personal), redactor: &redactor)
        #expect(first.json["message"]?["params"]?["flight"]?["seat"] == "<redacted>")
        let echo: JSONValue = ["result": ["cell": ["type": "text", "text": "Booking QX7R2P"]]]
        #expect(redactor.mayChange(serialized: echo.serialized()))
        let second = Self.encode(Self.record(.response, message: echo), redactor: &redactor)
        #expect(!String(decoding: second.line, as: UTF8.self).contains("QX7R2P"))
        #expect(second.line == second.json.serialized())

        // With nothing to redact, nothing is looked for.
        let off = Redactor(fields: [])
        #expect(!off.mayChange(serialized: personal.serialized()))
    }
}
