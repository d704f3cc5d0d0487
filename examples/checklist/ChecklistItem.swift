import WidgetSDK

/// One thing to do before the trip.
struct ChecklistItem: Sendable, Hashable {
    var id: String
    var title: String
    var symbol: String

    /// The default list for `trip`, with `flight` its current flight, as of `now`.
    /// Items that only make sense before departure ("Check in online") appear only while the
    /// flight is still ahead and not cancelled.
    /// `now` defaults to the host's pinned clock when it has one (`--now`), so the list matches the dashboard.
    static func defaults(for trip: Trip, flight: Flight, now: Timestamp = WidgetEnvironment.now) -> [ChecklistItem] {
        let departure = flight.departure.estimated ?? flight.departure.scheduled
        let ahead =
            departure.secondsSince1970 > now.secondsSince1970 && flight.status != .cancelled && flight.status != .departed
            && flight.status != .landed
        var items = [
            ChecklistItem(id: "passport", title: "Passport or ID", symbol: "person.text.rectangle"),
            ChecklistItem(id: "charger", title: "Phone charger", symbol: "bolt"),
        ]
        if region(flight.departure.airport.timeZone) != region(trip.flights.last?.arrival.airport.timeZone ?? "") {
            items.append(ChecklistItem(id: "adapter", title: "Travel adapter", symbol: "powerplug"))
        }
        items.append(ChecklistItem(id: "liquids", title: "Liquids in a clear bag", symbol: "drop"))
        if ahead {
            items.append(ChecklistItem(id: "check-in", title: "Check in online", symbol: "checkmark.seal"))
            if flight.seat == nil {
                items.append(ChecklistItem(id: "seat", title: "Choose a seat", symbol: "carseat.right"))
            }
            items.append(ChecklistItem(id: "boarding-pass", title: "Save the boarding pass", symbol: "wallet.pass"))
        }
        if trip.flights.count > 1, let connection = trip.flights.dropFirst().first {
            items.append(
                ChecklistItem(
                    id: "connection", title: "Check the connection in \(connection.departure.airport.city)",
                    symbol: "arrow.triangle.swap"))
        }
        return items
    }

    /// "Europe" of "Europe/London": crossing regions likely means other plugs.
    private static func region(_ timeZone: String) -> Substring {
        timeZone.split(separator: "/").first ?? ""
    }
}
