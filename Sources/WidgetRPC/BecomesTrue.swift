/// Whether `condition` returns true before `timeout` passes on the continuous clock. The loser
/// of the race is cancelled, so `condition` should end when its task is cancelled.
public func becomesTrue(within timeout: Duration, _ condition: @escaping @Sendable () async -> Bool) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask { await condition() }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return false
        }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
    }
}
