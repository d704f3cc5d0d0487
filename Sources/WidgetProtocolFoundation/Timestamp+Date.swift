import Foundation
import WidgetProtocol

// Host side only: the wire modules link no Foundation, so `Date` conveniences for their types
// live here, for the host modules that already use Foundation.

extension Timestamp {
    /// The instant as a Foundation `Date`.
    public var date: Date { Date(timeIntervalSince1970: secondsSince1970) }

    /// `date` as UTC text, `2026-11-03T08:25:00Z` (whole seconds, rounded down).
    public init(_ date: Date) {
        self.init(secondsSince1970: date.timeIntervalSince1970)
    }
}
