import WidgetJSON
import WidgetProtocol

/// A timestamp from a literal known to be valid.
func ts(_ text: String) -> Timestamp {
    guard let value = Timestamp(text) else { fatalError("bad test timestamp \(text)") }
    return value
}

/// A cell wrapping `content`.
func cell(_ content: CellNode) -> Cell {
    Cell(content: content)
}

enum TestValues {
    static let lhrRef = AirportRef(iataCode: "LHR", name: "London Heathrow", city: "London", timeZone: "Europe/London")
    static let jfkRef = AirportRef(iataCode: "JFK", name: "John F. Kennedy International", city: "New York", timeZone: "America/New_York")
    static let lhrRefJSON = #"{"iataCode":"LHR","name":"London Heathrow","city":"London","timeZone":"Europe/London"}"#
    static let jfkRefJSON = #"{"iataCode":"JFK","name":"John F. Kennedy International","city":"New York","timeZone":"America/New_York"}"#

    static let flight = Flight(
        id: "fl-ba117-20261103", airline: Airline(name: "British Airways", iataCode: "BA"), flightNumber: "117",
        departure: FlightEndpoint(
            airport: lhrRef, scheduled: ts("2026-11-03T08:25:00+00:00"), terminal: "5", gate: "B32", previousGate: "B40"),
        arrival: FlightEndpoint(airport: jfkRef, scheduled: ts("2026-11-03T11:20:00-05:00"), estimated: ts("2026-11-03T11:05:00-05:00")),
        status: .scheduled, seat: "32K", bookingReference: "X7KQ2P", aircraft: "Boeing 777-300ER")
    static let flightJSON = """
        {"id":"fl-ba117-20261103","airline":{"name":"British Airways","iataCode":"BA"},"flightNumber":"117",
         "departure":{"airport":\(lhrRefJSON),"scheduled":"2026-11-03T08:25:00+00:00","terminal":"5","gate":"B32","previousGate":"B40"},
         "arrival":{"airport":\(jfkRefJSON),"scheduled":"2026-11-03T11:20:00-05:00","estimated":"2026-11-03T11:05:00-05:00"},
         "status":"scheduled","seat":"32K","bookingReference":"X7KQ2P","aircraft":"Boeing 777-300ER"}
        """

    static let trip = Trip(id: "trip-1", title: "New York in November", flights: [flight])
    static let tripJSON = #"{"id":"trip-1","title":"New York in November","flights":[\#(flightJSON)]}"#

    static let airport = Airport(
        iataCode: "LHR", icaoCode: "EGLL", name: "London Heathrow", city: "London", country: "GB", timeZone: "Europe/London",
        latitude: 51.47, longitude: -0.4543, terminals: ["2", "3", "4", "5"])
    static let airportJSON = """
        {"iataCode":"LHR","icaoCode":"EGLL","name":"London Heathrow","city":"London","country":"GB","timeZone":"Europe/London",
         "latitude":51.47,"longitude":-0.4543,"terminals":["2","3","4","5"]}
        """

    static let simpleCell = Cell(content: .text(TextNode("BA 117")), tap: .present)
    static let simpleCellJSON = #"{"type":"cell","version":"1.0","content":{"type":"text","text":"BA 117"},"tap":{"type":"present"}}"#

    static let controller = WidgetController(
        presentation: .popup, title: "BA 117", content: .text(TextNode("Gate B32")),
        leftButtons: [HeaderButton(id: "share", title: "Share", systemImage: "square.and.arrow.up")],
        rightButtons: [HeaderButton(id: "done", title: "Done", role: .primary)],
        preferredWidth: PreferredWidth(compact: .large, regular: .points(540)))
    static let controllerJSON = """
        {"presentation":"popup","title":"BA 117","content":{"type":"text","text":"Gate B32"},
         "leftButtons":[{"id":"share","title":"Share","systemImage":"square.and.arrow.up"}],
         "rightButtons":[{"id":"done","title":"Done","role":"primary"}],
         "preferredWidth":{"compact":"large","regular":540}}
        """
}
