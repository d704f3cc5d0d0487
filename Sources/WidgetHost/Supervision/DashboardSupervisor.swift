import WidgetProtocol

/// Supervises every widget of a manifest on one dashboard (a trip with its flight, or an
/// airport): one ``WidgetSupervisor`` per widget that serves this kind of dashboard.
///
/// Widgets are independent: one crashing, hanging or flooding never delays another.
public actor DashboardSupervisor {
    public nonisolated let options: SupervisorOptions
    public nonisolated let context: InitRequest
    /// The widgets, in manifest order.
    public private(set) var widgets: [WidgetSupervisor] = []

    public init(context: InitRequest, options: SupervisorOptions) {
        self.context = context
        self.options = options
    }

    /// Creates and starts a supervisor for each entry that serves this dashboard (in parallel),
    /// each running in a task of its own (``WidgetSupervisor/start()``). Entries for another
    /// dashboard are skipped. Returns the supervisors started.
    @discardableResult
    public func start(_ entries: [ManifestEntry]) async -> [WidgetSupervisor] {
        let started = add(entries)
        await withTaskGroup(of: Void.self) { group in
            for widget in started { group.addTask { await widget.start() } }
        }
        return started
    }

    /// Creates a supervisor for each entry that serves this dashboard, without starting it:
    /// the caller runs each (``WidgetSupervisor/run()``) in a task group of its own. Entries for
    /// another dashboard are skipped.
    public func add(_ entries: [ManifestEntry]) -> [WidgetSupervisor] {
        let dashboard = context.dashboard
        let added = entries.filter { $0.dashboards.contains(dashboard) }.map {
            WidgetSupervisor(entry: $0, context: context, options: options)
        }
        widgets += added
        return added
    }

    /// Forgets widget `id`'s supervisor (stop it first: this does not). Returns it, if it was there.
    @discardableResult
    public func remove(_ id: String) -> WidgetSupervisor? {
        guard let index = widgets.firstIndex(where: { $0.id == id }) else { return nil }
        return widgets.remove(at: index)
    }

    /// The supervisor of widget `id`.
    public func widget(_ id: String) -> WidgetSupervisor? {
        widgets.first { $0.id == id }
    }

    /// Stops every widget in parallel; bounded by the slowest stop sequence (each is bounded).
    public func stopAll() async {
        let all = widgets
        await withTaskGroup(of: Void.self) { group in
            for widget in all { group.addTask { await widget.stop() } }
        }
    }
}
