import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetProcess

/// How a widget's grants are found from its launch, without running it: files on disk only.
@Suite struct SandboxGrantsTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("grants-\(UUID().uuidString.prefix(8))").path

    private func file(_ path: String, _ text: String = "", executable: Bool = false) throws {
        try FileManager.default.createDirectory(atPath: ProgramFiles.parent(of: root + path), withIntermediateDirectories: true)
        try text.write(toFile: root + path, atomically: true, encoding: .utf8)
        if executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + path) }
    }

    /// A pyenv-style shim: `<prefix>/shims/python3`, `#!/usr/bin/env bash`: the prefix and bash's.
    @Test func aShimGrantsItsPrefixAndItsInterpreter() throws {
        try file("/pyenv/shims/python3", "#!/usr/bin/env bash\nexec \"\(root)/pyenv/libexec/pyenv\" exec python3\n", executable: true)
        let folders = ProgramFiles.folders(toRun: root + "/pyenv/shims/python3", searchPath: ["/usr/bin", "/bin"]).map(\.folder)
        #expect(folders.first == root + "/pyenv")
        #expect(folders.contains("/usr"), "env's and bash's installation: \(folders)")
        #expect(ProgramFiles.shebang(of: root + "/pyenv/shims/python3") == .init(interpreter: "/usr/bin/env", program: "bash"))
    }

    /// A program reached through a symbolic link (a virtualenv's `bin/python`) counts at both ends.
    @Test func aSymbolicLinkGrantsBothEnds() throws {
        try file("/python/bin/python3.11", "#!/bin/sh\n", executable: true)
        try FileManager.default.createDirectory(atPath: root + "/venv/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/venv/bin/python", withDestinationPath: root + "/python/bin/python3.11")
        let folders = ProgramFiles.folders(toRun: root + "/venv/bin/python", searchPath: []).map(\.folder)
        #expect(folders.contains(root + "/venv"))
        #expect(folders.contains(ProcessSystemCalls.realPath(root + "/python")!))
    }

    /// A `#!` line may name anything, a FIFO too: only regular files are read, so finding the
    /// grants never blocks the spawner thread, which starts every widget of the host.
    @Test(.timeLimit(.minutes(1))) func aScriptWhoseInterpreterIsAFIFODoesNotBlock() throws {
        try FileManager.default.createDirectory(atPath: root + "/fifo", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/fifo/interpreter", 0o600) == 0)
        try file("/fifo/widget", "#!\(root)/fifo/interpreter\n", executable: true)
        let folders = ProgramFiles.folders(toRun: root + "/fifo/widget", searchPath: []).map(\.folder)
        #expect(folders == [root + "/fifo"])
        #expect(ProcessSystemCalls.readBytes(root + "/fifo/interpreter", at: 0, count: 16).isEmpty)
    }

    /// A Swift widget loads its runtime through RUNPATH (`$ORIGIN` expanded).
    @Test func anELFProgramGrantsItsRunPath() throws {
        let widget = BuiltProducts.path(of: "spawn-and-wait")
        let folders = ProgramFiles.runPaths(of: widget)
        #expect(folders.contains(BuiltProducts.directory.path), "$ORIGIN: \(folders)")
        #expect(folders.contains { $0.hasSuffix("/lib/swift/linux") }, "the Swift runtime: \(folders)")
        #expect(ProgramFiles.runPaths(of: "/bin/sh").isEmpty)
        #expect(ProgramFiles.runPaths(of: root + "/missing").isEmpty)
    }

    /// Its own folder, argument files found from the working directory, the data folder; never
    /// a folder that would open the home folder, `/tmp` or every widget's data.
    @Test func ownFilesAreGrantedButNeverABroadFolder() throws {
        try file("/home/widget.py", "#!/bin/sh\n", executable: true)
        try file("/apps/clock/main.py")
        try file("/state/data/clock/notes")
        var configuration = LaunchConfiguration(
            executable: root + "/home/widget.py", arguments: ["main.py", "-v"],
            environment: ["HOME": root + "/home", "WIDGET_DATA_DIR": root + "/state/data/clock"], workingDirectory: root + "/apps/clock",
            sandbox: SandboxPolicy(read: ["/srv/maps"], write: ["/srv/cache"]))
        let grants = SandboxGrants.resolve(for: configuration, program: root + "/home/widget.py", hostEnvironment: ["TMPDIR": root])
        #expect(grants.read == [root + "/home/widget.py", root + "/apps/clock", "/srv/maps"], "the program alone: its folder is HOME")
        #expect(grants.write == SandboxGrants.systemWriteExisting + [root + "/state/data/clock", "/srv/cache"])
        #expect(grants.temporaryParent == root)

        configuration.workingDirectory = nil
        configuration.arguments = [root + "/state/data/clock/notes"]
        let data = SandboxGrants.resolve(for: configuration, program: root + "/home/widget.py", hostEnvironment: [:])
        #expect(data.read.contains(root + "/state/data/clock"), "beneath the data root, not the root itself")
        configuration.arguments = [root + "/state/data"]
        #expect(
            !SandboxGrants.resolve(for: configuration, program: root + "/home/widget.py", hostEnvironment: [:]).read.contains(
                root + "/state/data"))
        // A link that leads to the home folder is judged by where it leads.
        try FileManager.default.createSymbolicLink(atPath: root + "/apps/home-link", withDestinationPath: root + "/home")
        configuration.arguments = [root + "/apps/home-link"]
        let linked = SandboxGrants.resolve(for: configuration, program: root + "/home/widget.py", hostEnvironment: [:])
        #expect(!linked.read.contains(root + "/apps/home-link"), "\(linked.read)")
        #expect(SandboxGrants.isTooBroad("/", protected: []))
        #expect(SandboxGrants.isTooBroad(root, protected: [root + "/home"]))
        #expect(!SandboxGrants.isTooBroad(root + "/home/.pyenv", protected: [root + "/home"]))
    }

    @Test func pathsAreNormalizedWithoutResolvingLinks() {
        #expect(SandboxGrants.normalized("/a/./b/../c/") == "/a/c")
        #expect(SandboxGrants.normalized("/..") == "/")
        #expect(SandboxGrants.covered("/usr/lib/x", by: ["/usr"]))
        #expect(!SandboxGrants.covered("/usrx", by: ["/usr"]))
    }
}
