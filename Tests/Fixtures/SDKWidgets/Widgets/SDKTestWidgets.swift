import WidgetRPC
import WidgetSDK

/// The test widgets by name: the spawned fixture and the in-process tests use the same types
/// and the same ``WidgetRunner`` code path.
public enum SDKTestWidgets {
    /// Names accepted by ``serve(_:transport:)`` and ``run(_:)``.
    public static let names = [
        "flight-status", "security-wait", "lounge", "connection-guide", "failing-checklist", "invalid-tree", "printing",
        "stuck-shutdown", "preparing", "declared-preparing", "gate-change",
    ]

    /// The widget that produces the widget side of each golden transcript.
    public static let forTranscript: [String: String] = [
        "trip-widget-lifecycle.jsonl": "flight-status",
        "airport-widget.jsonl": "security-wait",
        "hidden-then-displayed.jsonl": "lounge",
        "present-from-button.jsonl": "connection-guide",
        "errors.jsonl": "failing-checklist",
        "fit-height.jsonl": "gate-change",
        "refused-dashboard.jsonl": "security-wait",
    ]

    /// Serves widget `name` over `transport` until it closes.
    public static func serve(_ name: String, transport: any Transport) async {
        switch name {
        case "flight-status": _ = await WidgetRunner.serve(FlightStatusWidget.self, transport: transport)
        case "security-wait": _ = await WidgetRunner.serve(SecurityWaitWidget.self, transport: transport)
        case "lounge": _ = await WidgetRunner.serve(LoungeWidget.self, transport: transport)
        case "connection-guide": _ = await WidgetRunner.serve(ConnectionGuideWidget.self, transport: transport)
        case "failing-checklist": _ = await WidgetRunner.serve(FailingChecklistWidget.self, transport: transport)
        case "invalid-tree": _ = await WidgetRunner.serve(InvalidTreeWidget.self, transport: transport)
        case "printing": _ = await WidgetRunner.serve(PrintingWidget.self, transport: transport)
        case "stuck-shutdown": _ = await WidgetRunner.serve(StuckShutdownWidget.self, transport: transport)
        case "preparing": _ = await WidgetRunner.serve(PreparingWidget.self, transport: transport)
        case "declared-preparing": _ = await WidgetRunner.serve(DeclaredPreparingWidget.self, transport: transport)
        case "gate-change": _ = await WidgetRunner.serve(GateChangeWidget.self, transport: transport)
        default: preconditionFailure("unknown test widget \(name)")
        }
        // As a process exits: the host reads end-of-file.
        transport.closeOutbound()
    }

    /// Runs widget `name` as this process (stdin/stdout), then exits.
    public static func run(_ name: String) async -> Never {
        switch name {
        case "flight-status": await WidgetRunner.run(FlightStatusWidget.self)
        case "security-wait": await WidgetRunner.run(SecurityWaitWidget.self)
        case "lounge": await WidgetRunner.run(LoungeWidget.self)
        case "connection-guide": await WidgetRunner.run(ConnectionGuideWidget.self)
        case "failing-checklist": await WidgetRunner.run(FailingChecklistWidget.self)
        case "invalid-tree": await WidgetRunner.run(InvalidTreeWidget.self)
        case "printing": await WidgetRunner.run(PrintingWidget.self)
        case "stuck-shutdown": await WidgetRunner.run(StuckShutdownWidget.self)
        case "preparing": await WidgetRunner.run(PreparingWidget.self)
        case "declared-preparing": await WidgetRunner.run(DeclaredPreparingWidget.self)
        case "gate-change": await WidgetRunner.run(GateChangeWidget.self)
        default:
            FileHandleless.fail("unknown test widget \(name); one of \(names.joined(separator: ", "))")
        }
    }
}

enum FileHandleless {
    static func fail(_ message: String) -> Never {
        WidgetLogger.standardError(label: "sdk-test-widget").error(message)
        preconditionFailure(message)
    }
}
