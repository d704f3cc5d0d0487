import Synchronization

/// WidgetKit's `WidgetCenter`, for code written against it: `reloadTimelines(ofKind:)` and
/// `reloadAllTimelines()` ask the host for a new cell, as ``Dashboard/reloadWidget()`` does.
///
/// The dashboard reloaded is the one whose request (or `init`) is running, tasks it started
/// included; anywhere else, the one bound last: one process serves one dashboard instance
/// (README §2). Before `init` there is nothing to reload, and nothing happens. The kind is the
/// widget's `widgetType`: a reload of another kind does nothing either.
public final class WidgetCenter: Sendable {
    /// The process's widget center.
    public static let shared = WidgetCenter()

    /// A widget instance's dashboard and its kind.
    struct Binding: Sendable {
        var widgetType: String
        var dashboard: Dashboard
    }

    /// The binding of the session whose request is being answered.
    @TaskLocal static var current: Binding?

    private let last = Mutex<Binding?>(nil)

    private init() {}

    /// Asks for a new cell if `kind` is this widget's `widgetType`.
    public func reloadTimelines(ofKind kind: String) {
        guard let binding, binding.widgetType == kind else { return }
        binding.dashboard.reloadWidget()
    }

    /// Asks for a new cell.
    public func reloadAllTimelines() {
        binding?.dashboard.reloadWidget()
    }

    private var binding: Binding? { Self.current ?? last.withLock { $0 } }

    /// The session's dashboard, from `init` on.
    func bind(_ binding: Binding) {
        last.withLock { $0 = binding }
    }
}
