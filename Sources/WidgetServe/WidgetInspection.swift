/// What the inspector shows about one widget besides its trace: where supervision stands and
/// what the process is.
public struct WidgetInspection: Sendable, Hashable {
    public var widgetID: String
    /// As the card says it ("ready", "quarantined").
    public var status: String
    /// Why it is not simply running, if it is not: a failure, a quarantine, a rejected cell.
    public var reason: String?
    /// The process the host reports for the current run (its sentinel's, which leads the
    /// widget's process tree); nil while none runs.
    public var pid: Int32?
    /// Which run is current (1 for the first).
    public var instance: Int
    /// Restarts so far.
    public var restarts: Int
    public var run: ServedCard.Run
    /// The program and its arguments, from the manifest.
    public var command: [String]
    /// The last lines it wrote to stderr, newest last.
    public var standardErrorTail: [String]
    /// What it got wrong so far, by name (`strayLines`, `deadlinesMissed`), zeros left out.
    public var counters: [String: Int]
    /// How its kind of widget was used on this machine (`widgets stats`), by name; empty when
    /// usage is not counted.
    public var usage: [String: Int] = [:]

    public init(
        widgetID: String, status: String, reason: String? = nil, pid: Int32? = nil, instance: Int = 0, restarts: Int = 0,
        run: ServedCard.Run = .running, command: [String] = [], standardErrorTail: [String] = [], counters: [String: Int] = [:],
        usage: [String: Int] = [:]
    ) {
        self.widgetID = widgetID
        self.status = status
        self.reason = reason
        self.pid = pid
        self.instance = instance
        self.restarts = restarts
        self.run = run
        self.command = command
        self.standardErrorTail = standardErrorTail
        self.counters = counters
        self.usage = usage
    }
}
