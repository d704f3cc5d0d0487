import Testing
import WidgetProcess
import WidgetTestSupport

@testable import widgets

/// `--permit` reads as a manifest's `permissions` do: paths to read and write, ports to connect
/// to; a value of any other shape is a usage error before any widget starts.
@Suite struct SandboxPermitsTests {
    @Test func grantsAreReadInOrderAndRelativePathsFromTheCurrentFolder() {
        let permits = SandboxPermits(
            ["read=/srv/maps", "network=443", "write=cache", "read=${dataDir}/shared", "network=8080"], currentDirectory: "/home/u/widget")
        #expect(permits.read == ["/srv/maps", "${dataDir}/shared"])
        #expect(permits.write == ["/home/u/widget/cache"])
        #expect(permits.connectPorts == [443, 8080])
    }

    @Test(arguments: ["read", "read=", "write=", "network=0", "network=65536", "network=https", "exec=/bin", "=/srv", "/srv/maps"])
    func aValueOfAnotherShapeIsNoGrant(value: String) {
        #expect(SandboxPermits.Grant(value) == nil)
    }

    @Test func theGrantsAddToThePolicyAndKeepItsMode() {
        let base = SandboxPolicy(mode: .required, read: ["/a"], ownFolders: ["/w"])
        let policy = SandboxPermits(["read=/b", "write=/c", "network=443"], currentDirectory: "/").applied(to: base)
        #expect(policy.mode == .required)
        #expect(policy.read == ["/a", "/b"])
        #expect(policy.write == ["/c"])
        #expect(policy.connectPorts == [443])
        #expect(policy.ownFolders == ["/w"])
    }

    @Test func aMalformedPermitIsAUsageError() async throws {
        let run = try await CLIRunner.run(["check", "--permit", "network=https", "--", "/bin/true"])
        #expect(run.status == 64)
        #expect(
            run.stderr.contains("--permit must be read=<path>, write=<path>, network=<port 1-65535> or processes=<count 1-4096>"),
            "\(run.stderr)")
    }
}
