import Foundation
import Testing
import WidgetProcess
import WidgetProtocol

@testable import WidgetHost

@Suite struct ManifestTests {
    func load(_ json: String) -> WidgetManifest {
        let directory = temporaryDirectory("manifest")
        let path = directory + "/widgets.json"
        try? json.write(toFile: path, atomically: true, encoding: .utf8)
        try? FileManager.default.createSymbolicLink(atPath: directory + "/widget.py", withDestinationPath: hostileFixture("widget.py"))
        return ManifestLoader.load(path: path, environment: ["PATH": "/usr/bin:/bin"])
    }

    @Test func loadsAFullEntryResolvingTheCommandAgainstTheManifestFolder() throws {
        let manifest = load(
            """
            {"widgets": [{"id": "gate", "command": ["./widget.py", "healthy"], "dashboards": ["trip"],
              "environment": {"GATE_MODE": "fast"}, "deadlines": {"cellHeight": 250},
              "restart": {"policy": "transient", "initialDelayMs": 0, "maxRestarts": 2, "windowMs": 1000},
              "limits": {"cpuSeconds": 5}, "stop": {"terminateGraceMs": 100}, "notifications": {"perSecond": 5, "burst": 10}}]}
            """)
        #expect(manifest.errors.isEmpty)
        let entry = try #require(manifest.entries.first)
        #expect(entry.executable.hasSuffix("/widget.py") && entry.executable.hasPrefix("/"))
        #expect(entry.arguments == ["healthy"])
        #expect(entry.dashboards == [.trip])
        #expect(entry.deadline(for: "cellHeight") == .milliseconds(250))
        #expect(entry.deadline(for: "configureCell") == .seconds(2))
        #expect(entry.restart.restart == .transient && entry.restart.backoff.initial == .zero)
        #expect(entry.restart.intensity == RestartIntensity(maximumRestarts: 2, window: .seconds(1)))
        #expect(entry.limits.cpuSeconds == 5 && entry.stop.afterTerminateGrace == .milliseconds(100))
        #expect(entry.notificationBurst == 10)
    }

