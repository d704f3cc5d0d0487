import Foundation
import Synchronization
import Testing
import WidgetHTTP
import WidgetJSON
import WidgetProtocol
import WidgetRendering

@testable import WidgetServe

/// What the page is sent for each state: only what changed, with versions that clicks name.
@Suite struct PagePublisherTests {
    static func publisher(_ dashboard: ScriptedDashboard) -> (PagePublisher, EventChannel) {
        let channel = EventChannel()
        return (PagePublisher(dashboard: dashboard, channel: channel, context: RenderContext()), channel)
    }

    /// The events `channel` published after `lastID`, as (type, payload).
    static func events(_ channel: EventChannel, after lastID: String?) async -> [(String, JSONValue)] {
        var result: [(String, JSONValue)] = []
        let stream = channel.subscribe(after: lastID)
        channel.finish()
        for await event in stream {
            guard let data = try? JSONValue(parsing: Array(event.data.utf8)) else { continue }
            result.append((event.event ?? "message", data))
        }
        return result
    }

    @Test func onlyTheCardThatChangedIsSentAndNothingWhenNothingDid() async throws {
        let now = Date()
        var state = servedState([ScriptedDashboard.card("a", text: "A"), ScriptedDashboard.card("b", text: "B")])
        state.now = now
        let dashboard = ScriptedDashboard(state)
        let (publisher, channel) = Self.publisher(dashboard)
        await publisher.apply(state)
        let first = try #require(channel.lastEventID)
        #expect(publisher.state()["cards"]?.arrayValue?.count == 2)
        #expect(publisher.state()["lastEventID"]?.stringValue == first, "the state names the last event it includes")

        await publisher.apply(state)
        #expect(channel.lastEventID == first, "an unchanged state publishes nothing")

        state.cards[1] = ScriptedDashboard.card("b", text: "B changed")
        await publisher.apply(state)
        let events = await Self.events(channel, after: first)
        #expect(events.map(\.0) == ["card"], "the one card, nothing else")
        #expect(events.first?.1["id"] == "b")
        #expect(events.first?.1["html"]?.stringValue?.contains("B changed") == true)
    }

    @Test func aClickNamesTheVersionItSawAndResolvesToTheAction() async throws {
        var state = servedState([ScriptedDashboard.card("a", text: "A")])
        let dashboard = ScriptedDashboard(state)
        let (publisher, _) = Self.publisher(dashboard)
        await publisher.apply(state)
        let version = Int(try #require(publisher.state()["cards"]?.arrayValue?.first?["v"]?.intValue))
        let press = publisher.command(surface: .card, widget: "a", version: version, index: 0)
        #expect(try press.get() == .perform(.invoke(id: "press"), widget: "a", source: .cell))
        #expect(throws: PagePublisher.Miss.unknown) { try publisher.command(surface: .card, widget: "a", version: version, index: 5).get() }
        #expect(throws: PagePublisher.Miss.unknown) { try publisher.command(surface: .card, widget: "z", version: version, index: 0).get() }

        // Its status word changes, its markup does not: the version holds.
        state.cards[0].statusWord = "ready again"
        await publisher.apply(state)
        #expect(throws: Never.self) { try publisher.command(surface: .card, widget: "a", version: version, index: 0).get() }
        // Its markup changes: a click on the old drawing is refused.
        state.cards[0] = ScriptedDashboard.card("a", text: "A2")
        await publisher.apply(state)
        #expect(throws: PagePublisher.Miss.changed) { try publisher.command(surface: .card, widget: "a", version: version, index: 0).get() }
    }

    @Test func theTopControllerIsTheDialogAndClosingItIsSent() async throws {
        var state = servedState([ScriptedDashboard.card("a", text: "A")])
        let (publisher, channel) = Self.publisher(ScriptedDashboard(state))
        await publisher.apply(state)
        #expect(publisher.state()["dialog"]?["open"] == false)
        let toggle = ToggleNode(isOn: false, label: "Remind me", action: .invoke(id: "remind"))
        state.presented = [
            PresentedController(
                widgetID: "a", controller: WidgetController(presentation: .popup, title: "Popup <b>", content: .toggle(toggle)))
        ]
        await publisher.apply(state)
        let dialog = try #require(publisher.state()["dialog"])
        #expect(dialog["open"] == true)
        #expect(dialog["kind"] == "popup")
        #expect(dialog["title"] == "Popup <b>", "text: the page inserts it as text")
        #expect(dialog["html"]?.stringValue?.contains("Popup &lt;b&gt;") == true, "markup: escaped")
        let version = Int(try #require(dialog["v"]?.intValue))
        #expect(
            try publisher.command(surface: .dialog, widget: nil, version: version, index: 0).get()
                == .perform(.invoke(id: "remind"), widget: "a", source: .controller))
        let opened = channel.lastEventID

        state.presented = []
        await publisher.apply(state)
        let events = await Self.events(channel, after: opened)
        #expect(events.map(\.0) == ["dialog"])
        #expect(events.first?.1["open"] == false)
        #expect(throws: PagePublisher.Miss.unknown) {
            try publisher.command(surface: .dialog, widget: nil, version: version, index: 0).get()
        }
    }

