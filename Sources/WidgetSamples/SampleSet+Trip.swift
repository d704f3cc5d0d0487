import Foundation
import WidgetJSON
import WidgetProtocol

extension SampleSet {
    /// The sample trip a dashboard shows when none is named: a connection, with its second leg
    /// boarding.
    public static let defaultTripName = "connection"

    /// ``defaultTripName`` when these samples have it, else their first trip; nil without trips.
    public var defaultTrip: String? {
        trip(named: Self.defaultTripName) != nil ? Self.defaultTripName : tripNames.first
    }

    /// Why a sample trip cannot be shown as asked.
    public enum TripChoiceError: Error, Hashable, Sendable, CustomStringConvertible {
        /// No trip sample has this file name or id.
        case noTrip(String, known: [String])
        /// The index is not one of the trip's flights.
        case noFlight(Int, trip: String, count: Int)

        public var description: String {
            switch self {
            case .noTrip(let name, let known):
                return "no trip sample named '\(name)' (the trips are: \(known.joined(separator: ", ")))"
            case .noFlight(let index, let trip, let count):
                return "the trip '\(trip)' has no flight \(index): its \(count) flights are 0 to \(count - 1)"
            }
        }
    }

    /// The trip sample `name` (file name or trip id) as a dashboard shows it: flight `flight`
    /// (an index) as the current one, else its current flight (``CurrentFlight``); with `now`,
    /// every time of the trip moved so that flight departs a plausible time after `now`
    /// (``SampleTime``), without it the trip as written. The case says which flight and why
    /// (``SampleSet/InitCase/flightChoice``).
    public func tripCase(named name: String, flight: Int? = nil, now: Date?) throws(TripChoiceError) -> InitCase {
        guard let sample = trip(named: name) else { throw .noTrip(name, known: tripNames) }
        let flights = sample.json["flights"]?.arrayValue ?? []
        if let flight, !flights.indices.contains(flight) { throw .noFlight(flight, trip: sample.name, count: flights.count) }
        let choice = FlightChoice.choose(
            among: flights.map { FlightChoice.Flight(code: Self.flightCode($0), status: $0["status"]?.stringValue) }, asked: flight)
        guard let current = choice?.index else { throw .noFlight(0, trip: sample.name, count: 0) }
        let trip = now.map { SampleTime.shifted(trip: sample.json, current: current, now: $0) } ?? sample.json
        let chosen = trip["flights"]?.arrayValue?[current] ?? flights[current]
        var initCase = tripCase(label: "trips/\(sample.name) \(Self.flightCode(chosen))", trip: trip, flight: chosen)
        initCase.flightChoice = choice
        return initCase
    }
}
