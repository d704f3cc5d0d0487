import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

/// Golden round trips of every request, response and notification.
@Suite struct MessageCodingTests {
    @Test func initializeRequest() throws {
        let request = InitializeRequest(
            host: HostInfo(name: "WidgetHost", version: "0.1.0"), user: UserInfo(userID: "usr-1"), locale: "en-GB",
            timeZone: "Europe/London",
            capabilities: HostCapabilities(nodeKinds: ["text", "vstack"], maxLineBytes: 65536, limits: Limits(maxNodes: 100)))
        try checkCoding(
            request,
            json: """
                {"protocolVersion":"1.2","supportedVersions":["1.2","1.1","1.0"],"host":{"name":"WidgetHost","version":"0.1.0"},
                 "user":{"userID":"usr-1"},"locale":"en-GB","timeZone":"Europe/London",
                 "capabilities":{"nodeKinds":["text","vstack"],"maxLineBytes":65536,
                   "limits":{"maxNodes":100,"maxDepth":12,"maxTextLength":2000,"maxActionPayloadBytes":2048,
                             "maxImageDataBytes":262144,"maxListItems":50,"maxFactsRows":20,"maxTimelineEntries":50}}}
                """)
        #expect(InitializeRequest.method == "initialize")
    }

    @Test func initializeResponse() throws {
        let response = InitializeResponse(
            widgetType: "checklist", cellIdentifier: "ChecklistCell", canBeHidden: true, dashboards: [.trip, .airport],
            capabilities: WidgetCapabilities(prepareData: true))
        try checkCoding(
            response,
            json: """
                {"protocolVersion":"1.2","widgetType":"checklist","cellIdentifier":"ChecklistCell","canBeHidden":true,
                 "dashboards":["trip","airport"],"capabilities":{"prepareData":true}}
                """)
    }

    /// Protocol 1.1: `capabilities` may be absent from the widget info; absent is `{}`.
    @Test func initializeResponseWithoutCapabilities() throws {
        let json = try JSONValue(
            parsing: #"{"protocolVersion":"1.0","widgetType":"w","cellIdentifier":"C","canBeHidden":false,"dashboards":["trip"]}"#)
        let response = try JSONValueDecoder().decode(InitializeResponse.self, from: json)
        #expect(response.capabilities == WidgetCapabilities())
        #expect(response.protocolVersion == "1.0")
    }

    @Test func emptyMessages() throws {
        try checkCoding(PrepareDataRequest(), json: "{}")
        try checkCoding(ShutdownRequest(), json: "{}")
        try checkCoding(EmptyResult(), json: "{}")
        try checkCoding(ReloadWidgetNotification(), json: "{}")
        #expect(try JSONValueDecoder().decode(EmptyResult.self, from: ["future": 1]) == EmptyResult())
    }

    @Test func initRequestForATrip() throws {
        try checkCoding(
            InitRequest.trip(TestValues.trip, flight: TestValues.flight),
            json: #"{"dashboard":"trip","trip":\#(TestValues.tripJSON),"flight":\#(TestValues.flightJSON)}"#)
    }

    @Test func initRequestForAnAirport() throws {
        try checkCoding(InitRequest.airport(TestValues.airport), json: #"{"dashboard":"airport","airport":\#(TestValues.airportJSON)}"#)
        #expect(InitRequest.airport(TestValues.airport).dashboard == .airport)
    }

    @Test func initRequestNeedsTheFlightOfATrip() {
        let json: JSONValue = ["dashboard": "trip", "trip": try! JSONValue(parsing: TestValues.tripJSON)]
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(InitRequest.self, from: json) }
    }

    @Test func initResponse() throws {
        try checkCoding(InitResponse(canBeDisplayed: false), json: #"{"canBeDisplayed":false}"#)
    }

    @Test func cellHeight() throws {
        try checkCoding(CellHeightRequest(width: 375), json: #"{"width":375}"#)
        try checkCoding(CellHeightResponse(height: 148.5), json: #"{"height":148.5}"#)
        try checkCoding(CellHeightResponse(height: .fit), json: #"{"height":"fit"}"#)
    }

    /// A number or "fit", exactly: a number in a string, another word or "Fit" is refused.
    @Test(arguments: ["148", "auto", "Fit", ""])
    func cellHeightRejectsAnyOtherString(text: String) {
        #expect(throws: JSONDecodingError.self) {
            try JSONValueDecoder().decode(CellHeightResponse.self, from: ["height": .string(text)])
        }
    }

    @Test func configureCell() throws {
        try checkCoding(ConfigureCellRequest(width: 320), json: #"{"width":320}"#)
        let response = ConfigureCellResponse(
            cell: TestValues.simpleCell,
            timeline: Timeline(
                entries: [Timeline.Entry(date: ts("2026-11-03T08:25:00+00:00"), cell: TestValues.simpleCell)],
                reload: .after(ts("2026-11-03T09:00:00+00:00"))))
        try checkCoding(
            response,
            json: """
                {"cell":\(TestValues.simpleCellJSON),
                 "timeline":{"entries":[{"date":"2026-11-03T08:25:00+00:00","cell":\(TestValues.simpleCellJSON)}],
                             "reload":{"policy":"after","date":"2026-11-03T09:00:00+00:00"}}}
                """)
        try checkCoding(ConfigureCellResponse(cell: TestValues.simpleCell), json: #"{"cell":\#(TestValues.simpleCellJSON)}"#)
    }

    @Test func viewController() throws {
        try checkCoding(ViewControllerRequest(width: 390, sizeClass: .regular), json: #"{"width":390,"sizeClass":"regular"}"#)
        try checkCoding(ViewControllerRequest.Response.some(TestValues.controller), json: TestValues.controllerJSON)
    }

    @Test func viewControllerNullResultRoundTrips() throws {
        let none: ViewControllerRequest.Response = nil
        #expect(try JSONValueEncoder().encode(none) == .null)
        try checkCoding(none, json: "null")
    }

    @Test func action() throws {
        try checkCoding(
            ActionRequest(id: "show-route", payload: ["from": "A26", "seats": [1, 2]], source: .cell),
            json: #"{"id":"show-route","payload":{"from":"A26","seats":[1,2]},"source":"cell"}"#)
        try checkCoding(ActionRequest(id: "done", source: .header), json: #"{"id":"done","source":"header"}"#)
        try checkCoding(ActionResponse(), json: "{}")
        try checkCoding(ActionResponse(dismiss: true), json: #"{"dismiss":true}"#)
    }

    @Test func canBeDisplayedNotification() throws {
        try checkCoding(CanBeDisplayedNotification(canBeDisplayed: true), json: #"{"canBeDisplayed":true}"#)
    }

    @Test func presentWidgetControllerNotification() throws {
        try checkCoding(
            PresentWidgetControllerNotification(controller: TestValues.controller),
            json: #"{"controller":\#(TestValues.controllerJSON)}"#)
    }

    @Test func logNotification() throws {
        try checkCoding(
            LogNotification(level: .warning, message: "slow feed", fields: ["ms": 812, "feed": "gates"]),
            json: #"{"level":"warning","message":"slow feed","fields":{"ms":812,"feed":"gates"}}"#)
        try checkCoding(LogNotification(level: .debug, message: "hi"), json: #"{"level":"debug","message":"hi"}"#)
        #expect(LogNotification.Level.debug < .error)
    }

    @Test func unknownMembersAreIgnored() throws {
        let json: JSONValue = ["width": 375, "experimental": ["x": true]]
        #expect(try JSONValueDecoder().decode(CellHeightRequest.self, from: json) == CellHeightRequest(width: 375))
    }
}
