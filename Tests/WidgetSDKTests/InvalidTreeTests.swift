import SDKTestWidgets
import Testing
import WidgetSDK

/// A tree that breaks a rule is never sent: the host gets -32006 with a pointer.
@Suite(.timeLimit(.minutes(2)))
struct InvalidTreeTests {
    @Test func invalidTreesAreAnsweredWithPointersAndNeverSent() async throws {
        let peer = HostPeer.inProcess("invalid-tree")
        _ = try await peer.call("h-1", "initialize", Samples.initializeParams)
        _ = try await peer.call("h-2", "init", try Samples.tripInit())

        let (cell, cellNotes) = try await peer.call("h-3", "configureCell", ["width": 375])
        #expect(cell?.errorCode == -32006)
        #expect(cell?["error"]?["data"]?["pointer"] == "/cell/content/children/1/children/1/label")
        #expect(cell?["result"] == nil)

        let (controller, controllerNotes) = try await peer.call("h-4", "viewController", ["width": 375, "sizeClass": "compact"])
        #expect(controller?.errorCode == -32006)
        #expect(controller?["error"]?["data"]?["pointer"] == "/content/value")

        // The broken presentation is dropped; the widget's log says it was not sent.
        let (reply, actionNotes) = try await peer.call("h-5", "action", ["id": "present-broken", "source": "cell"])
        #expect(reply?["result"] == [:])
        var after: [JSONValue] = cellNotes + controllerNotes + actionNotes
        // Held notifications follow the reply; read until the widget's own log line arrives
        // (after stdin closes, notifications can no longer be sent).
        func sawPresentedLog() -> Bool { after.contains { $0["params"]?["fields"]?["sent"] != nil } }
        while !sawPresentedLog(), let line = await peer.next() { after.append(line) }
        peer.closeInput()
        while let line = await peer.next() { after.append(line) }
        #expect(!after.contains { $0["method"] == "presentWidgetController" })
        #expect(after.contains { $0["method"] == "log" && $0["params"]?["fields"]?["sent"] == false })
        // Each rejection is also logged with the pointer and the node.
        let logged = after.filter { $0["method"] == "log" && $0["params"]?["level"] == "error" }
        #expect(logged.contains { $0["params"]?["fields"]?["node"]?.stringValue?.contains("unlabelled-plane") == true })
    }

    @Test func theDiagnosticNamesTheEnclosingNode() throws {
        let cell = Cell {
            VStack {
                Text("a"); Image(symbol: "airplane", label: "").id("plane")
            }
        }
        let json = try JSONValueEncoder().encode(cell)
        let node = try #require(TreeDiagnosticsProbe.enclosingNode("/content/children/1/label", json))
        #expect(node.contains("image") && node.contains("plane"))
    }
}
