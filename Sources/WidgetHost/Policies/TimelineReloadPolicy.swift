import Foundation
import WidgetProtocol
import WidgetProtocolFoundation

/// When a timeline's reload policy asks for a new cell (`protocol/README.md`, `configureCell`).
///
/// WidgetKit's policies, with floors so that no widget can make the host reload it in a loop:
/// a reload is never sooner than ``minimumInterval`` after the answer that asked for it, and a
/// timeline whose reload date has already passed when it arrives (or `atEnd` with no entries)
/// is asked again after ``pastDueDelay``, doubled for each such answer in a row, up to
/// ``pastDueMaximum``. `never` (or no timeline) reloads only on `reloadWidget`.
public struct TimelineReloadPolicy: Sendable, Hashable {
    public var minimumInterval: Duration
    public var pastDueDelay: Duration
    public var pastDueMaximum: Duration

    public init(
        minimumInterval: Duration = .seconds(5), pastDueDelay: Duration = .seconds(60), pastDueMaximum: Duration = .seconds(15 * 60)
    ) {
        self.minimumInterval = minimumInterval
        self.pastDueDelay = pastDueDelay
        self.pastDueMaximum = pastDueMaximum
    }

    /// How long after an answer received at `now` to ask again, or nil for "only on
    /// `reloadWidget`". `pastDueStreak` counts consecutive past-due answers: it is increased
    /// for a past-due timeline and reset for one that looks ahead.
    public func delay(for timeline: Timeline?, at now: Date, pastDueStreak: inout Int) -> Duration? {
        guard let timeline else {
            pastDueStreak = 0
            return nil
        }
        let due: Date?
        switch timeline.reload {
        case .never:
            pastDueStreak = 0
            return nil
        case .atEnd: due = timeline.entries.last?.date.date
        case .after(let date): due = date.date
        }
        guard let due, due > now else {
            pastDueStreak += 1
            let backoff = Backoff(initial: pastDueDelay, multiplier: 2, maximum: pastDueMaximum, jitter: 0)
            return backoff.baseDelay(forAttempt: pastDueStreak)
        }
        pastDueStreak = 0
        return max(minimumInterval, .seconds(due.timeIntervalSince(now)))
    }
}
