/// A trip: a titled, ordered list of flights (one-way, return, or with connections).
public struct Trip: Codable, Hashable, Sendable {
    /// Stable identifier, e.g. "trip-lon-nyc-2026-11".
    public var id: String
    /// Display title, e.g. "New York in November".
    public var title: String
    /// The flights in travel order; never empty.
    public var flights: [Flight]

    /// Creates a trip.
    public init(id: String, title: String, flights: [Flight]) {
        self.id = id
        self.title = title
        self.flights = flights
    }
}
