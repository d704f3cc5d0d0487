import WidgetSDK

/// Produces the widget side of `trip-widget-lifecycle.jsonl`: a timeline, an unknown node kind
/// with a fallback, a popup, a header-button action that logs and reloads.
public actor FlightStatusWidget: TripWidget {
    public static let widgetType = "flight_status"
    public static let cellIdentifier = "FlightStatusCell"
    public static let canBeHidden = false
    public static let capabilities = WidgetCapabilities(prepareData: false, timeline: true)

    private let dashboard: Dashboard
    private let flight: Flight
    private var gate: String?

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
        self.dashboard = dashboard
        self.flight = flight
        self.gate = flight.departure.gate
    }

    private var code: String { "\(flight.airline.iataCode) \(flight.flightNumber)" }

    public func cellHeight(width: Double) async -> Double { 177 }

    public func configureCell(width: Double) async -> ConfigureCellResponse {
        let gateText = gate ?? "TBA"
        let cell = Cell(
            tap: .present,
            accessibilityLabel: "\(flight.airline.name) \(flight.flightNumber) to New York, departs 08:25, "
                + (gate.map { "gate \($0)" } ?? "gate not yet announced"),
            fallbackText:
                "\(code) \(flight.departure.airport.iataCode) → \(flight.arrival.airport.iataCode), departs 08:25, gate \(gateText)"
        ) {
            VStack(spacing: .s) {
                HStack(spacing: .s) {
                    Image(.asset("airline/\(flight.airline.iataCode)"), label: flight.airline.name).size(24).shape(.rounded)
                    Text("\(code) to New York").style(.headline).maxLines(1)
                    Spacer()
                    Badge("On time", tone: .good)
                }
                DateText(flight.departure.scheduled, style: .relative)
                    .textStyle(.title2).weight(.semibold).fallbackText("Departs 08:25").id("countdown")
                Divider()
                Facts(columns: 2) {
                    Fact("Terminal", flight.departure.terminal ?? "–")
                    Fact("Gate", gateText)
                    if let seat = flight.seat { Fact("Seat", seat) }
                    if let booking = flight.bookingReference { Fact("Booking", booking) }
                }
                Self.boardingPass(color: gate == nil ? .secondary : .accent)
            }
            .padding(.m)
        }
        guard gate == nil else { return ConfigureCellResponse(cell: cell) }
        let departed = Cell {
            VStack {
                Text("\(code) has departed").style(.headline)
                DateText(flight.arrival.scheduled, style: .time).timeZone(flight.arrival.airport.timeZone)
                    .fallbackText("Arrives 11:20")
            }
        }
        return ConfigureCellResponse(
            cell: cell,
            timeline: Timeline(
                entries: [Timeline.Entry(date: flight.departure.scheduled, cell: departed)],
                reload: .after(Timestamp("2026-11-03T08:30:00+00:00")!)))
    }

    /// A node kind from a future protocol version, with a fallback for today's hosts.
    static func boardingPass(color: ColorToken) -> CellNode {
        let fallback = Label("Boarding pass in your wallet", symbol: "wallet.pass").color(color).node
        let raw: JSONValue = [
            "type": "boardingPass",
            "barcode": "M1TRAVELLER/ADA EX7KQ2P LHRJFKBA 0117 307Y032K0001 100",
            "fallback": (try? JSONValueEncoder().encode(fallback)) ?? .null,
        ]
        return .unknown(type: "boardingPass", raw: raw, fallback: fallback)
    }

    public func viewController(width: Double, sizeClass: ViewControllerRequest.SizeClass) async -> WidgetController? {
        WidgetController(
            .popup, title: code, preferredWidth: PreferredWidth(compact: .large, regular: .points(540)),
            leftButtons: { HeaderButton("Share", id: "share", systemImage: "square.and.arrow.up") },
            rightButtons: { HeaderButton("Done", id: "done", role: .primary) }
        ) {
            VStack(spacing: .m) {
                Text("London Heathrow → New York JFK").style(.title3).weight(.semibold)
                DateText(flight.departure.scheduled, style: .range, to: flight.arrival.scheduled).fallbackText("08:25 – 11:20")
                Facts {
                    if let aircraft = flight.aircraft { Fact("Aircraft", aircraft) }
                    Fact("Terminal", flight.departure.terminal ?? "–")
                    if let seat = flight.seat { Fact("Seat", seat) }
                }
                Button("Manage booking", action: .openURL("https://www.britishairways.com/travel/managebooking/public/en_gb"))
                    .role(.primary)
            }
            .padding(.l)
        }
    }

    public func action(_ action: WidgetAction) async throws -> ActionResult {
        switch action.id {
        case "share":
            return .handled
        case "done":
            // In the transcript the gate is announced while the popup closes.
            gate = "B32"
            dashboard.logger.info("gate assigned", fields: ["flight": "BA117", "gate": "B32"])
            dashboard.reloadWidget()
            return .dismiss
        default:
            throw WidgetError.unknownAction(action.id)
        }
    }
}
