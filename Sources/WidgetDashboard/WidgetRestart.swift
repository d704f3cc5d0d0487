import Foundation

/// One restart of a widget, as its card keeps it: when the run ended, which run it was, why,
/// and when the next one starts.
public struct WidgetRestart: Sendable, Hashable {
    /// When the supervisor scheduled the restart (the dashboard's clock).
    public var at: Date
    /// The run that ended (1 for the first).
    public var instance: Int
    /// The restart attempt this is (1 after a run that lasted, more in a crash loop).
    public var attempt: Int
    /// The backoff before the next run.
    public var delay: Duration
    /// Why the run ended, as a sentence ("the widget was killed by signal 9 (SIGKILL)").
    public var cause: String

    public init(at: Date, instance: Int, attempt: Int, delay: Duration, cause: String) {
        self.at = at
        self.instance = instance
        self.attempt = attempt
        self.delay = delay
        self.cause = cause
    }
}
