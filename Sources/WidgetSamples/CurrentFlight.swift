import WidgetProtocol

/// Which flight of a trip is the current one, when nobody says: the first that has not landed,
/// departed or been cancelled; else the last. The one rule `widgets dashboard`, `preview` and
/// `check` share, so the same trip shows the same flight in all three.
public enum CurrentFlight {
    /// Statuses after which a flight is no longer the one the traveller is about to take.
    static let behind = Set([FlightStatus.landed, .departed, .cancelled].map(\.rawValue))

    /// The index of the current flight among flights with these `statuses` (raw values, in
    /// travel order; nil for a flight without one); nil when there are no flights.
    public static func index(statuses: [String?]) -> Int? {
        guard !statuses.isEmpty else { return nil }
        return statuses.firstIndex { !behind.contains($0 ?? "") } ?? statuses.count - 1
    }

    /// The index of `trip`'s current flight; nil when it has no flights.
    public static func index(of trip: Trip) -> Int? {
        index(statuses: trip.flights.map(\.status.rawValue))
    }
}
