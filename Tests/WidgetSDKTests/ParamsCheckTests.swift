import Testing
import WidgetSDK

/// README §3 "What a widget checks": the SDK answers -32602 with a pointer for every member the
/// table lists, before the method's own errors, and (allowed, not required) deeper ones too.
@Suite(.timeLimit(.minutes(2)))
struct ParamsCheckTests {
    static func replacing(_ params: JSONValue, _ key: String, with value: JSONValue?) -> JSONValue {
        guard case .object(var object) = params else { return params }
        object[key] = value
        return .object(object)
    }

    @Test func initializeAndInitAreCheckedBeforeAnythingElse() async throws {
        let peer = HostPeer.inProcess("failing-checklist")  // a trip widget
        func pointer(_ id: String, _ method: String, _ params: JSONValue) async throws -> JSONValue? {
            let reply = try await peer.call(id, method, params).reply
            #expect(
                reply?.errorCode == -32602, "\(method) \(params.serializedString().prefix(80)): \(reply?.serializedString() ?? "no reply")")
            return reply?["error"]?["data"]?["pointer"]
        }
        let initialize = Samples.initializeParams
        #expect(
            try await pointer("h-1", "initialize", Self.replacing(initialize, "supportedVersions", with: "1.1")) == "/supportedVersions")
        #expect(try await pointer("h-2", "initialize", Self.replacing(initialize, "protocolVersion", with: nil)) == "/protocolVersion")
        #expect(try await peer.call("h-3", "initialize", initialize).reply?["result"] != nil, "a failed initialize left it new")

        let trip = try Samples.tripInit()
        #expect(try await pointer("h-4", "init", ["dashboard": "hotel"]) == "/dashboard")
        #expect(try await pointer("h-5", "init", Self.replacing(trip, "trip", with: nil)) == "/trip")
        #expect(try await pointer("h-6", "init", Self.replacing(trip, "flight", with: "BA117")) == "/flight")
        #expect(try await pointer("h-7", "init", ["dashboard": "airport"]) == "/airport", "params before -32004")
        let untitled = Self.replacing(trip, "trip", with: Self.replacing(trip["trip"]!, "title", with: nil))
        #expect(try await pointer("h-8", "init", untitled) == "/trip/title", "deeper members: the SDK checks them too")
        #expect(try await peer.call("h-9", "init", try Samples.airportInit()).reply?.errorCode == -32004)
        #expect(try await peer.call("h-10", "init", trip).reply?["result"] == ["canBeDisplayed": true])
        peer.closeInput()
        await peer.waitForWidget()
    }
}
