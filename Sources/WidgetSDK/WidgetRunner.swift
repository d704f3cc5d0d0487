import WidgetRPC

/// Runs a widget: the whole `main.swift` of a widget executable is one line,
///
/// ```swift
/// await WidgetRunner.run(ChecklistWidget.self)
/// ```
///
/// `run` speaks the protocol on stdin/stdout until stdin closes, then exits with status 0
/// within a second. Before anything else it moves the protocol off fd 1 and points fd 1 at
/// stderr, so a stray `print` cannot corrupt the protocol (it shows in the host's log).
public enum WidgetRunner {
    /// How long requests already received may still run after stdin closed.
    static let drainBudget: Duration = .milliseconds(400)
    /// How long the widget's `shutdown()` may take after stdin closed.
    static let shutdownBudget: Duration = .milliseconds(300)

    /// Runs a trip widget in this process until stdin closes, then exits.
    public static func run<W: TripWidget>(_ type: W.Type) async -> Never {
        await runProcess(.trip(W.self))
    }

    /// Runs an airport widget in this process until stdin closes, then exits.
    public static func run<W: AirportWidget>(_ type: W.Type) async -> Never {
        await runProcess(.airport(W.self))
    }

    /// Runs a widget for trip and airport dashboards in this process until stdin closes, then exits.
    public static func run<W: TripWidget & AirportWidget>(_ type: W.Type) async -> Never {
        await runProcess(.both(W.self))
    }

    /// Serves a trip widget over `transport` until it closes (no stdout guard, no exit): the
    /// same code path as ``run(_:)-(W.Type)``, for tests and embedding.
    public static func serve<W: TripWidget>(_ type: W.Type, transport: any Transport) async -> ConnectionCloseReason {
        await serve(.trip(W.self), transport: transport)
    }

    /// Serves an airport widget over `transport` until it closes.
    public static func serve<W: AirportWidget>(_ type: W.Type, transport: any Transport) async -> ConnectionCloseReason {
        await serve(.airport(W.self), transport: transport)
    }

    /// Serves a widget for both dashboards over `transport` until it closes.
    public static func serve<W: TripWidget & AirportWidget>(_ type: W.Type, transport: any Transport) async -> ConnectionCloseReason {
        await serve(.both(W.self), transport: transport)
    }

    // MARK: -

    static func runProcess(_ definition: WidgetDefinition) async -> Never {
        let protocolFD = StdoutGuard.divertStandardOutput()
        let requestFD = StdoutGuard.divertStandardInput()
        let transport: FileDescriptorTransport
        do {
            transport = try FileDescriptorTransport(readFD: requestFD, writeFD: protocolFD)
        } catch {
            // Nothing can be said on the protocol channel: tell the host's stderr log and leave.
            StandardError.write("[WidgetSDK] error: cannot start the protocol channel: \(error)")
            ProcessExit.now(70)  // EX_SOFTWARE
        }
        _ = await serve(definition, transport: transport)
        // Replies still queued for a slow reader get a moment to leave; then exit regardless.
        transport.closeOutbound()
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(200)
        while transport.queuedBytes > 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        ProcessExit.now(0)
    }

    static func serve(_ definition: WidgetDefinition, transport: any Transport) async -> ConnectionCloseReason {
        let channel = WidgetChannel()
        let session = WidgetSession(definition: definition, channel: channel)
        var options = ConnectionOptions()
        options.idPrefix = "w-"
        let connection = Connection(transport: transport, options: options, observer: { channel.observe($0) })
        channel.attach(connection)
        let running = Task { await connection.run(handler: session) }
        let reason = await connection.waitUntilClosed()
        // Requests that arrived before EOF are still answered, unless widget code hangs.
        _ = await Deadline.race(drainBudget) { _ = await running.value }
        await session.finish(within: shutdownBudget)
        return reason
    }
}
