/// The kind of dashboard a widget instance lives on.
public enum DashboardKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A trip dashboard: one trip and its current flight.
    case trip
    /// An airport dashboard: one airport.
    case airport
}
