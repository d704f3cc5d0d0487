import Foundation
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// The page's ``ServedDashboard`` over a running `DashboardModel`: the only code of the page
/// that knows the model, so moving the page onto another host API means changing this file
/// alone.
///
/// It uses the model's public API only, as any embedder would: its states and current state,
/// each card's state (pid, instance, restarts, stderr tail, counters) and its manifest entry,
/// and the model's verbs for every command (tap, perform, header buttons, back, dismiss, hide,
/// show, width, reload, restart, retry, stop, start). It neither starts nor stops the
/// dashboard: its owner does.
public struct DashboardModelAdapter: ServedDashboard {
    public let model: DashboardModel
    public let recorder: FlightRecorder
    /// How widget `id`'s kind was used on this machine, for its inspector; nil: not counted.
    public var usage: (@Sendable (String) -> [String: Int])?

    /// - Parameter recorder: the recorder the model's supervisors write to (their options'),
    ///   whose records the inspector shows.
    public init(model: DashboardModel, recorder: FlightRecorder) {
        self.model = model
        self.recorder = recorder
    }

    public func states() async -> AsyncStream<ServedState> {
        let source = await model.states(bufferingNewest: 1)
        let now = model.options.now
        let (stream, continuation) = AsyncStream.makeStream(of: ServedState.self, bufferingPolicy: .bufferingNewest(1))
        let pump = Task {
            for await state in source { continuation.yield(Self.served(state, now: now())) }
            continuation.finish()
        }
        continuation.onTermination = { _ in pump.cancel() }
        return stream
    }

    public func current() async -> ServedState {
        Self.served(await model.current, now: model.options.now())
    }

    public func inspection(of id: String) async -> WidgetInspection? {
        guard let card = await model.current[id], let entry = await model.entries.first(where: { $0.id == id }) else { return nil }
        return WidgetInspection(
            widgetID: id, status: card.statusWord(now: model.options.now()), reason: card.failureReason ?? card.stopReason ?? card.failure,
            pid: card.pid,
            instance: card.instance, restarts: card.restarts, run: Self.run(of: card.status),
            command: [entry.executable] + entry.arguments, standardErrorTail: card.standardErrorTail,
            counters: Self.counters(card.counters), usage: usage?(id) ?? [:])
    }

    public func records() -> AsyncStream<JSONValue> {
        // A record may be large (a 2 MiB message): keep few waiting; the page keeps its own.
        recorder.tap(bufferingNewest: 256)
    }

    public func perform(_ command: ServedCommand) async -> ServedOutcome {
        switch command {
        case .tap(let id):
            return Self.outcome(await model.tap(id))
        case .perform(let action, let id, let source):
            return Self.outcome(await model.perform(action: action, widgetID: id, source: source))
        case .pressHeaderButton(let id):
            return Self.outcome(await model.pressHeaderButton(id))
        case .back:
            await model.back()
            return .done
        case .dismiss:
            await model.dismiss()
            return .done
        case .hide(let id):
            return await model.hide(id) ? .done : .refused("The widget \"\(id)\" does not let its card be hidden.")
        case .show(let id):
            await model.show(id)
            return .done
        case .setWidth(let width):
            await model.setWidth(width)
            return .done
        case .retry(let id), .start(let id):
            return await Self.outcome { () async throws(DashboardCommandError) in try await model.start(id) }
        case .reload(let id):
            do {
                let answer = try await model.reload(id)
                return answer.isFresh ? .done : .failed(answer.error?.description ?? "The widget \"\(id)\" gave no fresh cell.")
            } catch {
                return .refused(error.description)
            }
        case .stop(let id):
            return await Self.outcome { () async throws(DashboardCommandError) in try await model.stop(id) }
        case .restart(let id):
            return await Self.outcome { () async throws(DashboardCommandError) in try await model.restart(id) }
        }
    }

    // MARK: - Mapping

    static func served(_ state: DashboardState, now: Date) -> ServedState {
        let frame = state.frame(now: now)
        let cards = zip(state.widgets, frame.cards).map { card, drawn in
            ServedCard(
                frame: drawn, statusWord: card.statusWord(now: now), run: run(of: card.status), hiddenByUser: card.hiddenByUser,
                canBeHidden: card.canBeHidden != false, restarts: card.restarts)
        }
        return ServedState(
            title: state.title, width: state.width, cards: cards, presented: state.presented, message: state.message,
            statusLine: frame.statusSummary, hostStopping: state.isStopping, now: now)
    }

    static func run(of status: WidgetStatus) -> ServedCard.Run {
        switch status {
        case .idle, .starting, .initializing, .ready: .running
        case .restarting: .restarting
        case .stopping, .stopped, .ended: .stopped
        case .quarantined, .failed: .givenUp
        }
    }

    static func outcome(_ outcome: DashboardActionOutcome) -> ServedOutcome {
        switch outcome {
        case .handled: .done
        case .dismissed: .dismissed
        case .nothingPresented: .nothingPresented
        case .openURL(let url): .openURL(url)
        case .failed(let reason): .failed(reason)
        }
    }

    static func counters(_ counters: WidgetCounters) -> [String: Int] {
        let all = [
            "starts": counters.starts, "strayLines": counters.strayLines, "oversizeLines": counters.oversizeLines,
            "partialLines": counters.partialLines, "deadlinesMissed": counters.deadlinesMissed, "lateResponses": counters.lateResponses,
            "unmatchedResponses": counters.unmatchedResponses, "notificationsDropped": counters.notificationsDropped,
            "stderrLines": counters.stderrLines, "stderrLinesDropped": counters.stderrLinesDropped,
            "invalidResults": counters.invalidResults, "reloadsCoalesced": counters.reloadsCoalesced,
        ]
        return all.filter { $0.value != 0 }
    }

    /// `.done`, or the model's refusal.
    static func outcome(_ command: () async throws(DashboardCommandError) -> Void) async -> ServedOutcome {
        do {
            try await command()
            return .done
        } catch {
            return .refused(error.description)
        }
    }
}
