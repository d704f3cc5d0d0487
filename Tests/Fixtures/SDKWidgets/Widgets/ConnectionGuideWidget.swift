import WidgetSDK

/// Produces the widget side of `present-from-button.jsonl`: a cell button whose action makes
/// the widget present a controller itself.
public actor ConnectionGuideWidget: TripWidget {
    public static let widgetType = "connection_guide"
    public static let cellIdentifier = "ConnectionCell"
    public static let canBeHidden = false
    public static let capabilities = WidgetCapabilities(prepareData: false, timeline: false)

    private let dashboard: Dashboard
    private let next: Flight

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
        self.dashboard = dashboard
        // The current flight is the connection when it is not the trip's first; on any other
        // flight the guide has nothing to say and keeps its card hidden (not an error).
        let index = trip.flights.firstIndex(where: { $0.id == flight.id }) ?? 0
        if index == 0 { dashboard.canBeDisplayed = false }
        self.next = flight
    }

    public func cellHeight(width: Double) async -> Double { 132 }

    public func configureCell(width: Double) async -> Cell {
        Cell {
            VStack(spacing: .s) {
                Text("Anschluss \(next.airline.iataCode) \(next.flightNumber) nach Singapur").style(.headline)
                DateText(next.departure.scheduled, style: .timer).textStyle(.title).fallbackText("Abflug 12:05")
                HStack {
                    Badge("Boarding", tone: .accent)
                    Spacer()
                    Button("Weg zum Gate", action: "show-route", payload: ["from": "A26", "to": "Z25", "flightID": .string(next.id)])
                        .icon(symbol: "figure.walk").role(.primary)
                }
            }
            .padding(.m)
        }
    }

    public func action(_ action: WidgetAction) async throws -> ActionResult {
        switch action.id {
        case "show-route":
            let from = action.payload?["from"]?.stringValue ?? "?"
            let to = action.payload?["to"]?.stringValue ?? "?"
            dashboard.presentWidgetController(
                WidgetController(
                    .push, title: "\(from) → \(to)",
                    leftButtons: { HeaderButton("Schließen", id: "close", role: .cancel) }
                ) {
                    List(separator: true) {
                        Label("Folgen Sie den Schildern „Z“", symbol: "arrow.up")
                        Label("Passkontrolle (ca. 10 Min.)", symbol: "person.text.rectangle")
                        Label("Gate Z25, Ebene 3", symbol: "mappin.and.ellipse")
                        Placeholder(.rect, width: 360).id("map-loading").redacted(.placeholder)
                    }
                })
            return .handled
        case "close":
            return .dismiss
        default:
            throw WidgetError.unknownAction(action.id)
        }
    }
}
