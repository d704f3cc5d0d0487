import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetConformance

/// The widget-neutral transcript `widgets check` replays (README §11): the compiled-in copy is the
/// file, every line names a check, and the shape comparison can fail.
@Suite struct ConformanceTranscriptTests {
    static var file: URL { RepositoryPaths.protocolFolder.appendingPathComponent("conformance/any-widget.jsonl") }

    /// Run with WIDGETS_RECORD=samples to rewrite EmbeddedConformanceTranscript.swift.
    @Test func theEmbeddedCopyIsTheFile() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        if RecordMode.isOn(.samples) {
            try Self.generatedSource(text).write(
                to: RepositoryPaths.root.appendingPathComponent("Sources/WidgetConformance/EmbeddedConformanceTranscript.swift"),
                atomically: true, encoding: .utf8)
            return
        }
        #expect(
            EmbeddedConformanceTranscript.text == text.trimmingCharacters(in: .newlines),
            """
            protocol/conformance changed: run `\(RecordMode.command(.samples)) swift test --filter theEmbeddedCopyIsTheFile` and \
            rebuild
            """
        )
    }

    static func generatedSource(_ text: String) -> String {
        """
        // swift-format-ignore-file
        // Generated from protocol/conformance/any-widget.jsonl by ConformanceTranscriptTests (run with
        // WIDGETS_RECORD=samples to rewrite it). Do not edit by hand.

        /// `protocol/conformance/any-widget.jsonl`, compiled in so `widgets check` works from any directory.
        package enum EmbeddedConformanceTranscript {
            /// The file's text.
            package static let text = ##\"\"\"
        \(text.trimmingCharacters(in: .newlines))
        \"\"\"##
        }

        """
    }

    @Test func everyLineFeedsACheckAndEveryGroupEndsWithAReplyByID() throws {
        let transcript = try ConformanceTranscript(jsonl: try String(contentsOf: Self.file, encoding: .utf8))
        #expect(
            transcript.checks.isSuperset(of: [
                .batch, .oversizeLine, .invalidRequest, .responsesUnanswered, .malformedLine,
                .unknownMethod, .unknownMembers, .invalidParams, .fractionalWidths,
                .lineEndings, .secondInitialize, .afterShutdown, .lifecycleErrors,
            ]))
        for group in transcript.groups {
            #expect(!group.sends.isEmpty, "a group starts with host lines")
            #expect(
                group.expectations.last?.id != nil, "the group at line \(group.sends.first?.line ?? 0) ends with a reply that has an id")
        }
    }

    @Test func anOversizeLineIsPaddedToExactlyItsLength() throws {
        let send = ConformanceTranscript.Send.message(
            ["jsonrpc": "2.0", "id": "h-1", "method": "cellHeight"], padTo: 1_048_577, sample: false)
        let bytes = ConformanceTranscript.bytes(of: send, initParams: nil)
        #expect(bytes.count == 1_048_578 && bytes.last == 0x0A)
        #expect(try JSONValue(parsing: Array(bytes.dropLast()))["id"] == "h-1")
    }

    @Test func shapesAreComparedByCodeDataAndResultType() {
        let expectation = { (message: JSONValue, any: Bool) in
            ConformanceTranscript.Expectation(message: message, matchesAny: any, check: .invalidParams, note: nil, line: 1)
        }
        let wantsPointer = expectation(
            ["jsonrpc": "2.0", "id": "h-1", "error": ["code": -32602, "message": "x", "data": ["pointer": "/width"]]], false)
        let right = JSONRPCMessage.errorResponse(id: .string("h-1"), error: .invalidParams("width must be a number", pointer: "/width"))
        let noPointer = JSONRPCMessage.errorResponse(id: .string("h-1"), error: .invalidParams("width must be a number"))
        let wrongCode = JSONRPCMessage.errorResponse(id: .string("h-1"), error: .internalError("KeyError"))
        #expect(ConformanceRun.mismatch(wantsPointer, right, method: "cellHeight") == nil)
        #expect(ConformanceRun.mismatch(wantsPointer, noPointer, method: "cellHeight")?.contains("data.pointer") == true)
        #expect(ConformanceRun.mismatch(wantsPointer, wrongCode, method: "cellHeight")?.contains("-32603") == true)

        let wantsHeight = expectation(["jsonrpc": "2.0", "id": "h-2", "result": ["height": 96]], false)
        #expect(ConformanceRun.mismatch(wantsHeight, .response(id: .string("h-2"), result: ["height": 148.5]), method: "cellHeight") == nil)
        #expect(
            ConformanceRun.mismatch(wantsHeight, .response(id: .string("h-2"), result: ["height": "tall"]), method: "cellHeight") != nil)
        let anyReply = expectation(["jsonrpc": "2.0", "id": "h-3", "result": [:]], true)
        #expect(ConformanceRun.mismatch(anyReply, wrongCode, method: "cellHeight") == nil)
    }
}
