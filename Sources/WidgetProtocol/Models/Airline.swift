/// The operating airline of a flight.
public struct Airline: Codable, Hashable, Sendable {
    /// Display name, e.g. "British Airways".
    public var name: String
    /// Two-character IATA airline designator, e.g. "BA".
    public var iataCode: String

    /// Creates an airline.
    public init(name: String, iataCode: String) {
        self.name = name
        self.iataCode = iataCode
    }
}
