import SDKTestWidgets
import Testing
import WidgetSDK

/// Requests in the wrong state get the documented codes (spec §2), in-process.
@Suite(.timeLimit(.minutes(2)))
struct LifecycleTests {
    @Test func wrongStateRequestsGetTheDocumentedCodes() async throws {
        let peer = HostPeer.inProcess("failing-checklist")
        // Before initialize: everything, even an unknown method, is -32002.
        #expect(try await peer.call("h-1", "cellHeight", ["width": 375]).reply?.errorCode == -32002)
        let early = try await peer.call("h-2", "fetchWeather").reply
        #expect(early?.errorCode == -32002)
        #expect(early?["error"]?["data"]?["method"] == "fetchWeather")
        // No common version: -32005 with ours, and still not initialized.
        var newer = Samples.initializeParams
        if case .object(var object) = newer {
            object["protocolVersion"] = "2.0"
            object["supportedVersions"] = ["2.0"]
            newer = .object(object)
        }
        let version = try await peer.call("h-3", "initialize", newer).reply
        #expect(version?.errorCode == -32005)
        #expect(version?["error"]?["data"]?["supportedVersions"] == ["1.2", "1.1", "1.0"])
        #expect(try await peer.call("h-4", "init", try Samples.tripInit()).reply?.errorCode == -32002)

        let initialized = try await peer.call("h-5", "initialize", Samples.initializeParams).reply
        #expect(initialized?["result"]?["protocolVersion"] == "1.0")
        #expect(try await peer.call("h-6", "initialize", Samples.initializeParams).reply?.errorCode == -32003)
        for (index, method) in ["cellHeight", "configureCell", "viewController", "action"].enumerated() {
            let params: JSONValue = method == "action" ? ["id": "x", "source": "cell"] : ["width": 375, "sizeClass": "compact"]
            #expect(try await peer.call("h-s\(index)", method, params).reply?.errorCode == -32003, "\(method) before init")
        }
        let unknown = try await peer.call("h-7", "fetchWeather").reply
        #expect(unknown?.errorCode == -32601)
        #expect(unknown?["error"]?["data"]?["method"] == "fetchWeather")
        let airport = try await peer.call("h-8", "init", try Samples.airportInit()).reply
        #expect(airport?.errorCode == -32004)
        #expect(airport?["error"]?["data"]?["dashboard"] == "airport")
        #expect(try await peer.call("h-9", "prepareData").reply?["result"] == [:])
        #expect(try await peer.call("h-10", "init", try Samples.tripInit()).reply?["result"] == ["canBeDisplayed": true])
        // One process serves one dashboard instance: a second init is a state error (§2).
        #expect(try await peer.call("h-10b", "init", try Samples.tripInit()).reply?.errorCode == -32003)
        let bad = try await peer.call("h-11", "cellHeight", ["width": "wide"]).reply
        #expect(bad?.errorCode == -32602)
        #expect(bad?["error"]?["data"]?["pointer"] == "/width")
        #expect(try await peer.call("h-12", "action", ["id": "nope", "source": "cell"]).reply?["error"]?["data"] == ["id": "nope"])
        #expect(try await peer.call("h-13", "shutdown").reply?["result"] == [:])
        for (index, method) in ["cellHeight", "initialize", "init", "fetchWeather", "shutdown"].enumerated() {
            #expect(
                try await peer.call("h-z\(index)", method, Samples.initializeParams).reply?.errorCode == -32009, "\(method) after shutdown")
        }
        peer.closeInput()
        await peer.waitForWidget()
    }

    @Test func aOnePointOneHostGetsOnePointOneAndAnOnePointZeroHostOnePointZero() async throws {
        for (offered, chosen) in [(["1.2", "1.1", "1.0"], "1.2"), (["1.1", "1.0"], "1.1"), (["1.0"], "1.0")] {
            let peer = HostPeer.inProcess("failing-checklist")
            var params = Samples.initializeParams
            if case .object(var object) = params {
                object["protocolVersion"] = .string(offered[0])
                object["supportedVersions"] = .array(offered.map { .string($0) })
                params = .object(object)
            }
            #expect(try await peer.call("h-1", "initialize", params).reply?["result"]?["protocolVersion"] == .string(chosen))
            peer.closeInput()
            await peer.waitForWidget()
        }
    }

    /// A widget answering `.fit` gets "fit" on the wire only in a 1.2 session; the test widget
    /// asks `dashboard.canFitContent` and answers points to an older host.
    @Test(arguments: [(["1.2", "1.1", "1.0"], "fit"), (["1.1", "1.0"], 120), (["1.0"], 120)] as [([String], JSONValue)])
    func fitIsOnlyForASessionThatSpeaksIt(offered: [String], height: JSONValue) async throws {
        let peer = HostPeer.inProcess("gate-change")
        var params = Samples.initializeParams
        if case .object(var object) = params {
            object["protocolVersion"] = .string(offered[0])
            object["supportedVersions"] = .array(offered.map { .string($0) })
            params = .object(object)
        }
        #expect(try await peer.call("h-1", "initialize", params).reply?["result"]?["protocolVersion"] == .string(offered[0]))
        #expect(try await peer.call("h-2", "init", try Samples.tripInit()).reply?["result"] == ["canBeDisplayed": true])
        #expect(try await peer.call("h-3", "cellHeight", ["width": 320]).reply?["result"] == ["height": height])
        peer.closeInput()
        await peer.waitForWidget()
    }
}
