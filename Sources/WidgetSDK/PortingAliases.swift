// Names of the original iOS SDK, so a widget ported from it compiles with fewer edits. Each is
// the same type under another name; new code may use either.

/// The original SDK's name for a trip widget: `final class MyWidget: AitaWidget` becomes
/// `struct MyWidget: AitaWidget` (or an actor) with the same methods (`cellHeight(width:)`,
/// `configureCell(width:)`, `viewController`, `action`).
public typealias AitaWidget = TripWidget

/// The original SDK's name for a flight (`FlightInfo.flightNumber`, `departure`, `arrival`, …).
public typealias FlightInfo = Flight