    @Test func brokenEntriesAreReportedWithPointersWhileValidOnesLoad() {
        let manifest = load(
            """
            {"widgets": [
              {"id": "ok", "command": ["./widget.py"], "dashboards": ["airport"]},
              {"id": "no-command", "dashboards": ["trip"]},
              {"id": "wrong-type", "command": "widget.py", "dashboards": ["trip"]},
              {"id": "typo", "command": ["./widget.py"], "dashboards": ["trip"], "dashbaords": []},
              {"id": "ok", "command": ["./widget.py"], "dashboards": ["trip"]},
              {"id": "missing", "command": ["./nowhere"], "dashboards": ["trip"]},
              {"id": "bad-deadline", "command": ["./widget.py"], "dashboards": ["trip"], "deadlines": {"cellHieght": 5}}
            ]}
            """)
        // A program that is not there is a warning: its widget loads, and fails to start.
        #expect(manifest.entries.map(\.id) == ["ok", "missing"])
        let pointers = manifest.errors.map(\.pointer)
        #expect(
            pointers == [
                "/widgets/1/command", "/widgets/2/command", "/widgets/3/dashbaords", "/widgets/4/id", "/widgets/6/deadlines/cellHieght",
            ])
        #expect(manifest.warnings.map(\.pointer) == ["/widgets/5/command/0"])
        #expect(manifest.warnings.first?.description.contains("does not exist") == true)
        let text = manifest.errors[2].description
        #expect(text.contains("widgets.json at /widgets/3/dashbaords") && text.contains("unknown key") && text.contains("remove it"))
        #expect(manifest.errors[3].description.contains("already used by /widgets/0"))
    }

    /// One lookup: a bare command is searched in the PATH the widget gets (its own, else the
    /// host's) and becomes the absolute path found, which spawning runs as it is.
    @Test func aBareCommandIsFoundInTheWidgetsOwnPathElseTheHostsAndMadeAbsolute() throws {
        let bin = temporaryDirectory("manifest-bin")
        try FileManager.default.createSymbolicLink(atPath: bin + "/path-widget", withDestinationPath: hostileFixture("widget.py"))
        let json = { (environment: String) in
            """
            {"widgets": [{"id": "w", "command": ["path-widget", "healthy"], "dashboards": ["trip"]\(environment)}]}
            """
        }
        let directory = temporaryDirectory("manifest-path")
        func load(_ text: String, hostPath: String) -> WidgetManifest {
            ManifestLoader.parse(Array(text.utf8), file: "widgets.json", directory: directory, environment: ["PATH": hostPath])
        }
        let fromHost = load(json(""), hostPath: "/usr/bin:" + bin)
        #expect(fromHost.entries.first?.executable == bin + "/path-widget")
        #expect(fromHost.warnings.isEmpty && fromHost.errors.isEmpty)
        let fromWidget = load(json(#", "environment": {"PATH": "\#(bin)"}"#), hostPath: "/usr/bin:/bin")
        #expect(fromWidget.entries.first?.executable == bin + "/path-widget")
        let missing = load(json(""), hostPath: "/usr/bin:/bin")
        #expect(missing.entries.first?.executable == "path-widget", "kept as written: spawning says it is not found")
        #expect(missing.warnings.first?.description.contains("\"path-widget\" was not found in PATH (/usr/bin:/bin)") == true)
    }

    @Test func anUnreadableOrNonJSONFileIsOneError() {
        let notJSON = load("{\"widgets\": [")
        #expect(notJSON.entries.isEmpty && notJSON.errors.count == 1 && notJSON.errors[0].pointer == "")
        let missing = ManifestLoader.load(path: "/nonexistent/widgets.json")
        #expect(missing.errors.first?.description.contains("cannot be read") == true)
        let noWidgets = load("{\"widget\": []}")
        #expect(noWidgets.errors.map(\.pointer) == ["/widget", "/widgets"])
    }

    @Test(arguments: ["examples/widgets.json", "starter/widgets.json"])
    func theManifestsInProtocolLoadAndStayInsideIt(file: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("protocol").standardized.path
        let manifest = ManifestLoader.load(path: folder + "/" + file, environment: ["PATH": "/usr/bin:/bin"])
        #expect(manifest.errors.isEmpty, "\(manifest.errors)")
        #expect(!manifest.entries.isEmpty)
        // Everything a protocol/ manifest runs lives in protocol/ (README §11, issue 12).
        for entry in manifest.entries {
            let paths = ([entry.executable] + entry.arguments).filter { $0.hasPrefix("/") && !$0.hasPrefix("/usr/") }
            #expect(!paths.isEmpty && paths.allSatisfy { $0.hasPrefix(folder + "/") }, "\(entry.id) runs \(paths)")
        }
    }

    @Test func manifestDirIsExpandedInArgumentsWorkingDirectoryAndEnvironment() throws {
        let manifest = load(
            """
            {"widgets": [{"id": "w", "command": ["${manifestDir}/widget.py", "--data=${manifestDir}/data", "$HOME", "cost: $$5"],
              "workingDirectory": "${manifestDir}", "environment": {"W_DIR": "${manifestDir}"}, "dashboards": ["trip"]}]}
            """)
        #expect(manifest.errors.isEmpty, "\(manifest.errors)")
        let entry = try #require(manifest.entries.first)
        let folder = URL(fileURLWithPath: entry.executable).deletingLastPathComponent().path
        #expect(entry.executable == folder + "/widget.py" && folder.hasPrefix("/"))
        #expect(entry.arguments == ["--data=\(folder)/data", "$HOME", "cost: $5"])
        #expect(entry.workingDirectory == folder && entry.environment["W_DIR"] == folder)
    }

    @Test(arguments: ["${HOME}/widget.py", "${manifestDir/widget.py"])
    func anyOtherVariableIsAnError(argument: String) {
        let manifest = load(
            """
            {"widgets": [{"id": "w", "command": ["./widget.py", "\(argument)"], "dashboards": ["trip"]}]}
            """)
        #expect(manifest.entries.isEmpty)
        #expect(manifest.errors.map(\.pointer) == ["/widgets/0/command/1"])
    }

    // MARK: - Sandbox

    @Test func permissionsAndTheSandboxSwitchAreRead() throws {
        let manifest = load(
            """
            {"widgets": [{"id": "w", "command": ["./widget.py"], "dashboards": ["trip"], "sandbox": "required",
              "permissions": {"read": ["${manifestDir}/maps", "shared", "/srv/tiles"], "write": ["${dataDir}/cache", "${dataDir}"],
                              "network": [443, 8080]}}]}
            """)
        #expect(manifest.errors.isEmpty, "\(manifest.errors)")
        let entry = try #require(manifest.entries.first)
        let folder = URL(fileURLWithPath: entry.executable).deletingLastPathComponent().path
        #expect(entry.sandbox.mode == .required)
        #expect(entry.sandbox.read == [folder + "/maps", folder + "/shared", "/srv/tiles"])
        #expect(entry.sandbox.write == ["${dataDir}/cache", "${dataDir}"])
        #expect(entry.sandbox.connectPorts == [443, 8080])
        #expect(entry.sandbox.ownFolders == [folder], "the manifest's folder is the widget's own")

        let plain = try #require(load(#"{"widgets": [{"id": "w", "command": ["./widget.py"], "dashboards": ["trip"]}]}"#).entries.first)
        #expect(
            plain.sandbox.mode == .on && plain.sandbox.read.isEmpty && plain.sandbox.write.isEmpty && plain.sandbox.connectPorts.isEmpty)
    }

    @Test func badPermissionsAreErrorsWithPointers() {
        let manifest = load(
            """
            {"widgets": [{"id": "w", "command": ["./widget.py"], "dashboards": ["trip"], "sandbox": "off",
              "permissions": {"read": ["${dataDir}/../other", "${HOME}/x", 7, "/a/${dataDir}"], "write": "/tmp",
                              "network": [0, 65536, "443"], "exec": []}}]}
            """)
        #expect(manifest.entries.isEmpty)
        #expect(
            Set(manifest.errors.map(\.pointer)) == [
                "/widgets/0/sandbox", "/widgets/0/permissions/exec", "/widgets/0/permissions/read/0", "/widgets/0/permissions/read/1",
                "/widgets/0/permissions/read/2", "/widgets/0/permissions/read/3", "/widgets/0/permissions/write",
                "/widgets/0/permissions/network/0", "/widgets/0/permissions/network/1", "/widgets/0/permissions/network/2",
            ])
        let off = manifest.errors.first { $0.pointer == "/widgets/0/sandbox" }
        #expect(off?.description.contains("--sandbox off") == true, "says how to debug without it: \(String(describing: off))")
    }

    @Test func theHostsSandboxModeWinsWhenStricterOrOff() {
        #expect(SandboxPolicy.Mode.effective(host: .on, widget: .required) == .required)
        #expect(SandboxPolicy.Mode.effective(host: .required, widget: .on) == .required)
        #expect(SandboxPolicy.Mode.effective(host: .off, widget: .required) == .off)
        #expect(SandboxPolicy.Mode.effective(host: .on, widget: .on) == .on)
    }

    @Test func theGuaranteesAnOlderKernelLacks() {
        #expect(SandboxPolicy.missing(landlockABI: 7).isEmpty)
        #expect(SandboxPolicy.missing(landlockABI: 5) == [.signals])
        #expect(SandboxPolicy.missing(landlockABI: 3, connectsTCP: true) == [.network, .signals])
        #expect(SandboxPolicy.missing(landlockABI: 2) == [.files, .signals])
        #expect(SandboxPolicy.missing(landlockABI: 0) == [.files, .signals, .ptrace])
    }
}
