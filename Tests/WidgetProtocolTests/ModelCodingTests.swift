import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetProtocolFoundation
import WidgetTestSupport

/// Golden round trips of the data models, and the timestamp rules.
@Suite struct ModelCodingTests {
    @Test func flight() throws { try checkCoding(TestValues.flight, json: TestValues.flightJSON) }
    @Test func trip() throws { try checkCoding(TestValues.trip, json: TestValues.tripJSON) }
    @Test func airport() throws { try checkCoding(TestValues.airport, json: TestValues.airportJSON) }
    @Test func airportRef() throws { try checkCoding(TestValues.lhrRef, json: TestValues.lhrRefJSON) }
    @Test func airline() throws {
        try checkCoding(Airline(name: "Lufthansa", iataCode: "LH"), json: #"{"name":"Lufthansa","iataCode":"LH"}"#)
    }
    @Test func user() throws {
        try checkCoding(UserInfo(userID: "usr-1", displayName: "Ada"), json: #"{"userID":"usr-1","displayName":"Ada"}"#)
        try checkCoding(UserInfo(userID: "usr-1"), json: #"{"userID":"usr-1"}"#)
    }
    @Test func divertedFlight() throws {
        var flight = TestValues.flight
        flight.status = .diverted
        flight.divertedTo = TestValues.jfkRef
        let encoded = try JSONValueEncoder().encode(flight)
        #expect(encoded["status"] == "diverted")
        #expect(encoded["divertedTo"]?["iataCode"] == "JFK")
        #expect(try JSONValueDecoder().decode(Flight.self, from: encoded) == flight)
    }

    @Test(arguments: FlightStatus.allCases)
    func flightStatus(status: FlightStatus) throws {
        try checkCoding(status, json: "\"\(status.rawValue)\"")
    }

    @Test func dashboard() throws {
        try checkCoding(DashboardKind.trip, json: #""trip""#)
        try checkCoding(DashboardKind.airport, json: #""airport""#)
    }

    @Test func timestampKeepsItsTextAndOffset() throws {
        let stamp = ts("2026-11-03T11:20:00-05:00")
        try checkCoding(stamp, json: #""2026-11-03T11:20:00-05:00""#)
        #expect(stamp.utcOffsetSeconds == -5 * 3600)
    }

    @Test(arguments: [
        "2026-11-03T08:25:00", "2026-11-03 08:25:00+00:00", "2026-11-03T08:25+00:00", "2026-02-29T08:25:00Z",
        "2026-13-01T00:00:00Z", "2026-11-03T24:00:00Z", "2026-11-03T08:25:00+0100", "not a date", "",
    ])
    func timestampRejects(text: String) {
        #expect(Timestamp(text) == nil)
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(Timestamp.self, from: .string(text)) }
    }

    @Test func limitsAndCapabilities() throws {
        try checkCoding(
            Limits.default,
            json: """
                {"maxNodes":200,"maxDepth":12,"maxTextLength":2000,"maxActionPayloadBytes":2048,"maxImageDataBytes":262144,
                 "maxListItems":50,"maxFactsRows":20,"maxTimelineEntries":50}
                """)
        try checkCoding(HostInfo(name: "WidgetHost", version: "0.1.0"), json: #"{"name":"WidgetHost","version":"0.1.0"}"#)
        try checkCoding(WidgetCapabilities(prepareData: false, timeline: true), json: #"{"prepareData":false,"timeline":true}"#)
        #expect(HostCapabilities().nodeKinds == CellNode.knownTypes)
    }

    @Test func versionNegotiation() {
        #expect(ProtocolVersion.negotiate(hostVersions: ["1.1", "1.0"], widgetVersions: ["1.0"]) == "1.0")
        #expect(ProtocolVersion.negotiate(hostVersions: ["2.0"], widgetVersions: ["1.0"]) == nil)
    }

    @Test func registryListsEveryMethodWithItsDeadline() {
        #expect(
            MessageRegistry.requests.map(\.method) == [
                "initialize", "prepareData", "init", "cellHeight", "configureCell", "viewController", "action", "shutdown",
            ])
        #expect(MessageRegistry.notifications.map(\.method) == ["reloadWidget", "canBeDisplayed", "presentWidgetController", "log"])
        #expect(MessageRegistry.defaultDeadline(for: "initialize") == .seconds(10))
        #expect(MessageRegistry.defaultDeadline(for: "cellHeight") == .seconds(1))
        #expect(MessageRegistry.defaultDeadline(for: "configureCell") == .seconds(2))
        #expect(MessageRegistry.defaultDeadline(for: "fetchWeather") == nil)
        for entry in MessageRegistry.requests { #expect(entry.type.method == entry.method) }
        for entry in MessageRegistry.notifications { #expect(entry.type.method == entry.method) }
    }
}
