import Synchronization

/// How other threads talk to the event loop: commands queued under a lock, and one byte in
/// the wake-up pipe when the loop may be asleep in `poll`.
final class HTTPLoopMailbox: Sendable {
    enum Command: Sendable {
        /// A handler's response, with the nonce its request was given.
        case respond(connection: UInt64, HTTPResponse, nonce: String)
        /// An event (or any bytes) for an event stream.
        case streamBytes(connection: UInt64, [UInt8])
        /// The app's event stream finished.
        case streamEnded(connection: UInt64)
        /// The timer on the injected clock fired.
        case timersDue
        case stop
    }

    private struct State {
        var commands: [Command] = []
        /// A byte is in the pipe that the loop has not taken the commands for.
        var signalled = false
        /// The loop has ended and the pipe is closed.
        var ended = false
        var statistics = HTTPServerStatistics()
        var endWaiters: [CheckedContinuation<Void, Never>] = []
    }

    let wake: HTTPSystemCalls.WakePipe
    private let state = Mutex(State())

    init() throws(HTTPServerError) {
        wake = try HTTPSystemCalls.WakePipe()
    }

    /// Queues `command`; ignored once the loop has ended.
    func post(_ command: Command) {
        state.withLock { state in
            guard !state.ended else { return }
            state.commands.append(command)
            guard !state.signalled else { return }
            state.signalled = true
            // Under the lock: the loop closes the pipe under it too, so this never writes to a
            // descriptor number that has been closed and reused.
            wake.signal()
        }
    }

    /// The loop takes everything queued (after draining the pipe, so no wake-up is lost).
    func take() -> [Command] {
        state.withLock { state in
            state.signalled = false
            defer { state.commands = [] }
            return state.commands
        }
    }

    var statistics: HTTPServerStatistics {
        get { state.withLock { $0.statistics } }
        set { state.withLock { $0.statistics = newValue } }
    }

    /// The loop has exited: close the pipe, drop what is queued, wake ``waitUntilEnded()``.
    func end() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.ended = true
            state.commands = []
            wake.close()
            defer { state.endWaiters = [] }
            return state.endWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    func waitUntilEnded() async {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state -> Bool in
                if !state.ended { state.endWaiters.append(continuation) }
                return state.ended
            }
            if ended { continuation.resume() }
        }
    }
}
