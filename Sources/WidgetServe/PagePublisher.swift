import Foundation
import Synchronization
import WidgetHTTP
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// Turns the dashboard's states into what the page is sent: it renders the cards that changed
/// (and only those), the dialog and the rest, keeps the result for the page's first request
/// and for resolving clicks, and publishes each change on the event channel.
///
/// One task feeds it (``run()``): every state from ``ServedDashboard/states()``, plus a fresh
/// state each second while a card counts down to its restart and each minute otherwise (for
/// relative times such as "in 23 min"); nothing is sent when nothing changed, so an idle
/// dashboard costs nothing.
actor PagePublisher {
    /// What the page shows now, as sent.
    struct Page: Sendable {
        struct Card: Sendable {
            var card: ServedCard
            var version: Int
            var fragment: HTMLFragment
            var payload: JSONValue
        }

        struct Dialog: Sendable {
            var top: PresentedController?
            var depth = 0
            var version = 0
            var fragment: HTMLFragment?
            var payload: JSONValue = ["v": 0, "open": false]
        }

        var cards: [String: Card] = [:]
        var order: [String] = []
        var dialog = Dialog()
        var meta: JSONValue = [:]
        var now = Date(timeIntervalSince1970: 0)
    }

    /// Where a click landed: a control of a card or of the dialog.
    enum Surface: String, Sendable {
        case card, dialog
    }

    let dashboard: any ServedDashboard
    let channel: EventChannel
    let context: RenderContext
    /// How often the page is redrawn while a card counts down to its restart, and otherwise.
    let countdownPeriod: Duration
    let clockPeriod: Duration
    private let page = Mutex(Page())
    private var nextVersion = 0

    init(
        dashboard: any ServedDashboard, channel: EventChannel, context: RenderContext, countdownPeriod: Duration = .seconds(1),
        clockPeriod: Duration = .seconds(60)
    ) {
        self.dashboard = dashboard
        self.channel = channel
        self.context = context
        self.countdownPeriod = countdownPeriod
        self.clockPeriod = clockPeriod
    }

    /// The ticker's period and task: each second while a card counts down to its restart,
    /// each minute otherwise.
    private var ticker: (period: Duration, task: Task<Void, Never>)?
    /// Set when the states ended: no ticker starts again.
    private var finished = false
    /// How many states have been applied: the ticker's way to see that a newer state came while
    /// it fetched one.
    private var appliedCount = 0

    /// Follows the dashboard until its states end (or the task is cancelled).
    func run() async {
        let states = await dashboard.states()
        for await state in states { apply(state) }
        finished = true
        ticker?.task.cancel()
        ticker = nil
    }

    /// Keeps the ticker at the period the page needs now.
    private func tick(every period: Duration) {
        guard ticker?.period != period, !finished else { return }
        ticker?.task.cancel()
        ticker = (
            period,
            Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: period)
                    guard let self, !Task.isCancelled else { return }
                    await self.redrawForTheClock()
                }
            }
        )
    }

    /// Applies the dashboard's current state again, for what moves with the clock alone;
    /// skipped when another state was applied while it was fetched: that one may be newer, and
    /// applying this one after it would draw the page back to the past until the next change.
    private func redrawForTheClock() async {
        let before = appliedCount
        let state = await dashboard.current()
        guard appliedCount == before else { return }
        apply(state)
    }

    /// Renders what changed in `state` and publishes it.
    func apply(_ state: ServedState) {
        appliedCount += 1
        let before = page.withLock { $0 }
        var after = before
        after.now = state.now
        var context = context
        context.now = state.now
        // Relative times move with the clock: every card is drawn again when the minute changed.
        let clockMoved = Int(state.now.timeIntervalSince1970 / 60) != Int(before.now.timeIntervalSince1970 / 60)
        let changedCards = drawCards(of: state, into: &after, redraw: clockMoved, context: context)
        drawDialog(of: state, into: &after, redraw: clockMoved, context: context)
        let dialogChanged = after.dialog.version != before.dialog.version
        after.meta = PagePayloads.meta(state)
        let metaChanged = after.meta != before.meta
        tick(every: state.cards.contains { $0.run == .restarting } ? countdownPeriod : clockPeriod)

        // The page's first request reads the page and the last event id together (see state).
        page.withLock { page in
            page = after
            for card in changedCards { channel.publish(event: "card", data: card.serializedString()) }
            if dialogChanged { channel.publish(event: "dialog", data: after.dialog.payload.serializedString()) }
            if metaChanged { channel.publish(event: "meta", data: after.meta.serializedString()) }
        }
    }

    /// Draws the cards whose frame changed (all with `redraw`) into `page`; returns the payloads
    /// that differ from what the page has.
    private func drawCards(of state: ServedState, into page: inout Page, redraw: Bool, context: RenderContext) -> [JSONValue] {
        var changed: [JSONValue] = []
        let before = page.cards
        for card in state.cards {
            let old = before[card.id]
            let fragment =
                if let old, old.card.frame == card.frame, !redraw { old.fragment } else {
                    HTMLRenderer.renderCard(card.frame, interactive: true, width: state.width, context: context)
                }
            // A click names the version it saw: it stays valid while the markup is the same.
            let version = old.flatMap { $0.fragment == fragment ? $0.version : nil } ?? takeVersion()
            let payload = PagePayloads.card(card, fragment: fragment, version: version)
            page.cards[card.id] = Page.Card(card: card, version: version, fragment: fragment, payload: payload)
            if payload != old?.payload { changed.append(payload) }
        }
        let ids = Set(state.cards.map(\.id))
        for id in before.keys where !ids.contains(id) {
            page.cards[id] = nil
            changed.append(["id": .string(id), "removed": true])
        }
        page.order = state.cards.map(\.id)
        return changed
    }

    /// Draws the top controller into `page` when it (or the depth of the stack) changed, with
    /// a new version.
    private func drawDialog(of state: ServedState, into page: inout Page, redraw: Bool, context: RenderContext) {
        let (top, depth) = (state.presented.last, state.presented.count)
        let before = page.dialog
        guard top != before.top || depth != before.depth || (redraw && top != nil) else { return }
        let fragment = top.map { HTMLRenderer.renderDialog($0.controller, interactive: true, context: context) }
        guard top != before.top || depth != before.depth || fragment != before.fragment else { return }
        let version = takeVersion()
        page.dialog = Page.Dialog(
            top: top, depth: depth, version: version, fragment: fragment,
            payload: PagePayloads.dialog(top, depth: depth, fragment: fragment, version: version))
    }

    private func takeVersion() -> Int {
        nextVersion += 1
        return nextVersion
    }

    // MARK: - For the routes (any thread)

    /// Everything the page shows, with the id of the last event it includes: the page renders
    /// it, then opens its event stream from that id, so it misses nothing and sees nothing twice.
    nonisolated func state() -> JSONValue {
        page.withLock { page in
            [
                "lastEventID": channel.lastEventID.map(JSONValue.string) ?? .null, "meta": page.meta,
                "cards": .array(page.order.compactMap { page.cards[$0]?.payload }), "dialog": page.dialog.payload,
            ]
        }
    }

    /// Why a click cannot be resolved.
    enum Miss: Error, Sendable {
        /// The card or dialog has changed since the page drew it (its version is older).
        case changed
        /// No such card, no dialog, or no such control.
        case unknown
    }

    /// The command for control `index` of a card (`widget`) or of the dialog, as drawn at
    /// `version`.
    nonisolated func command(surface: Surface, widget: String?, version: Int, index: Int) -> Result<ServedCommand, Miss> {
        page.withLock { page in
            switch surface {
            case .card:
                guard let widget, let card = page.cards[widget] else { return .failure(.unknown) }
                guard card.version == version else { return .failure(.changed) }
                guard card.fragment.actions.indices.contains(index) else { return .failure(.unknown) }
                return .success(.perform(card.fragment.actions[index], widget: widget, source: .cell))
            case .dialog:
                guard let top = page.dialog.top, let fragment = page.dialog.fragment else { return .failure(.unknown) }
                guard page.dialog.version == version else { return .failure(.changed) }
                guard fragment.actions.indices.contains(index) else { return .failure(.unknown) }
                return .success(.perform(fragment.actions[index], widget: top.widgetID, source: .controller))
            }
        }
    }

    /// Whether widget `id` has a card.
    nonisolated func hasCard(_ id: String) -> Bool {
        page.withLock { $0.cards[id] != nil }
    }
}
