import Foundation
import Testing

@testable import WidgetProcess

/// A version manager's shim is run past: the host asks the manager which interpreter it would
/// run, from the widget's working directory, and execs that (``InterpreterShim``). The manager
/// here is a fake of pyenv's form whose answer depends on a version file in that folder.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct InterpreterShimTests {
    /// `<root>/libexec/fakeenv`, `<root>/shims/python3` in pyenv's template, the interpreter
    /// `<root>/versions/9.9/bin/python3`, and a widget folder choosing 9.9.
    struct Manager {
        let root = NSTemporaryDirectory() + "shim-\(UUID().uuidString.prefix(8))"
        var shims: String { root + "/shims" }
        var interpreter: String { root + "/versions/9.9/bin/python3" }
        var widget: String { root + "/widget" }

        init(answers: Bool = true) throws {
            let manager =
                answers
                ? "#!/bin/sh\n[ \"$1\" = which ] || exit 2\necho \"$FAKEENV_ROOT/versions/$(cat \"$FAKEENV_DIR/.fake-version\")/bin/$2\"\n"
                : "#!/bin/sh\nexit 1\n"
            try write(root + "/libexec/fakeenv", manager)
            let shim = """
                #!/usr/bin/env bash
                set -e
                program="${0##*/}"

                export FAKEENV_ROOT="\(root)"
                exec "\(root)/libexec/fakeenv" exec "$program" "$@"

                """
            try write(shims + "/python3", shim)
            try write(interpreter, "#!/bin/sh\necho interpreter\n")
            try write(widget + "/.fake-version", "9.9\n", executable: false)
            try write(widget + "/main.py", "#!/usr/bin/env python3\nprint('hi')\n")
        }

        func write(_ path: String, _ text: String, executable: Bool = true) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
        }
    }

    @Test func aShimIsReadForItsManagerRootAndProgram() throws {
        let manager = try Manager()
        defer { try? FileManager.default.removeItem(atPath: manager.root) }
        let shim = try #require(InterpreterShim.at(manager.shims + "/python3", trusted: [manager.shims]))
        #expect(
            shim == InterpreterShim(manager: manager.root + "/libexec/fakeenv", name: "fakeenv", root: manager.root, program: "python3"))
        #expect(InterpreterShim.at(manager.widget + "/main.py", trusted: [manager.shims, manager.widget]) == nil, "a script is no shim")
        #expect(InterpreterShim.at("/bin/sh", trusted: ["/bin"]) == nil)
    }

    /// `#!/usr/bin/env python3` with the shims in `PATH`: the interpreter the manager names for
    /// the widget's folder runs the script, by its full path, its folder first in `PATH`.
    @Test func aScriptThroughEnvRunsTheManagersInterpreter() throws {
        let manager = try Manager()
        defer { try? FileManager.default.removeItem(atPath: manager.root) }
        let searchPath = manager.shims + ":/usr/bin:/bin"
        let launch = InterpreterShim.bypass(
            path: manager.widget + "/main.py", arguments: ["--once"], environment: ["PATH": searchPath, "HOME": "/nonexistent"],
            workingDirectory: manager.widget, host: ["PATH": searchPath])
        #expect(
            launch
                == InterpreterShim.Launch(
                    path: manager.interpreter, argv0: manager.interpreter, arguments: [manager.widget + "/main.py", "--once"],
                    environment: ["PATH": manager.root + "/versions/9.9/bin:" + searchPath, "HOME": "/nonexistent"]))
    }

    /// `python3 main.py`, `PATH` finding the shim: the arguments stay as they are.
    @Test func aCommandThatIsAShimRunsTheManagersInterpreter() throws {
        let manager = try Manager()
        defer { try? FileManager.default.removeItem(atPath: manager.root) }
        let launch = InterpreterShim.bypass(
            path: manager.shims + "/python3", arguments: ["main.py"], environment: [:], workingDirectory: manager.widget,
            host: ["PATH": manager.shims + ":/usr/bin:/bin"])
        #expect(launch?.path == manager.interpreter)
        #expect(launch?.arguments == ["main.py"])
    }

    /// No answer, or a script through anything but a plain `env NAME`: run as written.
    @Test func otherwiseTheCommandRunsAsWritten() throws {
        let silent = try Manager(answers: false)
        let manager = try Manager()
        defer {
            try? FileManager.default.removeItem(atPath: silent.root)
            try? FileManager.default.removeItem(atPath: manager.root)
        }
        let quiet = ["PATH": silent.shims + ":/usr/bin:/bin"]
        #expect(
            InterpreterShim.bypass(
                path: silent.widget + "/main.py", arguments: [], environment: quiet, workingDirectory: silent.widget, host: quiet)
                == nil)
        let environment = ["PATH": manager.shims + ":/usr/bin:/bin"]
        try manager.write(manager.widget + "/split.py", "#!/usr/bin/env -S python3 -u\n")
        #expect(
            InterpreterShim.bypass(
                path: manager.widget + "/split.py", arguments: [], environment: environment, workingDirectory: manager.widget,
                host: environment)
                == nil)
        #expect(
            InterpreterShim.bypass(path: "/bin/sh", arguments: [], environment: environment, workingDirectory: "/", host: environment)
                == nil)
    }

    /// The manager runs outside the sandbox: a shim only the widget's `PATH` names (its manifest
    /// could name a folder of its own) is not trusted, nor a shim whose manager is elsewhere.
    @Test func onlyAShimInTheHostsPathIsTrusted() throws {
        let manager = try Manager()
        defer { try? FileManager.default.removeItem(atPath: manager.root) }
        let environment = ["PATH": manager.shims + ":/usr/bin:/bin"]
        #expect(
            InterpreterShim.bypass(
                path: manager.widget + "/main.py", arguments: [], environment: environment, workingDirectory: manager.widget,
                host: ["PATH": "/usr/bin:/bin"]) == nil)
        let elsewhere = manager.root + "/other/shims/python3"
        try manager.write(elsewhere, "#!/usr/bin/env bash\nexec \"\(manager.root)/libexec/fakeenv\" exec \"$program\" \"$@\"\n")
        #expect(InterpreterShim.at(elsewhere, trusted: [manager.root + "/other/shims"]) == nil, "its manager is not of its root")
    }
}
