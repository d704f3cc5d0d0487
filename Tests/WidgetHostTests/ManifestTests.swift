import Foundation
import Testing

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
        #expect(manifest.entries.map(\.id) == ["ok"])
        let pointers = manifest.errors.map(\.pointer)
        #expect(
            pointers == [
                "/widgets/1/command", "/widgets/2/command", "/widgets/3/dashbaords", "/widgets/4/id",
                "/widgets/5/command/0", "/widgets/6/deadlines/cellHieght",
            ])
        let text = manifest.errors[2].description
        #expect(text.contains("widgets.json at /widgets/3/dashbaords") && text.contains("unknown key") && text.contains("remove it"))
        #expect(manifest.errors[3].description.contains("already used by /widgets/0"))
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
}
