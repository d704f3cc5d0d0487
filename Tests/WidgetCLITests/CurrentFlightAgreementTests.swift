import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetSamples
import WidgetTestSupport

@testable import widgets

/// `dashboard`, `preview` and `check` read the same sample trip the same way: one rule
/// (``CurrentFlight``) picks its current flight, and `--trip` takes a sample's name in all three.
@Suite struct CurrentFlightAgreementTests {
    static let samples = try! SampleSet(directory: RepositoryPaths.samples)
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: samples.tripNames)
    func dashboardPreviewAndCheckShowTheSameFlight(trip: String) throws {
        let dashboard = try DashboardSetup.context(trip: trip, flight: nil, airport: nil, samples: Self.samples, now: Self.now)
        guard case .trip(_, let dashboardFlight) = dashboard else {
            Issue.record("not a trip dashboard: \(dashboard)")
            return
        }
        let preview = try #require(
            PreviewSession.initCase(for: .trip, samples: Self.samples, trip: trip, flight: nil, airport: nil, now: Self.now))
        let check = try #require(Self.samples.initCases(for: [.trip], trip: trip).first)
        #expect(preview.params["flight"]?["id"]?.stringValue == dashboardFlight.id)
        #expect(check.params["flight"]?["id"]?.stringValue == dashboardFlight.id)
    }

    /// The cancelled trip's first flight is cancelled: all three show its second.
    @Test func theCancelledTripShowsItsReplacementFlight() throws {
        let dashboard = try DashboardSetup.context(trip: "cancelled", flight: nil, airport: nil, samples: Self.samples, now: Self.now)
        guard case .trip(let trip, let flight) = dashboard else {
            Issue.record("not a trip dashboard: \(dashboard)")
            return
        }
        #expect(flight == trip.flights[1])
        #expect(flight.status != .cancelled)
    }

    /// `--flight` picks another flight, and the trip is moved so that one departs ahead of now.
    @Test func aChosenFlightIsTheOneMovedToNow() throws {
        let dashboard = try DashboardSetup.context(trip: "connection", flight: 0, airport: nil, samples: Self.samples, now: Self.now)
        guard case .trip(let trip, let flight) = dashboard else {
            Issue.record("not a trip dashboard: \(dashboard)")
            return
        }
        #expect(flight == trip.flights[0])
        let lead = flight.departure.scheduled.secondsSince1970 - Self.now.timeIntervalSince1970
        #expect(abs(lead - SampleTime.lead(for: flight.status.rawValue)) < 60)
        #expect(throws: UsageError.self) {
            try DashboardSetup.context(trip: "connection", flight: 2, airport: nil, samples: Self.samples, now: Self.now)
        }
    }
}
