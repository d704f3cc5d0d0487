import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetHost

extension ProcessTests {
    /// One lookup of a widget's command, for loading and spawning alike.
    @Suite struct CommandLookupTests {
        /// The manifest is loaded with a PATH that finds the program; the supervisor's host
        /// environment has another PATH that does not: what the loader found is what runs.
        @Test func aCommandFoundWhenLoadingRunsWhateverPathTheSupervisorHas() async throws {
            let bin = temporaryDirectory("lookup-bin")
            try FileManager.default.createSymbolicLink(atPath: bin + "/lookup-widget", withDestinationPath: hostileFixture("widget.py"))
            let json = #"{"widgets": [{"id": "lookup", "command": ["lookup-widget", "healthy"], "dashboards": ["trip"]}]}"#
            let manifest = ManifestLoader.parse(
                Array(json.utf8), file: "widgets.json", directory: bin, environment: ["PATH": bin + ":/usr/local/bin:/usr/bin:/bin"])
            var entry = try #require(manifest.entries.first)
            entry.deadlines = ["initialize": .seconds(8), "init": .seconds(5)]
            let harness = try Harness("lookup")
            #expect(harness.options.hostEnvironment["PATH"]?.contains(bin) == false)
            let widget = try await harness.startReady(entry)
            await widget.stop()
        }

        /// A command that is not there loads as a warning, and its widget fails to start
        /// saying why, with the same lookup.
        @Test func aMissingCommandLoadsAndFailsToStartWithTheReason() async throws {
            let json = #"{"widgets": [{"id": "nowhere", "command": ["no-such-widget-program"], "dashboards": ["trip"]}]}"#
            let manifest = ManifestLoader.parse(
                Array(json.utf8), file: "widgets.json", directory: "/tmp", environment: ["PATH": "/usr/bin:/bin"])
            #expect(manifest.warnings.count == 1)
            let entry = try #require(manifest.entries.first)
            let harness = try Harness("lookup-missing")
            let widget = harness.supervisor(entry)
            await widget.start()
            guard case .failed(let reason) = await widget.status else {
                Issue.record("expected failed, got \(await widget.status)")
                return
            }
            #expect(reason.contains("no-such-widget-program"), "\(reason)")
            await widget.stop()
        }
    }
}
