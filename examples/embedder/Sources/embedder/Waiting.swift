import WidgetDashboard

/// Waits for the first state of `states` that satisfies `predicate`, or fails after `timeout`
/// (a bound only a hang reaches, not a claim about speed).
func firstState(
    of states: AsyncStream<DashboardState>, _ what: String, timeout: Duration = .seconds(90),
    _ predicate: @escaping @Sendable (DashboardState) -> Bool
) async throws -> DashboardState {
    let found = try await within(timeout, what) { () async -> DashboardState? in
        for await state in states where predicate(state) { return state }
        return nil
    }
    guard let found else { throw CheckFailure("the dashboard stopped before \(what)") }
    return found
}

/// `operation`'s result, or a failure naming `what` after `timeout`.
func within<T: Sendable>(_ timeout: Duration, _ what: String, _ operation: @escaping @Sendable () async -> T) async throws -> T {
    let result = await withTaskGroup(of: T?.self) { group in
        group.addTask { await operation() }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
    guard let result else { throw CheckFailure("gave up after \(timeout) waiting for \(what)") }
    return result
}
