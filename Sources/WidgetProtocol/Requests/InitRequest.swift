/// `init` (host → widget, deadline 5 s): binds the widget instance to its dashboard's data.
///
/// Wire form: `{"dashboard": "trip", "trip": {...}, "flight": {...}}` (the flight is the trip's
/// current flight, also present in `trip.flights`) or `{"dashboard": "airport", "airport": {...}}`.
/// A dashboard the widget did not declare gets `-32004 unsupportedDashboard`.
public enum InitRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "init"
    /// The reply.
    public typealias Response = InitResponse

    /// A trip dashboard.
    case trip(Trip, flight: Flight)
    /// An airport dashboard.
    case airport(Airport)

    /// The `dashboard` discriminator.
    public var dashboard: DashboardKind {
        switch self {
        case .trip: return .trip
        case .airport: return .airport
        }
    }

    private enum CodingKeys: String, CodingKey { case dashboard, trip, flight, airport }

    /// Decodes by `dashboard`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(DashboardKind.self, forKey: .dashboard) {
        case .trip:
            self = .trip(
                try container.decode(Trip.self, forKey: .trip), flight: try container.decode(Flight.self, forKey: .flight))
        case .airport:
            self = .airport(try container.decode(Airport.self, forKey: .airport))
        }
    }

    /// Encodes with the `dashboard` discriminator.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dashboard, forKey: .dashboard)
        switch self {
        case .trip(let trip, let flight):
            try container.encode(trip, forKey: .trip)
            try container.encode(flight, forKey: .flight)
        case .airport(let airport):
            try container.encode(airport, forKey: .airport)
        }
    }
}

/// The reply to `init`.
public struct InitResponse: Codable, Hashable, Sendable {
    /// Whether the card should be shown now; the widget can change it later with the
    /// `canBeDisplayed` notification.
    public var canBeDisplayed: Bool

    /// Creates the response.
    public init(canBeDisplayed: Bool) {
        self.canBeDisplayed = canBeDisplayed
    }
}
