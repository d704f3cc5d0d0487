import Foundation

/// What one dashboard run did with its widgets, counted by `widgetType` from what the dashboard
/// showed (``observe(_:at:)``, every state) and what the user did (``tapped(_:)``,
/// ``acted(_:)``). A value: no clock of its own (each input says when), no I/O; the command
/// keeps the counts with ``UsageBook``.
public struct UsageTally: Sendable {
    /// One card as the dashboard has it now.
    public struct Card: Sendable, Hashable {
        public var widgetID: String
        public var widgetType: String
        /// Drawn on the dashboard (not hidden by the user or the widget).
        public var visible: Bool
        /// Its restarts so far (the supervisor's count).
        public var restarts: Int
        /// Whether something is wrong with it now (failed, quarantined, a cell rejected or unanswered).
        public var inError: Bool

        public init(widgetID: String, widgetType: String, visible: Bool, restarts: Int, inError: Bool) {
            self.widgetID = widgetID
            self.widgetType = widgetType
            self.visible = visible
            self.restarts = restarts
            self.inError = inError
        }
    }

    /// The counts so far, by widgetType.
    public private(set) var counts: [String: UsageCounts] = [:]
    private var cards: [String: Card] = [:]
    private var shownSince: [String: Date] = [:]
    /// The widget ids of the presented controllers, bottom first.
    private var presented: [String] = []

    public init() {}

    /// A new state of the dashboard: its cards in order and its presented controllers' widgets.
    public mutating func observe(_ now: [Card], presented stack: [String], at time: Date) {
        let ids = Set(now.map(\.widgetID))
        for (id, card) in cards where !ids.contains(id) {
            close(card, at: time)
            cards[id] = nil
        }
        for card in now {
            let before = cards[card.widgetID]
            if card.visible && before?.visible != true {
                counts[card.widgetType, default: UsageCounts()].impressions += 1
                shownSince[card.widgetID] = time
            } else if !card.visible, let before, before.visible {
                close(before, at: time)
            }
            if let before, card.restarts > before.restarts {
                counts[card.widgetType, default: UsageCounts()].restarts += card.restarts - before.restarts
            }
            if card.inError && before?.inError != true { counts[card.widgetType, default: UsageCounts()].errors += 1 }
            cards[card.widgetID] = card
        }
        // A controller opened: the stack grew, or its top is another widget's now.
        if stack.count > presented.count || (!stack.isEmpty && stack.count == presented.count && stack.last != presented.last),
            let top = stack.last, let type = cards[top]?.widgetType
        {
            counts[type, default: UsageCounts()].controllerOpens += 1
        }
        presented = stack
    }

    /// The user tapped widget `id`'s card.
    public mutating func tapped(_ id: String) {
        guard let type = cards[id]?.widgetType else { return }
        counts[type, default: UsageCounts()].taps += 1
    }

    /// The user used a button, toggle or header button of widget `id`.
    public mutating func acted(_ id: String) {
        guard let type = cards[id]?.widgetType else { return }
        counts[type, default: UsageCounts()].actions += 1
    }

    /// Counts the time of every card still shown up to `time` (the run's end, or a save), as
    /// if each were shown again from then.
    public mutating func settle(at time: Date) {
        for (id, since) in shownSince {
            guard let type = cards[id]?.widgetType else { continue }
            counts[type, default: UsageCounts()].shownSeconds += max(0, time.timeIntervalSince(since))
            shownSince[id] = time
        }
    }

    /// The counts since the last ``take()`` (settle first), and starts again from zero.
    public mutating func take() -> [String: UsageCounts] {
        defer { counts = [:] }
        return counts.filter { !$0.value.isEmpty }
    }

    private mutating func close(_ card: Card, at time: Date) {
        guard let since = shownSince.removeValue(forKey: card.widgetID) else { return }
        counts[card.widgetType, default: UsageCounts()].shownSeconds += max(0, time.timeIntervalSince(since))
    }
}
