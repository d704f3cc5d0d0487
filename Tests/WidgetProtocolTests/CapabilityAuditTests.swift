import Testing
import WidgetJSON
import WidgetProtocol

/// What the host records but accepts, once per kind and run (README §5.6, §3 configureCell).
@Suite struct CapabilityAuditTests {
    static func response(_ json: String) throws -> ConfigureCellResponse {
        try JSONValueDecoder().decode(ConfigureCellResponse.self, from: try JSONValue(parsing: json))
    }

    static let hologramCell =
        #"{"type":"cell","version":"1.0","content":{"type":"vstack","children":[{"type":"hologram","fallback":{"type":"text","text":"3D"}},{"type":"text","text":"x"}]}}"#

    @Test func anUnknownKindIsReportedOnceAndItsFallbackIsWalked() throws {
        var audit = CapabilityAudit(widgetCapabilities: WidgetCapabilities())
        let response = try Self.response(#"{"cell":\#(Self.hologramCell)}"#)
        #expect(audit.notices(for: response) == [.unknownNodeKind("hologram")])
        #expect(audit.notices(for: response) == [], "once per kind")
    }

    @Test func aHostThatRendersFewerKindsReportsTheRest() throws {
        var audit = CapabilityAudit(hostNodeKinds: ["vstack", "text"], widgetCapabilities: WidgetCapabilities())
        let response = try Self.response(
            #"{"cell":{"type":"cell","version":"1.0","content":{"type":"list","items":[{"type":"badge","text":"new"}]}}}"#)
        #expect(audit.notices(for: response) == [.unknownNodeKind("list"), .unknownNodeKind("badge")])
    }

    @Test func aTimelineWithoutTheCapabilityIsReportedOnceButNotWithIt() throws {
        let json =
            #"{"cell":{"type":"cell","version":"1.0","content":{"type":"text","text":"a"}},"timeline":{"entries":[{"date":"2026-11-03T08:25:00Z","cell":\#(Self.hologramCell)}],"reload":{"policy":"atEnd"}}}"#
        var undeclared = CapabilityAudit(widgetCapabilities: WidgetCapabilities())
        #expect(undeclared.notices(for: try Self.response(json)) == [.undeclaredTimeline, .unknownNodeKind("hologram")])
        #expect(undeclared.notices(for: try Self.response(json)) == [])
        var declared = CapabilityAudit(widgetCapabilities: WidgetCapabilities(timeline: true))
        #expect(declared.notices(for: try Self.response(json)) == [.unknownNodeKind("hologram")])
    }

    @Test func theNoticeTextEscapesTheKind() {
        #expect(!CapabilityAudit.Notice.unknownNodeKind("x\u{1B}[2J").description.unicodeScalars.contains { $0.value == 0x1B })
    }
}
