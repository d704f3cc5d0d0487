import Foundation
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// The page's ``ServedDashboard`` over a running `DashboardModel`: the only code of the page
/// that knows the model and its supervisors, so moving the page onto another host API means
/// changing this file alone.
///
/// It reads the model's states, its current state and the widget's supervisor (pid, snapshot,
/// stderr tail, counters, manifest entry), and maps each command onto the model's verbs
/// (tap, perform, header buttons, back, dismiss, hide, show, width, retry) or, for reload,
/// restart, stop and start, onto the supervisor's (`refreshCell`, `stop`, then the model's
/// retry). It neither starts nor stops the dashboard: its owner does.
public struct DashboardModelAdapter: ServedDashboard {
    public let model: DashboardModel
    public let recorder: FlightRecorder

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
        guard let widget = await model.supervisor.widget(id), let card = await model.current[id] else { return nil }
        let snapshot = await widget.snapshot
        let now = model.options.now()
        return WidgetInspection(
            widgetID: id, status: card.statusWord(now: now), reason: card.failureReason ?? snapshot.failure?.description,
            pid: await widget.pid, instance: snapshot.instance, restarts: snapshot.restarts, run: Self.run(of: card.status),
            command: [widget.entry.executable] + widget.entry.arguments, standardErrorTail: widget.standardErrorTail,
            counters: Self.counters(widget.counters))
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
            guard await model.supervisor.widget(id) != nil else { return Self.noWidget(id) }
            await model.retry(id)
            return .done
        case .reload(let id):
            guard let widget = await model.supervisor.widget(id) else { return Self.noWidget(id) }
            let answer = await widget.refreshCell(width: await model.current.width)
            return answer.isFresh ? .done : .failed(answer.error?.description ?? "The widget \"\(id)\" gave no fresh cell.")
        case .stop(let id):
            guard let widget = await model.supervisor.widget(id) else { return Self.noWidget(id) }
            await widget.stop()
            return .done
        case .restart(let id):
            guard let widget = await model.supervisor.widget(id) else { return Self.noWidget(id) }
            await widget.stop()
            await model.retry(id)
            return .done
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
            statusLine: frame.statusLine, now: now)
    }

    static func run(of status: WidgetStatus) -> ServedCard.Run {
        switch status {
        case .idle, .starting, .initializing, .ready: .running
        case .restarting: .restarting
        case .stopping, .stopped: .stopped
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

    static func noWidget(_ id: String) -> ServedOutcome {
        .refused("There is no widget \"\(id)\" on this dashboard.")
    }
}
