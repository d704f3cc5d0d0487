/// A widget type with its static answers and its constructors, erased so one session serves
/// trip widgets, airport widgets and widgets for both.
struct WidgetDefinition: Sendable {
    var widgetType: String
    var cellIdentifier: String
    var canBeHidden: Bool
    var capabilities: WidgetCapabilities
    var dashboards: [DashboardKind]
    var prepareData: @Sendable () async -> Void
    var makeTripWidget: (@Sendable (Dashboard, Trip, Flight) async throws -> any Widget)?
    var makeAirportWidget: (@Sendable (Dashboard, Airport) async throws -> any Widget)?

    private init<W: Widget>(_ type: W.Type, dashboards: [DashboardKind]) {
        widgetType = W.widgetType
        cellIdentifier = W.cellIdentifier
        canBeHidden = W.canBeHidden
        capabilities = W.capabilities
        self.dashboards = dashboards
        prepareData = { await W.prepareData() }
    }

    static func trip<W: TripWidget>(_ type: W.Type) -> WidgetDefinition {
        var definition = WidgetDefinition(W.self, dashboards: [.trip])
        definition.makeTripWidget = { try await W(dashboard: $0, trip: $1, flight: $2) }
        return definition
    }

    static func airport<W: AirportWidget>(_ type: W.Type) -> WidgetDefinition {
        var definition = WidgetDefinition(W.self, dashboards: [.airport])
        definition.makeAirportWidget = { try await W(dashboard: $0, airport: $1) }
        return definition
    }

    static func both<W: TripWidget & AirportWidget>(_ type: W.Type) -> WidgetDefinition {
        var definition = WidgetDefinition(W.self, dashboards: [.trip, .airport])
        definition.makeTripWidget = { try await W(dashboard: $0, trip: $1, flight: $2) }
        definition.makeAirportWidget = { try await W(dashboard: $0, airport: $1) }
        return definition
    }

    var initializeResponse: InitializeResponse {
        InitializeResponse(
            widgetType: widgetType, cellIdentifier: cellIdentifier, canBeHidden: canBeHidden,
            dashboards: dashboards, capabilities: capabilities)
    }
}
