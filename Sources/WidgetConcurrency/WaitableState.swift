import Synchronization

/// A value behind a lock that tasks can wait on: each waiter names what it waits for as a
/// function of the value, and is resumed by the change that makes it true, or by its task's
/// cancellation.
///
/// This is the one waiter set of the package (a flush, a writer's end, a count of
/// notifications, a mailbox). Waiting observes cancellation, which is checked under the lock,
/// so a wait raced against ``withDeadline(_:on:_:)`` needs no list of expired waiters: the
/// deadline cancels it and it is gone.
public final class WaitableState<State: Sendable>: Sendable {
    private struct Waiter {
        /// Returns what resumes the waiter when its condition holds (the state may be changed:
        /// a mailbox hands out its contents), nil while it does not.
        var take: @Sendable (inout State) -> (@Sendable () -> Void)?
        var cancel: @Sendable () -> Void
    }

    private struct Storage {
        var state: State
        /// In arrival order, so the first to wait is the first served.
        var waiters: [(key: UInt64, waiter: Waiter)] = []
        var nextKey: UInt64 = 0
    }

    private let storage: Mutex<Storage>

    public init(_ initial: State) {
        storage = Mutex(Storage(state: initial))
    }

    /// The value now.
    public var value: State { storage.withLock { $0.state } }

    /// How many tasks wait now (tests wait for a waiter to be in place before they update).
    public var waiterCountForTesting: Int { storage.withLock { $0.waiters.count } }

    /// Changes the value under the lock, then resumes every waiter whose condition now holds
    /// (outside the lock, in the order they began to wait).
    @discardableResult
    public func update<R: Sendable>(_ body: (inout State) -> R) -> R {
        let (result, ready) = storage.withLock { storage -> (R, [@Sendable () -> Void]) in
            let result = body(&storage.state)
            guard !storage.waiters.isEmpty else { return (result, []) }
            var ready: [@Sendable () -> Void] = []
            var index = 0
            while index < storage.waiters.count {
                if let resume = storage.waiters[index].waiter.take(&storage.state) {
                    ready.append(resume)
                    storage.waiters.remove(at: index)
                } else {
                    index += 1
                }
            }
            return (result, ready)
        }
        for resume in ready { resume() }
        return result
    }

    /// Waits until `take` returns a value, checked now and after every ``update(_:)``, and
    /// returns it; `take` runs under the lock and may change the state (take what it waited
    /// for). Returns nil when the calling task is cancelled first.
    public func take<R: Sendable>(_ take: @escaping @Sendable (inout State) -> R?) async -> R? {
        let key = nextKey()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<R?, Never>) in
                let found = enqueue(
                    key: key, take: take, resume: { continuation.resume(returning: $0) },
                    cancel: { continuation.resume(returning: nil) })
                switch found {
                case .value(let value): continuation.resume(returning: value)
                case .cancelled: continuation.resume(returning: nil)
                case .waiting: break
                }
            }
        } onCancel: {
            cancelWaiter(key)
        }
    }

    /// Waits until `take` returns a value, as ``take(_:)``, but through the calling task's
    /// cancellation: for a wait that must see its event (a process's exit, which a kill makes
    /// sure of), never for one that may not come.
    public func takeIgnoringCancellation<R: Sendable>(_ take: @escaping @Sendable (inout State) -> R?) async -> R {
        let key = nextKey()
        return await withCheckedContinuation { (continuation: CheckedContinuation<R, Never>) in
            let found = enqueue(key: key, take: take, resume: { continuation.resume(returning: $0) }, cancel: nil)
            if case .value(let value) = found { continuation.resume(returning: value) }
        }
    }

    private func nextKey() -> UInt64 {
        storage.withLock { storage -> UInt64 in
            storage.nextKey += 1
            return storage.nextKey
        }
    }

    private enum Enqueued<R: Sendable>: Sendable {
        case value(R)
        /// The calling task was cancelled before its waiter was in place.
        case cancelled
        /// The waiter `key` is in place: ``update(_:)`` or its cancellation resumes it.
        case waiting
    }

    /// Registers the waiter `key`, or says what to resume it with at once. `cancel` nil: the
    /// waiter ignores cancellation.
    private func enqueue<R: Sendable>(
        key: UInt64, take: @escaping @Sendable (inout State) -> R?, resume: @escaping @Sendable (R) -> Void,
        cancel: (@Sendable () -> Void)?
    ) -> Enqueued<R> {
        storage.withLock { storage -> Enqueued<R> in
            if let value = take(&storage.state) { return .value(value) }
            // Cancelled before this point: `onCancel` found no waiter to resume.
            if cancel != nil && Task.isCancelled { return .cancelled }
            let waiter = Waiter(
                take: { state -> (@Sendable () -> Void)? in
                    guard let value = take(&state) else { return nil }
                    return { resume(value) }
                },
                cancel: cancel ?? {})
            storage.waiters.append((key, waiter))
            return .waiting
        }
    }

    private func cancelWaiter(_ key: UInt64) {
        let waiter = storage.withLock { storage -> Waiter? in
            guard let index = storage.waiters.firstIndex(where: { $0.key == key }) else { return nil }
            return storage.waiters.remove(at: index).waiter
        }
        waiter?.cancel()
    }

    /// Waits until `condition` holds; false when the calling task is cancelled first.
    public func wait(until condition: @escaping @Sendable (State) -> Bool) async -> Bool {
        await take { state in condition(state) ? true : nil } ?? false
    }
}
