/// Where a flight is in its day, as the airline reports it.
public enum FlightStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// Not yet boarding; on time as far as anyone knows.
    case scheduled
    /// Expected to leave later than scheduled (see the departure's `estimated` time).
    case delayed
    /// Passengers are boarding.
    case boarding
    /// Off the gate or airborne.
    case departed
    /// On the ground at the destination.
    case landed
    /// Will not operate.
    case cancelled
    /// Landed or will land somewhere other than its destination (see `divertedTo`).
    case diverted
}