    @Test func hiddenCardsAreListedAndLeaveTheOrder() async throws {
        var state = servedState([ScriptedDashboard.card("a", text: "A"), ScriptedDashboard.card("b", text: "B")])
        state.cards[0].hiddenByUser = true
        state.cards[0].frame.status = .hidden
        let (publisher, _) = Self.publisher(ScriptedDashboard(state))
        await publisher.apply(state)
        let meta = try #require(publisher.state()["meta"])
        #expect(meta["order"] == ["b"])
        #expect(meta["hidden"] == ["a"])
        #expect(publisher.state()["cards"]?.arrayValue?.first?["shown"] == false)
    }
}

extension PagePublisherTests {
    @Test(.timeLimit(.minutes(1))) func aCountdownIsRedrawnWithoutAChangeFromTheDashboard() async throws {
        var restarting = ScriptedDashboard.card("a", text: "A")
        restarting.run = .restarting
        restarting.frame.status = .restarting(secondsRemaining: 3)
        restarting.statusWord = "restarting in 3 s"
        let dashboard = ScriptedDashboard(servedState([restarting]))
        let channel = EventChannel()
        // Without a countdown the page would wait an hour: only the countdown's tick can pass.
        let publisher = PagePublisher(dashboard: dashboard, channel: channel, context: RenderContext(), clockPeriod: .seconds(3600))
        await publisher.apply(await dashboard.current())
        let stream = channel.subscribe(after: channel.lastEventID)
        // The dashboard's clock moves on; only the page's own tick can notice.
        restarting.frame.status = .restarting(secondsRemaining: 2)
        restarting.statusWord = "restarting in 2 s"
        dashboard.update { $0.cards = [restarting] }
        var redrawn: JSONValue?
        for await event in stream where event.event == "card" {
            redrawn = try JSONValue(parsing: Array(event.data.utf8))
            break
        }
        #expect(redrawn?["status"] == "restarting in 2 s")
        #expect(redrawn?["html"]?.stringValue?.contains("restarting in 2 s") == true)
        channel.finish()
    }

    @Test(.timeLimit(.minutes(1))) func aRedrawForTheClockNeverDrawsBackAStateOlderThanTheOneShown() async throws {
        let dashboard = HeldCurrentDashboard(ScriptedDashboard(servedState([ScriptedDashboard.card("a", text: "Yesterday")])))
        let channel = EventChannel()
        let publisher = PagePublisher(
            dashboard: dashboard, channel: channel, context: RenderContext(), countdownPeriod: .milliseconds(1),
            clockPeriod: .milliseconds(1))
        let run = Task { await publisher.run() }
        var asked = dashboard.asked.makeAsyncIterator()
        // The ticker fetches the current state ("Yesterday")...
        await asked.next()
        let stale = await dashboard.scripted.current()
        // ...and before it has it, the dashboard changes and the page shows the change.
        let stream = channel.subscribe(after: channel.lastEventID)
        dashboard.scripted.update { $0.cards = [ScriptedDashboard.card("a", text: "Tomorrow")] }
        for await event in stream where event.event == "card" && event.data.contains("Tomorrow") { break }
        dashboard.answer(with: stale)
        // The ticker asks again only after it has dealt with the stale state.
        await asked.next()
        let html = publisher.state()["cards"]?.arrayValue?.first?["html"]?.stringValue ?? ""
        #expect(html.contains("Tomorrow") && !html.contains("Yesterday"), "the page went back to an older state: \(html)")
        await dashboard.answerFromNowOn()
        dashboard.scripted.finish()
        await run.value
        channel.finish()
    }
}

/// A dashboard whose ``current()`` waits until the test answers it: the ticker's fetch, held
/// while the dashboard changes.
final class HeldCurrentDashboard: ServedDashboard {
    let scripted: ScriptedDashboard
    /// One element each time ``current()`` is called.
    let asked: AsyncStream<Void>
    private let askedContinuation: AsyncStream<Void>.Continuation
    private let held = Mutex<(waiting: [CheckedContinuation<ServedState, Never>], open: Bool)>(([], false))

    init(_ scripted: ScriptedDashboard) {
        self.scripted = scripted
        (asked, askedContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    func states() async -> AsyncStream<ServedState> { await scripted.states() }

    func current() async -> ServedState {
        let state = await scripted.current()
        return await withCheckedContinuation { continuation in
            let open = held.withLock { held in
                if !held.open { held.waiting.append(continuation) }
                return held.open
            }
            if open { continuation.resume(returning: state) } else { askedContinuation.yield() }
        }
    }

    func inspection(of id: String) async -> WidgetInspection? { await scripted.inspection(of: id) }
    func records() -> AsyncStream<JSONValue> { scripted.records() }
    func perform(_ command: ServedCommand) async -> ServedOutcome { await scripted.perform(command) }

    /// Answers the fetches waiting now with `state`.
    func answer(with state: ServedState) {
        for continuation in held.withLock({ held in
            defer { held.waiting = [] }; return held.waiting
        }) {
            continuation.resume(returning: state)
        }
    }

    /// Answers every fetch, waiting or to come, at once with the current state.
    func answerFromNowOn() async {
        let state = await scripted.current()
        let waiting = held.withLock { held in
            held.open = true
            defer { held.waiting = [] }
            return held.waiting
        }
        for continuation in waiting { continuation.resume(returning: state) }
    }
}
