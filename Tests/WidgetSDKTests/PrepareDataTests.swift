import SDKTestWidgets
import Testing
import WidgetSDK

/// `prepareData()` runs when a widget implements it, declared or not, exactly once (issue 11: no
/// silent opt-in that makes an implemented method never run).
@Suite(.serialized, .timeLimit(.minutes(1)))
struct PrepareDataTests {
    @Test func anUndeclaredPrepareDataStillRunsOnceBeforeInit() async throws {
        let peer = HostPeer.inProcess("preparing")
        let info = try await peer.call("h-1", "initialize", Samples.initializeParams).reply
        #expect(info?["result"]?["capabilities"] == [:], "nothing declared")
        _ = try await peer.call("h-2", "init", try Samples.tripInit())
        #expect(try await peer.call("h-3", "cellHeight", ["width": 375]).reply?["result"]?["height"] == 100)
        peer.closeInput()
        await peer.waitForWidget()
    }

    @Test func aDeclaredPrepareDataRunsOnTheHostsRequestAndNotAgainAtInit() async throws {
        let peer = HostPeer.inProcess("declared-preparing")
        _ = try await peer.call("h-1", "initialize", Samples.initializeParams)
        #expect(try await peer.call("h-2", "prepareData").reply?["result"] == [:])
        _ = try await peer.call("h-3", "init", try Samples.tripInit())
        #expect(try await peer.call("h-4", "cellHeight", ["width": 375]).reply?["result"]?["height"] == 100)
        peer.closeInput()
        await peer.waitForWidget()
    }
}
