/// Every key a flight-recorder record may have (`protocol/rpc-log.md`, "Record", and
/// `schema/rpc-log-record.schema.json`): the recorder writes only these, and readers look
/// values up by them (``WidgetJSON/JSONValue/subscript(_:)``), so a key is spelt in one place.
public enum LogField: String, Sendable, Hashable, CaseIterable {
    // Every record.
    case time, seq, widget, instance, pid, direction, kind
    // Messages and their pairing.
    case method, id, latencyUs, bytes, message, truncated, messageBytes, messagePrefix
    // Events.
    case text, textTruncated, expected, cause
    // Exits, stops and restarts.
    case exitCode, signal, coreDumped, delayMs, attempt, step, phase, elapsedMs, stderrTail, action
    // Verdicts on what a widget said.
    case deadlineMs, pointer, reason, limit, level
    // Drops.
    case droppedTotal, dropped, reasons, kinds
    // The handshake and the launch.
    case widgetType, canBeDisplayed, executable
    // The sandbox.
    case mode, guarantees, missing, landlockABI, read, write, network, processes, budgets
    // A budget the watchdog killed for (`limit` is above).
    case budget, used, measuredMs, windowMs
}
