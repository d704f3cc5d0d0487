/// An airport, as given to an airport dashboard's widgets.
public struct Airport: Codable, Hashable, Sendable {
    /// Three-letter IATA code, e.g. "LHR".
    public var iataCode: String
    /// Four-letter ICAO code, e.g. "EGLL".
    public var icaoCode: String
    /// Display name, e.g. "London Heathrow".
    public var name: String
    /// City served.
    public var city: String
    /// ISO 3166-1 alpha-2 country code, e.g. "GB".
    public var country: String
    /// IANA time zone, e.g. "Europe/London".
    public var timeZone: String
    /// Latitude in degrees, -90…90.
    public var latitude: Double
    /// Longitude in degrees, -180…180.
    public var longitude: Double
    /// Terminal names, e.g. ["2", "3", "4", "5"].
    public var terminals: [String]

    /// Creates an airport.
    public init(
        iataCode: String, icaoCode: String, name: String, city: String, country: String, timeZone: String,
        latitude: Double, longitude: Double, terminals: [String]
    ) {
        self.iataCode = iataCode
        self.icaoCode = icaoCode
        self.name = name
        self.city = city
        self.country = country
        self.timeZone = timeZone
        self.latitude = latitude
        self.longitude = longitude
        self.terminals = terminals
    }
}
