import Foundation
import Testing
import WidgetHost
import WidgetJSON
import WidgetLogFormat
import WidgetLogs
import WidgetTestSupport

/// The record format is one thing: the kinds, directions and keys the recorder writes are the
/// ones `protocol/rpc-log.md` lists and its schema allows (validate.py checks the document
/// against the schema; this checks the code), and what the recorder writes the readers read
/// back as the same kind.
@Suite struct RecordFormatTests {
    static func schemaProperties() throws -> [String: Any] {
        let url = RepositoryPaths.root.appendingPathComponent("protocol/schema/rpc-log-record.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try #require(schema["properties"] as? [String: Any])
    }

    static func allowed(_ key: String, in properties: [String: Any]) throws -> Set<String> {
        let property = try #require(properties[key] as? [String: Any])
        return Set(try #require(property["enum"] as? [String]))
    }

    @Test func everyRecordKindIsOneTheSchemaAllowsAndBack() throws {
        let allowed = try Self.allowed("kind", in: Self.schemaProperties())
        let written = Set(LogKind.allCases.map(\.rawValue))
        #expect(written.subtracting(allowed).isEmpty, "kinds the schema does not allow: \(written.subtracting(allowed).sorted())")
        #expect(
            allowed.subtracting(written).isEmpty,
            "kinds the schema allows but the host never writes: \(allowed.subtracting(written).sorted())")
    }

    @Test func everyDirectionIsOneTheSchemaAllowsAndBack() throws {
        #expect(Set(LogDirection.allCases.map(\.rawValue)) == (try Self.allowed("direction", in: Self.schemaProperties())))
    }

    @Test func everyKeyIsOneTheSchemaDescribesAndBack() throws {
        let described = Set(try Self.schemaProperties().keys)
        let named = Set(LogField.allCases.map(\.rawValue))
        #expect(named.subtracting(described).isEmpty, "keys the schema does not describe: \(named.subtracting(described).sorted())")
        #expect(
            described.subtracting(named).isEmpty, "keys the schema describes but LogField lacks: \(described.subtracting(named).sorted())")
    }

    /// One record of every kind through the real recorder and back through `widgets logs`'
    /// reader: a kind spelt differently on one side comes back as another kind, or none.
    @Test func everyKindRoundTripsThroughTheRecorderAndTheReader() async throws {
        let directory = NSTemporaryDirectory() + "record-format-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/run.jsonl"
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: path))
        for kind in LogKind.allCases {
            let direction: LogDirection = kind.isMessage ? .toWidget : .host
            recorder.record(
                RPCLogRecord(
                    widget: "w", instance: 1, pid: 7, direction: direction, kind: kind, method: "m", text: kind.rawValue,
                    fields: [(.attempt, .int(1)), (.stderrTail, ["last"])]))
        }
        await recorder.close()
        let read = try LogFiles.read([path])
        #expect(read.malformed.isEmpty)
        #expect(read.records.map(\.kind) == LogKind.allCases.map(Optional.some))
        #expect(read.records.map(\.kindName) == read.records.map(\.text))
        #expect(read.records.allSatisfy { $0.direction == ($0.kind?.isMessage == true ? .toWidget : .host) })
        #expect(read.records.allSatisfy { $0.json[.attempt] == .int(1) && $0.json[.stderrTail] == ["last"] && $0.json.logKind == $0.kind })
        // The lifecycle file holds exactly the kinds the format calls lifecycle.
        let lifecycle = try LogFiles.read([path + ".lifecycle"])
        #expect(lifecycle.records.compactMap(\.kind) == LogKind.allCases.filter(\.isLifecycle))
    }

    /// A kind this build does not know (a newer host's) is read, kept by name, and no error.
    @Test func anUnknownKindIsReadByName() throws {
        let record = try LogRecord(
            line: #"{"time":"2026-11-03T08:25:00.000000Z","widget":"w","instance":1,"direction":"sideways","kind":"teleported"}"#,
            file: "run.jsonl", number: 1)
        #expect(record.kind == nil && record.kindName == "teleported" && record.direction == nil && !record.isError)
    }
}
