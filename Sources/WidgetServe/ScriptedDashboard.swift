import Foundation
import Synchronization
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// A ``ServedDashboard`` of cards held in memory, changed by hand: for the page's tests and its
/// benchmark, where a real widget would only add noise. Not public API.
package final class ScriptedDashboard: ServedDashboard {
    private struct State {
        var current: ServedState
        var observers: [UInt64: AsyncStream<ServedState>.Continuation] = [:]
        var recordTaps: [UInt64: AsyncStream<JSONValue>.Continuation] = [:]
        var nextKey: UInt64 = 0
        var commands: [ServedCommand] = []
        var inspections: [String: WidgetInspection] = [:]
        var finished = false
    }

    private let state: Mutex<State>
    /// How each command is answered (default: done, and nothing changes).
    private let answer: @Sendable (ServedCommand, ScriptedDashboard) -> ServedOutcome

    package init(
        _ initial: ServedState, answer: @escaping @Sendable (ServedCommand, ScriptedDashboard) -> ServedOutcome = { _, _ in .done }
    ) {
        state = Mutex(State(current: initial))
        self.answer = answer
    }

    /// A ready card showing `text` (a headline) with a "Tap" button that sends `press`.
    package static func card(_ id: String, text: String, height: Double? = nil) -> ServedCard {
        let cell = Cell(
            content: .vstack(
                VStackNode(
                    children: [
                        .text(TextNode(text, style: .headline)),
                        .button(ButtonNode(title: "Press", action: .invoke(id: "press"))),
                    ], modifiers: Modifiers(padding: .all(.m)))))
        return ServedCard(frame: CardFrame(widgetID: id, cell: cell, height: height), statusWord: "ready", run: .running)
    }

    package func states() async -> AsyncStream<ServedState> {
        let (stream, continuation) = AsyncStream.makeStream(of: ServedState.self, bufferingPolicy: .bufferingNewest(1))
        let key = state.withLock { state -> UInt64? in
            guard !state.finished else { return nil }
            state.nextKey += 1
            state.observers[state.nextKey] = continuation
            continuation.yield(state.current)
            return state.nextKey
        }
        guard let key else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in _ = self?.state.withLock { $0.observers.removeValue(forKey: key) } }
        return stream
    }

    package func current() async -> ServedState { state.withLock { $0.current } }

    package func inspection(of id: String) async -> WidgetInspection? {
        state.withLock { state in
            state.inspections[id] ?? state.current[id].map { WidgetInspection(widgetID: id, status: $0.statusWord, run: $0.run) }
        }
    }

    package func records() -> AsyncStream<JSONValue> {
        let (stream, continuation) = AsyncStream.makeStream(of: JSONValue.self, bufferingPolicy: .bufferingNewest(1024))
        let key = state.withLock { state in
            state.nextKey += 1
            state.recordTaps[state.nextKey] = continuation
            return state.nextKey
        }
        continuation.onTermination = { [weak self] _ in _ = self?.state.withLock { $0.recordTaps.removeValue(forKey: key) } }
        return stream
    }

    package func perform(_ command: ServedCommand) async -> ServedOutcome {
        state.withLock { $0.commands.append(command) }
        return answer(command, self)
    }

    /// How many ``states()`` and ``records()`` streams are open.
    package var openStreams: Int { state.withLock { $0.observers.count + $0.recordTaps.count } }

    /// The commands received so far, oldest first.
    package var commands: [ServedCommand] { state.withLock { $0.commands } }

    /// Changes the state and sends it to every observer.
    package func update(_ change: (inout ServedState) -> Void) {
        state.withLock { state in
            change(&state.current)
            for observer in state.observers.values { observer.yield(state.current) }
        }
    }

    /// What ``inspection(of:)`` answers for `inspection.widgetID`.
    package func setInspection(_ inspection: WidgetInspection) {
        state.withLock { $0.inspections[inspection.widgetID] = inspection }
    }

    /// Hands `record` to every ``records()`` stream, as a recorder's writer would.
    package func record(_ record: JSONValue) {
        let taps = state.withLock { Array($0.recordTaps.values) }
        for tap in taps { tap.yield(record) }
    }

    /// Ends every stream, as a dashboard that stops.
    package func finish() {
        let (observers, taps) = state.withLock { state in
            state.finished = true
            defer {
                state.observers = [:]
                state.recordTaps = [:]
            }
            return (Array(state.observers.values), Array(state.recordTaps.values))
        }
        for observer in observers { observer.finish() }
        for tap in taps { tap.finish() }
    }
}
