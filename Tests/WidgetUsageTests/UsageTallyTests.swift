import Foundation
import Testing

@testable import WidgetUsage

/// The counts of a scripted session, on hand-made instants: impressions and time shown,
/// taps, controller opens, actions, errors and restarts, by widgetType.
@Suite struct UsageTallyTests {
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    func card(_ id: String, _ type: String, visible: Bool = true, restarts: Int = 0, error: Bool = false) -> UsageTally.Card {
        UsageTally.Card(widgetID: id, widgetType: type, visible: visible, restarts: restarts, inError: error)
    }

    @Test func aScriptedSessionCountsWhatHappened() {
        var tally = UsageTally()
        // 0 s: flight status still hidden (loading), the checklist shown.
        tally.observe([card("flight", "flight_status", visible: false), card("list", "checklist")], presented: [], at: t0)
        // 2 s: flight status shows.
        tally.observe([card("flight", "flight_status"), card("list", "checklist")], presented: [], at: t0 + 2)
        // Two taps on it, each opening its controller, closed again.
        for at in [4.0, 8.0] {
            tally.tapped("flight")
            tally.observe([card("flight", "flight_status"), card("list", "checklist")], presented: ["flight"], at: t0 + at)
            tally.observe([card("flight", "flight_status"), card("list", "checklist")], presented: [], at: t0 + at + 1)
        }
        // Three checklist buttons; the user hides it at 20 s and shows it again at 30 s.
        for _ in 0..<3 { tally.acted("list") }
        tally.observe([card("flight", "flight_status"), card("list", "checklist", visible: false)], presented: [], at: t0 + 20)
        tally.observe([card("flight", "flight_status"), card("list", "checklist")], presented: [], at: t0 + 30)
        // Flight status crashes (an error while it restarts), comes back as restart 1.
        tally.observe([card("flight", "flight_status", error: true), card("list", "checklist")], presented: [], at: t0 + 40)
        tally.observe([card("flight", "flight_status", restarts: 1), card("list", "checklist")], presented: [], at: t0 + 41)
        tally.settle(at: t0 + 50)
        let counts = tally.take()

        var flight = UsageCounts()
        flight.impressions = 1
        flight.shownSeconds = 48
        flight.taps = 2
        flight.controllerOpens = 2
        flight.errors = 1
        flight.restarts = 1
        var list = UsageCounts()
        list.impressions = 2
        list.shownSeconds = 20 + 20
        list.actions = 3
        #expect(counts == ["flight_status": flight, "checklist": list])
        #expect(tally.take().isEmpty, "take starts again from zero")
    }

    @Test func aWidgetsOwnControllerAndARemovedCardCount() {
        var tally = UsageTally()
        tally.observe([card("a", "alpha"), card("b", "bravo")], presented: [], at: t0)
        // Bravo presents by itself, then pushes a second controller.
        tally.observe([card("a", "alpha"), card("b", "bravo")], presented: ["b"], at: t0 + 1)
        tally.observe([card("a", "alpha"), card("b", "bravo")], presented: ["b", "b"], at: t0 + 2)
        // Alpha is removed from the dashboard at 10 s: its time ends there.
        tally.observe([card("b", "bravo")], presented: [], at: t0 + 10)
        tally.tapped("a")
        tally.settle(at: t0 + 12)
        let counts = tally.take()
        #expect(counts["bravo"]?.controllerOpens == 2)
        #expect(counts["alpha"]?.shownSeconds == 10)
        #expect(counts["alpha"]?.taps == 0, "a tap on a widget no longer shown is not counted")
        #expect(counts["bravo"]?.shownSeconds == 12)
    }

    @Test func theBookAddsRunsAndTheSwitchTurnsItOff() throws {
        let folder = NSTemporaryDirectory() + "usage-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let book = UsageBook(path: folder + "/usage.json")
        var run = UsageCounts()
        run.taps = 2
        run.shownSeconds = 1.5
        try book.add(["hello": run])
        try book.add(["hello": run, "other": run])
        let read = book.read()
        #expect(read.counts["hello"]?.taps == 4)
        #expect(read.counts["hello"]?.shownSeconds == 3)
        #expect(read.counts["other"]?.taps == 2)
        #expect(read.since != nil)
        try book.reset()
        #expect(book.read().counts.isEmpty)

        let settings = UsageSettings(path: folder + "/settings.json")
        #expect(settings.isOn)
        try settings.set(false)
        #expect(!settings.isOn)
        try settings.set(true)
        #expect(settings.isOn)
    }
}
