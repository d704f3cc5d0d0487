/// A short reference to an airport, as embedded in a flight.
public struct AirportRef: Codable, Hashable, Sendable {
    /// Three-letter IATA code, e.g. "LHR".
    public var iataCode: String
    /// Display name, e.g. "London Heathrow".
    public var name: String
    /// City served, e.g. "London".
    public var city: String
    /// IANA time zone of the airport, e.g. "Europe/London".
    public var timeZone: String

    /// Creates an airport reference.
    public init(iataCode: String, name: String, city: String, timeZone: String) {
        self.iataCode = iataCode
        self.name = name
        self.city = city
        self.timeZone = timeZone
    }
}
