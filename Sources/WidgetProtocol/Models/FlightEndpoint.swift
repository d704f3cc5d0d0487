/// One end of a flight (its departure or its arrival): where, when, and at which gate.
///
/// Times carry the local UTC offset of the airport. `estimated` and `actual` appear once the
/// airline publishes them.
public struct FlightEndpoint: Codable, Hashable, Sendable {
    /// The airport.
    public var airport: AirportRef
    /// The timetable time.
    public var scheduled: Timestamp
    /// The current estimate, when it differs or has been published.
    public var estimated: Timestamp?
    /// When it actually happened (off-block / on-block).
    public var actual: Timestamp?
    /// Terminal, e.g. "5".
    public var terminal: String?
    /// Gate, e.g. "A10".
    public var gate: String?
    /// The gate before the latest gate change, when there was one.
    public var previousGate: String?

    /// Creates an endpoint.
    public init(
        airport: AirportRef, scheduled: Timestamp, estimated: Timestamp? = nil, actual: Timestamp? = nil,
        terminal: String? = nil, gate: String? = nil, previousGate: String? = nil
    ) {
        self.airport = airport
        self.scheduled = scheduled
        self.estimated = estimated
        self.actual = actual
        self.terminal = terminal
        self.gate = gate
        self.previousGate = previousGate
    }
}
