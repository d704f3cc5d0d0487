import Foundation
import Testing
import WidgetSDK
import WidgetTestSupport

/// Code written against the original SDK's names compiles: the aliases are the same types.
@Suite struct PortingAliasTests {
    struct PortedWidget: AitaWidget {
        static let widgetType = "ported"
        static let cellIdentifier = "PortedCell"
        let flight: FlightInfo

        init(dashboard: Dashboard, trip: Trip, flight: FlightInfo) async throws {
            self.flight = flight
        }

        func cellHeight(width: Double) async -> Double { 80 }
        func configureCell(width: Double) async -> Cell { Cell { Text(flight.flightNumber) } }
    }

    @Test func aWidgetWrittenWithTheOriginalNamesIsATripWidget() {
        #expect((PortedWidget.self as Any) is any TripWidget.Type)
        let flight: FlightInfo = .sampleBA117Scheduled
        #expect((flight as Any) is Flight)
    }
}
