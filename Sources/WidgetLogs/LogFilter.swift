import WidgetLogFormat
/// Which records `widgets logs` shows. Empty criteria match everything; all given criteria
/// must hold. Two kinds of criteria: the *scope* (which widgets, instance and time window) and
/// the *selection* within it (method, errors, slow replies, kinds, id). `--summary` counts
/// over the scope and uses the selection only to choose its rows, so a selection never changes
/// a count.
public struct LogFilter: Sendable, Hashable {
    /// Only these widgets (manifest ids); empty for all.
    public var widgets: Set<String> = []
    /// Only this run of each widget (1 for its first start).
    public var instance: Int64?
    /// Only records at or after this time (microseconds since the epoch).
    public var sinceMicros: Int64?
    /// Only records at or before this time (microseconds since the epoch).
    public var untilMicros: Int64?
    /// Only this method (on replies, the method of the request).
    public var method: String?
    /// Only errors (``LogRecord/isError``).
    public var errorsOnly = false
    /// Only replies slower than this many milliseconds.
    public var slowerThanMs: Double?
    /// Only these kinds (`stderr`, `exited`, …); empty for all.
    public var kinds: Set<String> = []
    /// Only records with this JSON-RPC id (a request, its reply, its missed deadline).
    public var id: String?

    public init(
        widgets: Set<String> = [], instance: Int64? = nil, method: String? = nil, errorsOnly: Bool = false,
        slowerThanMs: Double? = nil, sinceMicros: Int64? = nil, untilMicros: Int64? = nil, kinds: Set<String> = [], id: String? = nil
    ) {
        self.widgets = widgets
        self.instance = instance
        self.method = method
        self.errorsOnly = errorsOnly
        self.slowerThanMs = slowerThanMs
        self.sinceMicros = sinceMicros
        self.untilMicros = untilMicros
        self.kinds = kinds
        self.id = id
    }

    public func matches(_ paired: RequestPairer.Paired) -> Bool {
        inScope(paired.record) && selects(paired)
    }

    /// Whether the record is of a widget, instance and time the filter keeps.
    public func inScope(_ record: LogRecord) -> Bool {
        if !widgets.isEmpty, !widgets.contains(record.widget) { return false }
        if let instance, record.instance != instance { return false }
        if let sinceMicros, record.timeMicros < sinceMicros { return false }
        if let untilMicros, record.timeMicros > untilMicros { return false }
        return true
    }

    /// Whether the record is one the selection asks for (its scope aside).
    public func selects(_ paired: RequestPairer.Paired) -> Bool {
        let record = paired.record
        if let method, paired.method != method { return false }
        if errorsOnly, !record.isError { return false }
        if let slowerThanMs {
            guard record.isReply || record.kind == .lateResponse, let latency = paired.latencyUs,
                Double(latency) > slowerThanMs * 1000
            else { return false }
        }
        if !kinds.isEmpty, !kinds.contains(record.kindName) { return false }
        if let id, record.idText != id { return false }
        return true
    }

    /// Whether the selection narrows anything (else every record in scope is selected).
    public var selectsSome: Bool {
        method != nil || errorsOnly || slowerThanMs != nil || !kinds.isEmpty || id != nil
    }

    /// Whether the scope narrows anything (else it is the whole run).
    public var narrowsScope: Bool {
        instance != nil || sinceMicros != nil || untilMicros != nil
    }
}
