/// Which records `widgets logs` shows. Empty criteria match everything; all given criteria
/// must hold.
public struct LogFilter: Sendable, Hashable {
    /// Only these widgets (manifest ids); empty for all.
    public var widgets: Set<String> = []
    /// Only this method (on replies, the method of the request).
    public var method: String?
    /// Only errors (``LogRecord/isError``).
    public var errorsOnly = false
    /// Only replies slower than this many milliseconds.
    public var slowerThanMs: Double?
    /// Only records at or after this time (microseconds since the epoch).
    public var sinceMicros: Int64?

    public init(
        widgets: Set<String> = [], method: String? = nil, errorsOnly: Bool = false,
        slowerThanMs: Double? = nil, sinceMicros: Int64? = nil
    ) {
        self.widgets = widgets
        self.method = method
        self.errorsOnly = errorsOnly
        self.slowerThanMs = slowerThanMs
        self.sinceMicros = sinceMicros
    }

    public func matches(_ paired: RequestPairer.Paired) -> Bool {
        let record = paired.record
        if !widgets.isEmpty, !widgets.contains(record.widget) { return false }
        if let method, paired.method != method { return false }
        if errorsOnly, !record.isError { return false }
        if let slowerThanMs {
            guard record.isReply || record.kind == "lateResponse", let latency = paired.latencyUs,
                Double(latency) > slowerThanMs * 1000
            else { return false }
        }
        if let sinceMicros, record.timeMicros < sinceMicros { return false }
        return true
    }
}
