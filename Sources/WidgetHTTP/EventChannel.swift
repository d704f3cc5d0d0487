import Synchronization
import WidgetConcurrency

/// A broadcast of events to any number of event-stream clients, with ids that let a client
/// that reconnects catch up.
///
/// ``publish(event:data:)`` gives each event an id `<epoch>.<sequence>`, where the epoch is
/// random per channel (so per server run), and keeps the last `replayLimit` events.
/// ``subscribe(after:)`` with the id a client saw last (its `Last-Event-ID`) first replays what
/// it missed; when that id is older than the replay buffer or from another run, the subscriber
/// gets a `reset` event instead, which tells the page to fetch its whole state again. A
/// subscriber that falls `subscriberBuffer` events behind is ended (its client reconnects and
/// is caught up the same way), so a stuck client costs a bounded amount.
///
/// Streams end when the channel is ``finish()``ed; a subscriber whose iteration is cancelled
/// (its client left) is removed. The fan-out is the package's one, ``Broadcast``; this adds the
/// ids and the replay, under one lock with the handing over so that no event falls between a
/// client's catch-up and its stream.
public final class EventChannel: Sendable {
    /// The event type sent instead of a replay the channel cannot give.
    public static let resetEvent = "reset"

    private struct State {
        var sequence: UInt64 = 0
        var recent: [ServerSentEvent] = []
        var finished = false
    }

    /// This channel's id prefix: a client whose last id has another prefix saw another run.
    public let epoch: String
    private let replayLimit: Int
    private let subscriberBuffer: Int
    private let state = Mutex(State())
    /// Taken only under `state`'s lock, so ids, replay and fan-out agree.
    private let subscribers = Broadcast<ServerSentEvent>()

    /// - Parameters:
    ///   - replayLimit: how many recent events a reconnecting client can be given.
    ///   - subscriberBuffer: how many events may wait for one subscriber before it is ended.
    public init(replayLimit: Int = 256, subscriberBuffer: Int = 1024) {
        self.replayLimit = max(0, replayLimit)
        self.subscriberBuffer = max(1, subscriberBuffer)
        var random = SystemRandomNumberGenerator()
        epoch = String(random.next() & 0xFFFF_FFFF, radix: 36)
    }

    /// The id of the last event published, if any: a page can embed it and pass it back as
    /// `?since=` when it opens its `EventSource`, so nothing published in between is missed.
    public var lastEventID: String? {
        state.withLock { $0.sequence == 0 ? nil : id($0.sequence) }
    }

    /// How many clients are subscribed.
    public var subscriberCount: Int { subscribers.subscriberCount }

    /// Sends an event to every subscriber and keeps it for replay. Returns its id; ignored
    /// (and nil) after ``finish()``.
    @discardableResult
    public func publish(event: String? = nil, data: String) -> String? {
        // The id is read under the same lock as the sequence it names: another publish may
        // come in between once the lock is let go.
        state.withLock { state -> String? in
            guard !state.finished else { return nil }
            state.sequence += 1
            let eventID = id(state.sequence)
            let message = ServerSentEvent(id: eventID, event: event, data: data)
            if replayLimit > 0 {
                state.recent.append(message)
                if state.recent.count > replayLimit { state.recent.removeFirst(state.recent.count - replayLimit) }
            }
            subscribers.yield(message)
            return eventID
        }
    }

    /// A stream of the events published from now on, preceded by what a client that saw
    /// `lastEventID` missed (or by a `reset` event when that cannot be replayed). Finished at
    /// once when the channel is.
    public func subscribe(after lastEventID: String? = nil) -> AsyncStream<ServerSentEvent> {
        state.withLock { state in
            subscribers.subscribe(
                limit: subscriberBuffer, overflow: .endStream, startingWith: state.finished ? [] : catchUp(after: lastEventID, state))
        }
    }

    /// Ends every subscriber's stream; later publishes are ignored.
    public func finish() {
        state.withLock { $0.finished = true }
        subscribers.finish()
    }

    private func id(_ sequence: UInt64) -> String { epoch + "." + String(sequence) }

    /// The events a client that saw `lastEventID` has missed.
    private func catchUp(after lastEventID: String?, _ state: State) -> [ServerSentEvent] {
        guard let lastEventID else { return [] }
        let parts = lastEventID.split(separator: ".", maxSplits: 1)
        if parts.count == 2, parts[0] == epoch, let seen = UInt64(parts[1]), seen <= state.sequence {
            if seen == state.sequence { return [] }
            let oldestKept = state.sequence - UInt64(state.recent.count) + 1
            if seen + 1 >= oldestKept { return Array(state.recent.suffix(Int(state.sequence - seen))) }
        }
        return [ServerSentEvent(id: state.sequence == 0 ? nil : id(state.sequence), event: Self.resetEvent, data: "")]
    }
}
