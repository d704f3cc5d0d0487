import WidgetLogFormat
import WidgetRPC

/// Which budget of a ``ResourceBudget`` a widget's tree went over, how much it used and the
/// limit: the reason the watchdog kills it, on its card and in the flight recorder.
public enum BudgetBreach: Sendable, Hashable, CustomStringConvertible {
    /// Resident memory of the tree.
    case memory(usedBytes: Int, limitBytes: Int)
    /// Live processes in the tree.
    case processes(used: Int, limit: Int)
    /// CPU time of the tree within `window` (measured over `measured`, at least the window).
    case cpu(used: Duration, measured: Duration, limit: Duration, window: Duration)
    /// Bytes in the data folder and the private `TMPDIR`.
    case disk(usedBytes: Int, limitBytes: Int)

    /// The budgets of a ``ResourceBudget``, by the name the record's `budget` field gives them.
    public enum Resource: String, Sendable, Hashable, CaseIterable {
        case memory, processes, cpu, disk
    }

    /// Which budget it went over.
    public var resource: Resource {
        switch self {
        case .memory: .memory
        case .processes: .processes
        case .cpu: .cpu
        case .disk: .disk
        }
    }

    /// "612 MiB of memory, budget 256 MiB".
    public var description: String {
        switch self {
        case .memory(let used, let limit):
            return "\(Self.bytes(used)) of memory, budget \(Self.bytes(limit))"
        case .processes(let used, let limit):
            return "\(used) processes, budget \(limit)"
        case .cpu(let used, let measured, let limit, let window):
            return "\(Self.seconds(used)) of CPU in \(Self.seconds(measured)), budget \(Self.seconds(limit)) in any \(Self.seconds(window))"
        case .disk(let used, let limit):
            return "\(Self.bytes(used)) in its data folder and TMPDIR, budget \(Self.bytes(limit))"
        }
    }

    /// The record's fields, whole numbers: `used` and `limit` in bytes (memory, disk), processes,
    /// or milliseconds of CPU (cpu, with `measuredMs` and `windowMs`).
    var recordFields: [(LogField, Int)] {
        switch self {
        case .memory(let used, let limit), .disk(let used, let limit), .processes(let used, let limit):
            [(.used, used), (.limit, limit)]
        case .cpu(let used, let measured, let limit, let window):
            [
                (.used, Self.milliseconds(used)), (.limit, Self.milliseconds(limit)), (.measuredMs, Self.milliseconds(measured)),
                (.windowMs, Self.milliseconds(window)),
            ]
        }
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int((duration.inSeconds * 1000).rounded())
    }

    /// Bytes in the largest binary unit that keeps the number at or above 1, one decimal past 10
    /// only when it is not whole: "612 MiB", "1.5 GiB", "900 KiB".
    static func bytes(_ count: Int) -> String {
        var value = Double(count)
        var unit = "bytes"
        for next in ["KiB", "MiB", "GiB", "TiB"] where value >= 1024 {
            value /= 1024
            unit = next
        }
        if unit == "bytes" { return "\(count) bytes" }
        let rounded = value >= 10 ? value.rounded() : (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(unit)"
    }

    /// Seconds with one decimal: "9.6 s", "10 s".
    static func seconds(_ duration: Duration) -> String {
        let tenths = (duration.inSeconds * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) s" : "\(tenths) s"
    }
}
