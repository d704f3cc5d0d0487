import Testing

@testable import WidgetProcess

/// Which `TMPDIR` a widget's environment may name for the watchdog to count.
@Suite struct PrivateTemporaryFolderTests {
    @Test(arguments: [
        ("/tmp/widget-clock.a1B2c3", true), ("/tmp/widget-clock.a1B2c", false), ("/tmp/widget-clock.a1B2c3d", false),
        ("/tmp/widget-clock./../x", false), ("/tmp/widget-other.a1B2c3", false), ("/", false), ("/tmp/x/widget-clock.a1B2c3", false),
        ("/tmp/widget-clock.a1/2c3", false),
    ])
    func onlyTheSentinelsFolderForThisWidgetIsAccepted(path: String, accepted: Bool) {
        #expect(PrivateTemporaryFolder.accepts(path, parent: "/tmp", widgetID: "clock") == accepted)
    }
}
