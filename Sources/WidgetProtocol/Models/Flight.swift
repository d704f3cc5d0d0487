/// One flight of a trip: the traveller's booked segment with its live status.
public struct Flight: Codable, Hashable, Sendable {
    /// Stable identifier of this flight within the trip, e.g. "fl-ba117-20261103".
    public var id: String
    /// The operating airline.
    public var airline: Airline
    /// The flight number without the airline code, e.g. "117" (display "BA 117").
    public var flightNumber: String
    /// Departure airport and times.
    public var departure: FlightEndpoint
    /// Arrival airport and times.
    public var arrival: FlightEndpoint
    /// The live status.
    public var status: FlightStatus
    /// The traveller's seat, e.g. "32K".
    public var seat: String?
    /// The booking reference (PNR), e.g. "X7KQ2P".
    public var bookingReference: String?
    /// Aircraft type, e.g. "Boeing 777-300ER".
    public var aircraft: String?
    /// Where the flight went instead, when `status` is `diverted`.
    public var divertedTo: AirportRef?

    /// Creates a flight.
    public init(
        id: String, airline: Airline, flightNumber: String, departure: FlightEndpoint, arrival: FlightEndpoint,
        status: FlightStatus, seat: String? = nil, bookingReference: String? = nil, aircraft: String? = nil,
        divertedTo: AirportRef? = nil
    ) {
        self.id = id
        self.airline = airline
        self.flightNumber = flightNumber
        self.departure = departure
        self.arrival = arrival
        self.status = status
        self.seat = seat
        self.bookingReference = bookingReference
        self.aircraft = aircraft
        self.divertedTo = divertedTo
    }
}
