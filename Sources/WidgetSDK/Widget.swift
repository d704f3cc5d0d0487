/// What every widget provides, whichever dashboard it lives on. Adopt ``TripWidget``,
/// ``AirportWidget`` or both; never this protocol alone.
///
/// One widget process serves one widget instance: the SDK creates it on `init` and calls its
/// methods one request at a time, in the order the host sent them. Widgets are `Sendable`:
/// make yours an `actor` (mutable state) or an immutable `struct`. Methods may suspend freely;
/// the SDK never blocks the cooperative pool.
public protocol Widget: Sendable {
    /// What ``configureCell(width:)`` returns: a ``Cell``, or a ``ConfigureCellResponse`` with a
    /// timeline.
    associatedtype CellContent: CellConfigurationConvertible
    /// What ``cellHeight(width:)`` returns: points as a `Double`, or a ``CellHeight``, which may
    /// be ``CellHeight/fit``.
    associatedtype CellHeightAnswer: CellHeightConvertible = Double

    /// The widget's kind, lower-case `[a-z0-9_]+`, e.g. `"checklist"`. Analytics and the card's
    /// icon use `feed_widget_<widgetType>`.
    static var widgetType: String { get }
    /// Names the cell layout (the original SDK's reuse identifier), e.g. `"ChecklistCell"`.
    static var cellIdentifier: String { get }
    /// Whether the user may hide the card. Default `true`.
    static var canBeHidden: Bool { get }
    /// Optional features announced in `initialize`: `prepareData` (the host then sends a
    /// `prepareData` request of its own, with a 10 s deadline, before `init`) and `timeline`.
    /// Default: none (`{}` on the wire).
    static var capabilities: WidgetCapabilities { get }

    /// Warm caches, fetch shared data: called **once per process, before `init`**, whether or
    /// not ``capabilities`` declares `prepareData` (implemented means called). With the
    /// capability it runs when the host sends `prepareData` (10 s); without it, at the start of
    /// `init`, inside `init`'s 5 s deadline. Default: nothing.
    static func prepareData() async

    /// The card's height in points at `width` (320…400), or ``CellHeight/fit``: the host sizes
    /// the card to its content at that width (protocol 1.2; check ``Dashboard/canFitContent``,
    /// since a host before 1.2 needs points and gets `-32008` for `.fit`). The host calls
    /// ``configureCell(width:)`` with the same width next.
    func cellHeight(width: Double) async -> CellHeightAnswer

    /// The card's content at `width`: build it with the cell DSL
    /// (`Cell { VStack { Text("…") } }`). The SDK validates the tree before sending; an invalid
    /// tree is answered with `-32006 invalidCellTree` and logged, never sent.
    /// - Throws: ``WidgetError/failure(_:)`` (or any error) when the data cannot be shown;
    ///   the host gets `-32008 widgetFailure` and keeps the last good cell.
    func configureCell(width: Double) async throws -> CellContent

    /// The controller to present when the user taps the card, or `nil` for "nothing to present
    /// now" (the widget may present itself later with ``Dashboard/presentWidgetController(_:)``).
    /// Default: `nil`.
    func viewController(width: Double, sizeClass: ViewControllerRequest.SizeClass) async throws -> WidgetController?

    /// A button, toggle, tap action or header button with an `invoke` id was activated.
    /// - Returns: ``ActionResult/handled``, or ``ActionResult/dismiss`` to close the
    ///   controller the action came from.
    /// - Throws: ``WidgetError/unknownAction(_:)`` for an id the widget does not know
    ///   (`-32007`; the default implementation does this for every id).
    func action(_ action: WidgetAction) async throws -> ActionResult

    /// The host is stopping the widget (the `shutdown` request, or stdin closed): stop timers
    /// and finish writing files. Bounded by the SDK to a few hundred milliseconds. Default:
    /// nothing.
    func shutdown() async
}

extension Widget {
    public static var canBeHidden: Bool { true }
    public static var capabilities: WidgetCapabilities { WidgetCapabilities() }
    public static func prepareData() async {}

    public func viewController(width: Double, sizeClass: ViewControllerRequest.SizeClass) async throws -> WidgetController? {
        nil
    }

    public func action(_ action: WidgetAction) async throws -> ActionResult {
        throw WidgetError.unknownAction(action.id)
    }

    public func shutdown() async {}
}

/// A widget on trip dashboards: bound to one trip and its current flight.
public protocol TripWidget: Widget {
    /// Creates the instance for `trip`; `flight` is the trip's current flight (also in
    /// `trip.flights`). Keep `dashboard` to reload, show or hide the card, present controllers
    /// and log. Set `dashboard.canBeDisplayed = false` here to start hidden.
    /// - Throws: the host gets `-32008 widgetFailure` with the error's description.
    init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws
}

/// A widget on airport dashboards: bound to one airport.
public protocol AirportWidget: Widget {
    /// Creates the instance for `airport`. See ``TripWidget/init(dashboard:trip:flight:)``.
    init(dashboard: Dashboard, airport: Airport) async throws
}

/// A value ``Widget/cellHeight(width:)`` may return.
public protocol CellHeightConvertible: Sendable {
    /// The `cellHeight` answer.
    var cellHeightAnswer: CellHeight { get }
}

extension Double: CellHeightConvertible {
    /// Points.
    public var cellHeightAnswer: CellHeight { .points(self) }
}

extension CellHeight: CellHeightConvertible {
    /// Itself.
    public var cellHeightAnswer: CellHeight { self }
}

/// A value ``Widget/configureCell(width:)`` may return.
public protocol CellConfigurationConvertible: Sendable {
    /// The `configureCell` result.
    var cellConfiguration: ConfigureCellResponse { get }
}

extension Cell: CellConfigurationConvertible {
    /// The cell without a timeline.
    public var cellConfiguration: ConfigureCellResponse { ConfigureCellResponse(cell: self) }
}

extension ConfigureCellResponse: CellConfigurationConvertible {
    /// Itself.
    public var cellConfiguration: ConfigureCellResponse { self }
}
