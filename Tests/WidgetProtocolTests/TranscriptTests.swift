import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

/// Every line of every golden transcript decodes: the envelope, then params and results into
/// the typed request/response of the method, re-encoding to equivalent JSON. Cells and
/// controllers must also pass the validator.
@Suite struct TranscriptTests {
    static let files: [String] =
        ((try? RepositoryPaths.files(in: RepositoryPaths.transcripts, withExtension: "jsonl")) ?? []).map(\.lastPathComponent)

    struct Line {
        var number: Int
        var from: String
        var message: JSONRPCMessage
        var invalid: Bool
    }

    static func lines(_ file: String) throws -> [Line] {
        let text = try String(contentsOf: RepositoryPaths.transcripts.appendingPathComponent(file), encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { index, raw in
            let json = try JSONValue(parsing: String(raw))
            let from = try #require(json["from"]?.stringValue)
            let message = try JSONRPCMessage(json: try #require(json["message"]))
            #expect(message.json == json["message"], "line \(index + 1): the envelope re-encodes unchanged")
            return Line(number: index + 1, from: from, message: message, invalid: json["invalid"]?.boolValue ?? false)
        }
    }

    @Test func theRequiredTranscriptsExist() {
        for name in ["trip-widget-lifecycle", "airport-widget", "hidden-then-displayed", "present-from-button", "errors"] {
            #expect(Self.files.contains("\(name).jsonl"))
        }
    }

    @Test(arguments: files) func replay(file: String) throws {
        var pending: [RequestID: String] = [:]
        for line in try Self.lines(file) {
            let at = "\(file):\(line.number)"
            switch line.message {
            case .request(let id, let method, let params):
                #expect(line.from == "host", "\(at): only the host sends requests")
                pending[id] = method
                guard let entry = MessageRegistry.request(method) else {
                    continue  // errors.jsonl sends an unknown method on purpose
                }
                if line.invalid {
                    #expect(throws: JSONDecodingError.self, "\(at): params are marked invalid") {
                        try JSONValueDecoder().decode(entry.type, from: params?.value ?? [:])
                    }
                } else {
                    try Self.checkParams(entry.type, params: params?.value, at: at)
                }
            case .notification(let method, let params):
                #expect(line.from == "widget", "\(at): only widgets send notifications")
                let entry = try #require(MessageRegistry.notification(method), "\(at): unknown notification \(method)")
                try Self.checkNotification(entry.type, params: params?.value, at: at)
            case .response(let id, let result):
                let removed = pending.removeValue(forKey: id)
                let method = try #require(removed, "\(at): response to unknown id \(id)")
                let entry = try #require(MessageRegistry.request(method))
                try Self.checkResult(entry.type, result: result.value, at: at)
            case .errorResponse(let id, let error):
                let id = try #require(id, "\(at): transcripts answer with the request's id")
                let removed = pending.removeValue(forKey: id)
                let method = try #require(removed, "\(at): error for unknown id \(id)")
                if error.code == .methodNotFound {
                    #expect(MessageRegistry.request(method) == nil)
                    #expect(error.data?["method"] == .string(method))
                }
                if error.code == .invalidParams || error.code == .invalidCellTree {
                    #expect(error.data?["pointer"]?.stringValue?.hasPrefix("/") == true, "\(at): data.pointer")
                }
            }
        }
        #expect(pending.isEmpty, "\(file): unanswered requests \(pending)")
    }

    @Test func invalidParamsErrorPointsWhereTheDecoderFailed() throws {
        let lines = try Self.lines("errors.jsonl")
        let invalid = try #require(lines.first { $0.invalid })
        guard case .request(let id, _, let params) = invalid.message else {
            Issue.record("the invalid line is not a request")
            return
        }
        let reply = try #require(lines.first { $0.message.id == id && $0.message.method == nil })
        guard case .errorResponse(_, let error) = reply.message else {
            Issue.record("the invalid request is not answered with an error")
            return
        }
        #expect(error.code == .invalidParams)
        do {
            _ = try JSONValueDecoder().decode(CellHeightRequest.self, from: params?.value ?? [:])
            Issue.record("expected the params to fail")
        } catch let decodingError as JSONDecodingError {
            #expect(error.data?["pointer"] == .string(decodingError.pointer))
        }
    }

    static func checkParams<R: RequestType>(_ type: R.Type, params: JSONValue?, at: String) throws {
        try checkReencoding(R.self, json: params ?? [:])
    }

    static func checkNotification<N: NotificationType>(_ type: N.Type, params: JSONValue?, at: String) throws {
        let value = try checkReencoding(N.self, json: params ?? [:])
        if let present = value as? PresentWidgetControllerNotification {
            #expect(CellTreeValidator().validate(present.controller) == [], "\(at)")
        }
    }

    static func checkResult<R: RequestType>(_ type: R.Type, result: JSONValue, at: String) throws {
        let value = try checkReencoding(R.Response.self, json: result)
        if let configured = value as? ConfigureCellResponse {
            #expect(CellTreeValidator().validate(configured) == [], "\(at)")
        }
        if let controller = value as? WidgetController?, let controller {
            #expect(CellTreeValidator().validate(controller) == [], "\(at)")
        }
    }
}
