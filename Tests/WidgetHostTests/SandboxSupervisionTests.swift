import CWidgetSpawn
import Foundation
import Testing
import WidgetJSON
import WidgetProcess
import WidgetTestSupport

@testable import WidgetHost

extension ProcessTests {
    /// The sandbox a widget runs in, as the supervisor shows it: the snapshot, the flight
    /// recorder's `sandbox` record, and a required sandbox the kernel cannot give.
    @Suite(.serialized)
    struct SandboxSupervisionTests {
        @Test func eachRunsSandboxIsInTheSnapshotAndRecordedAfterItsSpawn() async throws {
            let harness = try Harness("sandbox-record")
            let widget = try await harness.startReady(hostileEntry("boxed", mode: "healthy"))
            let report = try #require(await widget.snapshot.sandbox)
            #expect(report.mode == .on)
            #expect(report.grants.write.contains(harness.directory + "/data/boxed"))
            if cws_landlock_abi() >= 6 { #expect(report.missing.isEmpty, "\(report.summary)") }

            let records = await harness.records().filter { $0["widget"]?.stringValue == "boxed" }
            let kinds = records.compactMap { $0["kind"]?.stringValue }
            let spawned = try #require(kinds.firstIndex(of: "spawned"))
            #expect(kinds.dropFirst(spawned + 1).first == "sandbox", "right after its spawn: \(kinds)")
            let record = try #require(records.first { $0["kind"]?.stringValue == "sandbox" })
            #expect(record["mode"]?.stringValue == "on")
            #expect(record["guarantees"]?.arrayValue?.count == report.applied.count)
            #expect(record["write"]?.arrayValue?.contains(.string(harness.directory + "/data/boxed")) == true)
            #expect(record["network"] == .array([]))
            #expect(record["text"]?.stringValue == report.summary)
            await widget.stop()
        }

        /// `"sandbox": "required"` on a kernel without signal scoping (emulated): the widget is
        /// failed, saying which guarantee is missing and what it needs; it never runs.
        @Test func aRequiredSandboxTheKernelCannotGiveFailsTheWidget() async throws {
            let harness = try Harness("sandbox-required")
            var entry = hostileEntry("strict", mode: "healthy")
            entry.sandbox = SandboxPolicy(mode: .required, landlockABILimit: 3)
            let widget = harness.supervisor(entry)
            await widget.start()
            let status = await expectStatus(widget) { if case .failed = $0 { return true } else { return false } }
            guard case .failed(let reason)? = status else { return }
            #expect(reason.contains("signals (needs Landlock ABI 6"), "\(reason)")
            #expect(await harness.records(widget: "strict", kind: "spawnFailed").count == 1)
            #expect(await harness.records(widget: "strict", kind: "spawned").isEmpty)
        }

        /// The host's `--sandbox off` wins over a manifest's `required`, and is recorded as off.
        @Test func theHostsOffWinsAndIsRecorded() async throws {
            let harness = try Harness("sandbox-off") { $0.launcher = ProcessLauncher(sandboxMode: .off) }
            var entry = hostileEntry("loose", mode: "healthy")
            entry.sandbox.mode = .required
            let widget = try await harness.startReady(entry)
            #expect(await widget.snapshot.sandbox?.mode == .off)
            #expect(await widget.snapshot.sandbox?.applied.isEmpty == true)
            let record = await harness.records(widget: "loose", kind: "sandbox").first
            #expect(record?["mode"]?.stringValue == "off")
            #expect(record?["text"]?.stringValue?.hasPrefix("sandbox off") == true)
            await widget.stop()
        }
    }
}
