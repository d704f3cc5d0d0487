import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetSamples
import WidgetTestSupport

/// The one rule for a trip's current flight, and sample trips moved to now.
@Suite struct CurrentFlightTests {
    static let cases: [([String?], Int)] = [
        (["scheduled", "scheduled"], 0),
        (["landed", "boarding"], 1),
        (["cancelled", "scheduled"], 1),
        (["departed", "delayed", "scheduled"], 1),
        (["landed", "landed"], 1),
        ([nil, "landed"], 0),
    ]

    @Test(arguments: cases)
    func firstFlightNotBehindElseTheLast(statuses: [String?], current: Int) {
        #expect(CurrentFlight.index(statuses: statuses) == current)
    }

    /// The choice says why: the flights the rule passed over, or that all were behind.
    @Test func theChoiceNamesTheRuleAndTheFlightsItPassedOver() throws {
        let flights = [("LH903", "landed"), ("VS3", "cancelled"), ("VS4", "scheduled")].map {
            FlightChoice.Flight(code: $0.0, status: $0.1)
        }
        let rule = try #require(FlightChoice.choose(among: flights, asked: nil))
        #expect((rule.index, rule.reason, rule.skipped) == (2, .firstNotBehind, [0, 1]))
        #expect(
            rule.sentence == """
                VS4 (flight 2 of 3, counting from 0): the first flight that has not landed, departed or been cancelled; LH903 \
                (flight 0) has landed, VS3 (flight 1) is cancelled
                """)
        let allBehind = try #require(FlightChoice.choose(among: Array(flights.prefix(2)), asked: nil))
        #expect((allBehind.index, allBehind.reason, allBehind.skipped) == (1, .lastOfAllBehind, []))
        #expect(FlightChoice.choose(among: flights, asked: 0)?.reason == .asked)
        #expect(FlightChoice.choose(among: [], asked: nil) == nil)
    }

    @Test func aTripCaseCarriesItsFlightChoice() throws {
        let samples = try SampleSet(directory: RepositoryPaths.samples)
        let cancelled = try samples.tripCase(named: "cancelled", now: nil)
        #expect(cancelled.flightChoice?.code == "VS4")
        #expect(cancelled.flightChoice?.skipped == [0])
    }

    @Test func aTripWithoutFlightsHasNone() {
        #expect(CurrentFlight.index(statuses: []) == nil)
    }

    @Test func aSampleTripIsMovedSoItsCurrentFlightDepartsAhead() throws {
        let samples = try SampleSet(directory: RepositoryPaths.samples)
        let now = try #require(SampleTime.parse("2027-03-01T12:00:00Z"))
        let moved = try samples.tripCase(named: "connection", now: now)
        #expect(moved.label == "trips/connection LH778")
        let departure = try #require(moved.params["flight"]?["departure"]?["scheduled"]?.stringValue.flatMap(SampleTime.parse))
        // The second leg is boarding: 25 minutes ahead.
        #expect(departure.timeIntervalSince(now) == 25 * 60)
        // Every time of the trip moved by the same amount: the first leg landed before.
        let first = try #require(
            moved.params["trip"]?["flights"]?.arrayValue?.first?["arrival"]?["scheduled"]?.stringValue.flatMap(SampleTime.parse))
        #expect(first < departure)
        let asWritten = try samples.tripCase(named: "connection", now: nil)
        #expect(asWritten.params == samples.initCases(for: [.trip], trip: "connection").first?.params)
    }

    @Test func aNamedFlightMustBeOneOfTheTrips() throws {
        let samples = try SampleSet(directory: RepositoryPaths.samples)
        #expect(throws: SampleSet.TripChoiceError.noFlight(5, trip: "one-way", count: 1)) {
            try samples.tripCase(named: "one-way", flight: 5, now: nil)
        }
        #expect(throws: SampleSet.TripChoiceError.self) { try samples.tripCase(named: "nowhere", now: nil) }
        #expect(try samples.tripCase(named: "cancelled", flight: 0, now: nil).label == "trips/cancelled VS3")
    }
}
