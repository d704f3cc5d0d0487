extension InterpreterShim {
    /// What execve gets instead of a shim: the file, its argv[0], the arguments after it, and the
    /// environment (the interpreter's folder first in `PATH`, as `pyenv exec` does).
    struct Launch: Equatable {
        var path: String
        var argv0: String
        var arguments: [String]
        var environment: [String: String]
    }

    /// The launch of the program at `path` (resolved, absolute) with `arguments`, straight to the
    /// interpreter when it would go through a shim in one of the known forms (see the type's
    /// note); nil when it would not, or when the manager gives no answer.
    /// `environment`: the widget's own, whose `PATH` a `#!/usr/bin/env` line searches; `host`: the
    /// host's, whose `PATH` folders are the only ones a shim is trusted in.
    static func bypass(
        path: String, arguments: [String], environment: [String: String], workingDirectory: String, host: [String: String]
    ) -> Launch? {
        let trusted = ExecutableSearch.directories(in: host["PATH"] ?? ExecutableSearch.defaultPath)
        let shim: InterpreterShim
        var passed = arguments
        if let direct = at(path, trusted: trusted) {
            shim = direct
        } else if let line = interpreterLine(of: path) {
            // As the kernel runs a script: the interpreter, its one optional argument, the script.
            if line.interpreter.hasSuffix("/env"), let name = line.argument, !name.hasPrefix("-"), !name.contains("="),
                !name.contains(" "), !name.contains("\t"),
                let found = ExecutableSearch.find(name, in: ExecutableSearch.directories(in: environment["PATH"] ?? "/bin:/usr/bin")),
                let named = at(found, trusted: trusted)
            {
                shim = named
                passed = [path] + arguments
            } else if let named = at(line.interpreter, trusted: trusted) {
                shim = named
                passed = (line.argument.map { [$0] } ?? []) + [path] + arguments
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard let target = shim.target(environment: environment, workingDirectory: workingDirectory, host: host) else { return nil }
        var environment = environment
        // `pyenv exec` puts a version's folder first, never the system's.
        if target.hasPrefix(shim.root + "/"), let searchPath = environment["PATH"] {
            environment["PATH"] = ProgramFiles.parent(of: target) + ":" + searchPath
        }
        return Launch(path: target, argv0: target, arguments: passed, environment: environment)
    }

    /// A script's `#!` line as the kernel reads it: the interpreter, and the rest of the line
    /// (trimmed) as one argument, or none.
    static func interpreterLine(of path: String) -> (interpreter: String, argument: String?)? {
        let head = ProcessSystemCalls.readBytes(path, at: 0, count: 256)
        guard head.starts(with: Array("#!".utf8)) else { return nil }
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let line = String(decoding: head.dropFirst(2).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self).drop(while: blank)
        let interpreter = String(line.prefix { !blank($0) })
        guard interpreter.hasPrefix("/") else { return nil }
        let rest = line.dropFirst(interpreter.count).drop(while: blank)
        let argument = String(rest.reversed().drop(while: { blank($0) || $0 == "\r" }).reversed())
        return (interpreter, argument.isEmpty ? nil : argument)
    }
}
