import WidgetSDK

/// Produces the widget side of `hidden-then-displayed.jsonl`: both dashboards, `init` answers
/// `canBeDisplayed: false`, then a background task logs and shows the card.
public actor LoungeWidget: TripWidget, AirportWidget {
    public static let widgetType = "lounge_access"
    public static let cellIdentifier = "LoungeCell"

    /// How long the "availability lookup" takes: long enough that `init` has answered.
    static let lookupTime: Duration = .milliseconds(150)

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
        dashboard.canBeDisplayed = false
        Task {
            try? await Task.sleep(for: Self.lookupTime)
            dashboard.logger.debug("waiting for lounge availability")
            dashboard.canBeDisplayed = true
        }
    }

    public init(dashboard: Dashboard, airport: Airport) async throws {}

    /// Below 340 points the lounge line wraps onto a third line.
    public func cellHeight(width: Double) async -> Double { width < 340 ? 124 : 104 }

    /// The "Remind me" toggle: every control a widget shows must answer (`widgets check`).
    public func action(_ action: WidgetAction) async throws -> ActionResult {
        guard action.id == "remind" else { throw WidgetError.unknownAction(action.id) }
        return .handled
    }

    public func configureCell(width: Double) async -> Cell {
        Cell {
            HStack(spacing: .m) {
                Image.decorative(symbol: "cup.and.saucer").tint(.accent).size(28)
                VStack(spacing: .xs) {
                    Text("Your flight is delayed by 45 min").style(.subheadline).weight(.semibold)
                    Text("Galleries Club lounge near gate A22 has space").style(.footnote).color(.secondary)
                        .maxLines(2).minimumScaleFactor(0.8)
                }
                Spacer(minLength: 4)
                Toggle("Remind me", isOn: false, action: "remind", payload: ["lounge": "galleries-club-a"])
            }
            .padding(.m)
        }
    }
}
