import Foundation
import Testing
import WidgetProcess

@testable import WidgetHost

/// The tree-wide budgets and the per-file limit in a manifest's `limits` (`protocol/manifest.md`,
/// "Budgets").
@Suite struct ManifestBudgetTests {
    func load(_ limits: String, permissions: String = "{}") -> WidgetManifest {
        let json = """
            {"widgets": [{"id": "w", "command": ["/bin/sh"], "dashboards": ["trip"], "limits": \(limits),
              "permissions": \(permissions)}]}
            """
        return ManifestLoader.parse(Array(json.utf8), file: "widgets.json", directory: "/tmp", environment: ["PATH": "/usr/bin:/bin"])
    }

    @Test func noLimitsIsTheDefaultBudgetAndFileSize() throws {
        let manifest = load("{}")
        let entry = try #require(manifest.entries.first)
        #expect(entry.treeBudget == ResourceBudget())
        #expect(entry.treeBudget.memoryBytes == 256 << 20 && entry.treeBudget.processes == 32)
        #expect(entry.treeBudget.cpuTime == .seconds(9) && entry.treeBudget.cpuWindow == .seconds(10))
        #expect(entry.treeBudget.diskBytes == 64 << 20)
        #expect(entry.limits.fileBytes == 64 << 20)
    }

    @Test func theProcessesGrantIsAddedToTheTreesProcesses() throws {
        let defaults = try #require(load("{}", permissions: #"{"processes": 8}"#).entries.first)
        #expect(defaults.treeBudget.processes == 40)
        let named = try #require(load(#"{"treeProcesses": 10}"#, permissions: #"{"processes": 8}"#).entries.first)
        #expect(named.treeBudget.processes == 18)
    }

    @Test func everyBudgetCanBeNamed() throws {
        let manifest = load(
            #"{"memoryBytes": 1073741824, "treeProcesses": 4, "cpuPercent": 150, "cpuWindowMs": 20000, "diskBytes": 1048576, "fileBytes": 4096}"#
        )
        #expect(manifest.errors.isEmpty)
        let entry = try #require(manifest.entries.first)
        #expect(
            entry.treeBudget
                == ResourceBudget(memoryBytes: 1 << 30, processes: 4, cpuTime: .seconds(30), cpuWindow: .seconds(20), diskBytes: 1 << 20))
        #expect(entry.limits.fileBytes == 4096)
    }

    @Test(arguments: [
        (#"{"memoryBytes": 0}"#, "/widgets/0/limits/memoryBytes"), (#"{"treeProcesses": "many"}"#, "/widgets/0/limits/treeProcesses"),
        (#"{"cpuWindowMs": 10}"#, "/widgets/0/limits/cpuWindowMs"), (#"{"cpuPercent": -5}"#, "/widgets/0/limits/cpuPercent"),
        (#"{"diskBytes": 1.5}"#, "/widgets/0/limits/diskBytes"), (#"{"fileBytes": -1}"#, "/widgets/0/limits/fileBytes"),
        (#"{"memoryByte": 5}"#, "/widgets/0/limits/memoryByte"),
    ])
    func aBudgetThatIsNoWholeNumberIsAnErrorAtItsPointer(limits: String, pointer: String) {
        let manifest = load(limits)
        #expect(manifest.entries.isEmpty)
        #expect(manifest.errors.map(\.pointer) == [pointer])
    }
}
