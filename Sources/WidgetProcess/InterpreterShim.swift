import CWidgetSpawn

/// A version manager's shim (pyenv, rbenv, nodenv and their kind: `~/.pyenv/shims/python3`),
/// and the interpreter it would run.
///
/// A shim is a bash script that asks its manager which version applies here, forking a dozen
/// times, and then execs that version's program. A sandboxed widget without the processes grant
/// may not fork, so it could not get past its own `#!/usr/bin/env python3`. The host therefore
/// asks the manager itself (`pyenv which python3`), outside the sandbox, just before the spawn,
/// with the widget's environment and working directory, which decide the version as they would
/// for the shim; and the sentinel execs what the shim would have, as `pyenv exec` does: the
/// interpreter by its full path, with its folder first in `PATH`.
///
/// Known forms only: a program that is a shim (`python3 main.py`, `PATH` finding the shim), a
/// script whose `#!` line is `/usr/bin/env NAME` (nothing more) with `NAME` a shim in `PATH`, and
/// a script whose `#!` line names a shim. Anything else, or a manager that does not answer, is
/// run as written (through the shim, which then needs `permissions.processes`).
///
/// The manager runs outside the sandbox, so only the host's own is trusted: a shim in a folder of
/// the host's `PATH`, `<root>/shims`, whose manager is `<root>/libexec/<name>`; never a file the
/// widget could have written, nor a folder only its manifest's `PATH` names. It gets the host's
/// `PATH` and `HOME` (a widget's `PATH` could put its own `cat` before the manager's, and its
/// `BASH_ENV` or hook folders would be read by bash), and of the widget's environment only what
/// names a version as data: `<NAME>_VERSION`, `<NAME>_DIR` (else its working directory).
struct InterpreterShim: Equatable {
    /// The manager's command (`~/.pyenv/libexec/pyenv`).
    var manager: String
    /// The manager's name (`pyenv`): its `PYENV_ROOT` and `PYENV_DIR` variables are named after it.
    var name: String
    /// Its installation (`~/.pyenv`), which the shim exports as `PYENV_ROOT`.
    var root: String
    /// The program the shim stands for: its file name (`python3`), as the shim reads it from `$0`.
    var program: String

    /// How long the host waits for the manager's answer before it runs the widget as written.
    static let answerMilliseconds: Int32 = 5000

    /// The shim at `path`, or nil for any other file. A shim of this kind is a short bash script
    /// with the line `exec "<root>/libexec/<manager>" exec "$program" "$@"`, in `<root>/shims`.
    /// `trusted`: the folders it may be in (the host's `PATH`).
    static func at(_ path: String, trusted: [String]) -> InterpreterShim? {
        let folder = ProgramFiles.parent(of: path)
        guard folder.hasSuffix("/shims"), trusted.contains(where: { SandboxGrants.normalized($0) == folder }) else { return nil }
        let head = ProcessSystemCalls.readBytes(path, at: 0, count: 2048)
        guard head.starts(with: Array("#!".utf8)) else { return nil }
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\n").map { $0.trimmingWhitespace() }
        let opening = "exec \"", closing = "\" exec \"$program\" \"$@\""
        guard let line = lines.first(where: { $0.hasPrefix(opening) && $0.hasSuffix(closing) }) else { return nil }
        let manager = String(line.dropFirst(opening.count).dropLast(closing.count))
        let libexec = ProgramFiles.parent(of: manager)
        let name = String(manager[manager.index(after: manager.lastIndex(of: "/") ?? manager.startIndex)...])
        guard manager.hasPrefix("/"), libexec.hasSuffix("/libexec"), !name.isEmpty, !name.contains("\"") else { return nil }
        let export = "export \(name.uppercased())_ROOT=\""
        let exported = lines.first { $0.hasPrefix(export) && $0.hasSuffix("\"") && $0.count > export.count }
        let root = exported.map { String($0.dropFirst(export.count).dropLast()) } ?? ProgramFiles.parent(of: libexec)
        // The shim, its root and its manager are one installation.
        guard root == ProgramFiles.parent(of: folder), manager == root + "/libexec/" + name else { return nil }
        return InterpreterShim(manager: manager, name: name, root: root, program: fileName(of: path))
    }

    /// The program the shim would run for a widget with `environment` in `workingDirectory`:
    /// the manager's answer to `which`, if it is an executable file and no shim itself.
    /// `host`: the host's environment, whose `PATH` and `HOME` the manager gets.
    func target(environment: [String: String], workingDirectory: String, host: [String: String]) -> String? {
        let prefix = name.uppercased()
        var asked = [prefix + "_ROOT": root, "PATH": host["PATH"] ?? ExecutableSearch.defaultPath]
        asked["HOME"] = host["HOME"]
        asked[prefix + "_VERSION"] = environment[prefix + "_VERSION"]
        // The manager looks for its version file from this folder, as the shim would from its own.
        asked[prefix + "_DIR"] = environment[prefix + "_DIR"] ?? workingDirectory
        let argv = ProcessSystemCalls.cStrings([manager, "which", program])
        let envp = ProcessSystemCalls.cStrings(asked.map { "\($0.key)=\($0.value)" })
        defer {
            ProcessSystemCalls.freeCStrings(argv)
            ProcessSystemCalls.freeCStrings(envp)
        }
        var output = [CChar](repeating: 0, count: 4096)
        let count = output.withUnsafeMutableBufferPointer {
            cws_brief_output(manager, argv, envp, Self.answerMilliseconds, $0.baseAddress, Int32($0.count))
        }
        guard count > 0 else { return nil }
        let text = String(decoding: output.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let answer = text.split(separator: "\n").first?.trimmingWhitespace() ?? ""
        guard answer.hasPrefix("/"), ProcessSystemCalls.isExecutableFile(answer), !ProgramFiles.parent(of: answer).hasSuffix("/shims")
        else { return nil }
        return answer
    }

    private static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
