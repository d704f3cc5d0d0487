import Foundation
import WidgetJSON
import WidgetLogFormat

/// The human form of a record for `widgets logs`: one line with the time, `widget#instance`,
/// a direction arrow, kind, method, id, latency and a short message.
public struct LogLineFormatter: Sendable {
    /// Emit ANSI SGR (red errors, dim lifecycle events).
    public var colour: Bool
    /// Arrows `→ ← •` rather than `-> <- *`.
    public var unicode: Bool
    /// Cut each line to this many columns (the terminal's width), or nil to keep it whole.
    public var width: Int?
    /// The zone times are shown in, with the date and the offset (`TZ`, or UTC with `--utc`).
    public var timeZone: TimeZone

    public init(colour: Bool = false, unicode: Bool = true, width: Int? = nil, timeZone: TimeZone = .gmt) {
        self.colour = colour
        self.unicode = unicode
        self.width = width
        self.timeZone = timeZone
    }

    /// The line, without a newline.
    public func format(_ paired: RequestPairer.Paired) -> String {
        let record = paired.record
        var line = time(record.timeMicros) + " " + body(paired)
        if let width, width > 1, line.count > width {
            line = String(line.prefix(width - 1)) + (unicode ? "…" : ">")
        }
        guard colour else { return line }
        if record.isError { return "\u{1B}[31m\(line)\u{1B}[0m" }
        if record.direction == .host { return paint(line, dim: true) }
        return line
    }

    /// The line without its time (and uncut, uncoloured): what two repeats of a record share.
    public func body(_ paired: RequestPairer.Paired) -> String {
        let record = paired.record
        let arrow: String
        switch record.direction {
        case .toWidget?: arrow = unicode ? "→" : "->"
        case .fromWidget?: arrow = unicode ? "←" : "<-"
        default: arrow = unicode ? "•" : "*"
        }
        let latency = paired.latencyUs.map { formatMs(Double($0) / 1000) + " ms" } ?? ""
        var line = [
            pad(record.source, 18),
            pad(arrow, unicode ? 1 : 2),
            pad(record.kindName, 15),
            pad(paired.method ?? "-", 14),
            pad(record.idText ?? "", 5),
            String(repeating: " ", count: max(0, 9 - latency.count)) + latency,
            Self.message(of: record),
        ].joined(separator: " ")
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// A record time (microseconds since the epoch) in ``timeZone``, with its date and offset:
    /// `2026-11-03T09:25:00.123+01:00`.
    public func time(_ micros: Int64) -> String {
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(micros) / 1_000_000))
        return LogTime.format(micros: micros, offsetSeconds: offset)
    }

    /// `text` dimmed when colour is on.
    public func paint(_ text: String, dim: Bool) -> String {
        colour && dim ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }

    /// A short description: an event's text (with its exit status), a request's params, a
    /// reply's result or error, or the prefix of a truncated message. Control characters are
    /// replaced so a record cannot drive the terminal.
    public static func message(of record: LogRecord) -> String {
        let json = record.json
        var parts: [String] = []
        if let message = json[.message] {
            if let error = message["error"] {
                let code = error["code"]?.intValue.map(String.init) ?? "?"
                parts.append("error \(code): \(error["message"]?.stringValue ?? "")")
            } else if let result = message["result"] {
                parts.append(compact(result))
            } else if let params = message["params"] {
                parts.append(compact(params))
            }
        } else if let prefix = json[.messagePrefix]?.stringValue {
            parts.append("(truncated) " + prefix)
        }
        if let text = record.text { parts.append(text) }
        if let reason = json[.reason]?.stringValue { parts.append("[\(reason)]") }
        if record.kind == .stopStep, let step = json[.step]?.stringValue {
            let phase = json[.phase]?.stringValue
            parts.append("[step \(step)\(phase.map { " " + $0 } ?? "")]")
            if let elapsed = json[.elapsedMs]?.doubleValue { parts.append("[after \(formatMs(elapsed)) ms]") }
        }
        if record.kind == .exited || record.kind == .quarantined {
            if let code = json[.exitCode]?.intValue { parts.append("[exit code \(code)]") }
            if let signal = json[.signal]?.intValue { parts.append("[signal \(signal)]") }
        }
        if let deadline = json[.deadlineMs]?.doubleValue { parts.append("[deadline \(formatMs(deadline)) ms]") }
        if let delay = json[.delayMs]?.doubleValue { parts.append("[delay \(formatMs(delay)) ms]") }
        if let truncated = json[.messageBytes]?.intValue, json[.truncated]?.boolValue == true {
            parts.append("[message of \(truncated) bytes cut]")
        }
        return printable(parts.joined(separator: " "))
    }

    /// `text` with control characters replaced by spaces, so a record cannot drive the terminal.
    public static func printable(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) ? " " : Character($0) })
    }

    private static func compact(_ value: JSONValue) -> String {
        let text = value.serializedString()
        return text.count > 400 ? String(text.prefix(400)) + "…" : text
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
