import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetProtocolFoundation
import WidgetTestSupport

/// Every file in `protocol/samples` decodes into its Swift type and re-encodes without loss.
@Suite struct SampleTests {
    static func samples(_ folder: String) -> [String] {
        let url = RepositoryPaths.samples.appendingPathComponent(folder)
        return ((try? RepositoryPaths.files(in: url, withExtension: "json")) ?? []).map { "\(folder)/\($0.lastPathComponent)" }
    }

    static func load(_ path: String) throws -> JSONValue {
        let data = try Data(contentsOf: RepositoryPaths.samples.appendingPathComponent(path))
        return try JSONValue(parsing: Array(data))
    }

    @Test func everyFolderHasSamples() {
        #expect(Self.samples("trips").count >= 4)
        #expect(Self.samples("flights").count >= 4)
        #expect(Self.samples("airports").count >= 2)
        #expect(Self.samples("users").count >= 1)
    }

    @Test(arguments: samples("trips")) func trip(path: String) throws {
        let trip = try checkReencoding(Trip.self, json: try Self.load(path))
        #expect(!trip.flights.isEmpty)
        for (earlier, later) in zip(trip.flights, trip.flights.dropFirst()) {
            #expect(earlier.departure.scheduled.date < later.departure.scheduled.date, "flights of \(path) are in order")
        }
    }

    @Test(arguments: samples("flights")) func flight(path: String) throws {
        let flight = try checkReencoding(Flight.self, json: try Self.load(path))
        #expect(flight.departure.scheduled.date < flight.arrival.scheduled.date, "\(path) arrives after it departs")
    }

    @Test(arguments: samples("airports")) func airport(path: String) throws {
        try checkReencoding(Airport.self, json: try Self.load(path))
    }

    @Test(arguments: samples("users")) func user(path: String) throws {
        try checkReencoding(UserInfo.self, json: try Self.load(path))
    }

    @Test func samplesCoverEveryCase() throws {
        let statuses = try Self.samples("flights").map { try JSONValueDecoder().decode(Flight.self, from: try Self.load($0)).status }
        #expect(Set(statuses).isSuperset(of: [.scheduled, .delayed, .boarding, .landed, .cancelled, .diverted]))
        let trips = try Self.samples("trips").map { try JSONValueDecoder().decode(Trip.self, from: try Self.load($0)) }
        #expect(trips.contains { $0.flights.count >= 2 })
        #expect(trips.contains { $0.flights.contains { $0.departure.previousGate != nil && $0.status == .delayed } })
    }
}
