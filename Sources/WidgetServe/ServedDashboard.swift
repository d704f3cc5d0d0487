import WidgetJSON

/// The one seam between the page of `widgets serve` and the host: everything the page shows
/// and does goes through it, so the page never reaches into the dashboard model or the
/// supervisors.
///
/// ``DashboardModelAdapter`` implements it over today's `DashboardModel`; an embedding app can
/// serve its own dashboard by implementing it too. The page calls it from any task: an
/// implementation is `Sendable` and does its own isolation.
public protocol ServedDashboard: Sendable {
    /// The state now, then every change, until the dashboard stops (then the stream ends). A
    /// page that falls behind gets the newest state, never a queue of old ones.
    func states() async -> AsyncStream<ServedState>

    /// The state now: for what moves without a change (a restart's countdown, relative times).
    func current() async -> ServedState

    /// What the inspector shows about widget `id` now; nil when there is no such widget.
    func inspection(of id: String) async -> WidgetInspection?

    /// The flight recorder's records from now on, as its writer writes them (personal data
    /// redacted as in the log), for every widget: the inspector's live trace.
    func records() -> AsyncStream<JSONValue>

    /// Does what the user asked, and says how it went once it is done.
    func perform(_ command: ServedCommand) async -> ServedOutcome
}
