import Foundation
import Synchronization
import WidgetProtocol

/// How a ``DashboardModel`` lays out and keeps time. Everything has a default; tests inject a
/// ``ManualDateSource`` and call ``DashboardModel/tick()`` themselves.
public struct DashboardOptions: Sendable {
    /// The narrowest and widest column the widgets are asked for, in points.
    public static let widthRange = Limits.cellWidthRange
    /// The widths `w` cycles through in the terminal, and the HTML page shows side by side.
    public static let standardWidths = Limits.cellWidths

    /// The standard width after `width`, or the first after the last.
    public static func standardWidth(after width: Double) -> Double {
        standardWidths.first { $0 > width } ?? standardWidths[0]
    }

    /// The column width in points, clamped to ``widthRange``.
    public var width: Double = 375
    /// The size class sent with `viewController` (a phone column is compact).
    public var sizeClass: ViewControllerRequest.SizeClass = .compact
    /// "Now" for timelines, reload policies and restart countdowns.
    public var now: @Sendable () -> Date = { Date() }
    /// How often the dashboard checks timelines and reload policies by itself; `nil` means
    /// only when ``DashboardModel/tick()`` is called (tests with a manual clock).
    public var tickInterval: Duration? = .seconds(1)
    /// A widget that is ready but keeps its card hidden (`canBeDisplayed: false`) counts as
    /// settled after this long (see ``DashboardState/isSettled``).
    public var hiddenSettleDelay: Duration = .milliseconds(1500)
    /// A `presentWidgetController` this soon after the user's tap, action or header button on
    /// that widget is presented at once; later ones wait on the widget's card (spec §4).
    public var presentationWindow: Duration = .seconds(5)
    /// Cards the user hid in an earlier run (widget ids): hidden from the start.
    public var hiddenByUser: Set<String> = []
    /// Called with every widget the user hides, whenever that set changes (to keep it for the
    /// next run).
    public var hiddenChanged: (@Sendable (Set<String>) -> Void)?
    /// Called with every tap and action of the user, as the model receives it (before it is
    /// carried out): for usage counts (`widgets stats`). The model's own state says the rest.
    public var interacted: (@Sendable (DashboardInteraction) -> Void)?

    public init() {}
}

/// What the user did with a widget (``DashboardOptions/interacted``).
public enum DashboardInteraction: Sendable, Hashable {
    /// Its card was tapped.
    case tap(String)
    /// One of its buttons, toggles or header buttons was used.
    case action(String)
}

/// A clock for tests: `now` only moves when ``advance(by:)`` is called.
public final class ManualDateSource: Sendable {
    private let current: Mutex<Date>

    /// Starts at `start`.
    public init(_ start: Date) { current = Mutex(start) }

    /// The current instant.
    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward.
    public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }

    /// Sets the clock.
    public func set(_ date: Date) { current.withLock { $0 = date } }

    /// A `now` provider for ``DashboardOptions/now``.
    public var provider: @Sendable () -> Date { { [self] in self.now } }
}
