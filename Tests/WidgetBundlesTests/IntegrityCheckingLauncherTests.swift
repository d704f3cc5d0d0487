import Foundation
import Synchronization
import Testing
import WidgetHost
import WidgetProcess

@testable import WidgetBundles

/// Before each start of an installed widget: its files against the record, the launch refused
/// with the changed files named, and the configuration taken from the record as it is then.
@Suite struct IntegrityCheckingLauncherTests {
    /// A base launcher that records what it was asked to start and then refuses, so no process is needed.
    final class RecordingLauncher: WidgetLauncher {
        let launched = Mutex<[LaunchConfiguration]>([])

        func launch(
            _ configuration: LaunchConfiguration, outboundLimit: Int, stderrMaxLineBytes: Int
        ) async throws(LaunchError)
            -> any LaunchedWidget
        {
            launched.withLock { $0.append(configuration) }
            throw .refused("the base launcher was reached")
        }
    }

    func configuration(id: String, in store: InstallStore? = nil) -> LaunchConfiguration {
        LaunchConfiguration(
            executable: "/bin/true", environment: ["WIDGET_ID": id], workingDirectory: store?.folder(of: id),
            sandbox: SandboxPolicy(mode: .on))
    }

    func reason(_ body: () async throws(LaunchError) -> Void) async -> String? {
        do throws(LaunchError) {
            try await body()
            return nil
        } catch {
            if case .refused(let reason) = error { return reason }
            return "\(error)"
        }
    }

    @Test func anIntactWidgetStartsAsItsRecordSays() async throws {
        try await BundleFixtures.withFolder { scratch in
            let store = InstallStore(root: scratch + "/store")
            try BundleFixtures.makeBundle(at: scratch + "/src", ["permissions": #"{"read": ["/usr/share/zoneinfo"], "network": [443]}"#])
            let lock = try store.lock()
            let installed = try store.commit(
                try store.stage(scratch + "/src", holding: lock), source: "src", checkSkipped: false, holding: lock)
            let base = RecordingLauncher()
            let launcher = IntegrityCheckingLauncher(
                store: store, base: base, hostEnvironment: ["PATH": "/usr/bin:/bin"])
            let said = await reason { () async throws(LaunchError) in
                _ = try await launcher.launch(configuration(id: "hello", in: store), outboundLimit: 1, stderrMaxLineBytes: 1)
            }
            #expect(said == "the base launcher was reached")
            let started = try #require(base.launched.withLock { $0.first })
            #expect(started.workingDirectory == installed.folder)
            #expect(started.arguments == ["main.py"])
            #expect(started.executable.hasSuffix("/python3"))
            #expect(started.sandbox.ownFolders == [installed.folder])
            #expect(started.sandbox.read == ["/usr/share/zoneinfo"])
            #expect(started.sandbox.connectPorts == [443])
        }
    }

    @Test func anEditedWidgetIsRefusedNamingTheFileAndNeverStarted() async throws {
        try await BundleFixtures.withFolder { scratch in
            let store = InstallStore(root: scratch + "/store")
            try BundleFixtures.makeBundle(at: scratch + "/src")
            let lock = try store.lock()
            let installed = try store.commit(
                try store.stage(scratch + "/src", holding: lock), source: "/b/hello.tar.gz", checkSkipped: false, holding: lock)
            try "print('not what you approved')\n".write(toFile: installed.folder + "/main.py", atomically: true, encoding: .utf8)
            let base = RecordingLauncher()
            let launcher = IntegrityCheckingLauncher(store: store, base: base, hostEnvironment: [:])
            for _ in 0..<2 {
                let said = await reason { () async throws(LaunchError) in
                    _ = try await launcher.launch(configuration(id: "hello", in: store), outboundLimit: 1, stderrMaxLineBytes: 1)
                }
                #expect(said?.contains("its installed files changed since you approved them: main.py (changed)") == true, "\(said ?? "")")
                #expect(said?.contains("'widgets install /b/hello.tar.gz'") == true)
            }
            #expect(base.launched.withLock { $0.isEmpty })
        }
    }

    @Test func aWidgetNotFromTheStorePassesThroughAndARemovedOneIsRefused() async throws {
        try await BundleFixtures.withFolder { scratch in
            let store = InstallStore(root: scratch + "/store")
            let base = RecordingLauncher()
            let launcher = IntegrityCheckingLauncher(store: store, base: base, hostEnvironment: [:])
            let passed = await reason { () async throws(LaunchError) in
                _ = try await launcher.launch(configuration(id: "from-a-manifest"), outboundLimit: 1, stderrMaxLineBytes: 1)
            }
            #expect(passed == "the base launcher was reached")
            #expect(base.launched.withLock { $0.first?.executable } == "/bin/true")
            let gone = await reason { () async throws(LaunchError) in
                _ = try await launcher.launch(configuration(id: "gone", in: store), outboundLimit: 1, stderrMaxLineBytes: 1)
            }
            #expect(gone?.contains("No widget \"gone\" is installed") == true, "\(gone ?? "")")
        }
    }
}
