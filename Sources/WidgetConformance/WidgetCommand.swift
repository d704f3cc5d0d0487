import Foundation
import WidgetProcess

/// The widget command as advice sees it: what language it is written in and which file is the
/// widget, so a hint speaks to a shell script as a shell script (`sh main.sh`, one `jq` per
/// message) and to a compiled program as one (build it first, measure a release build).
///
/// Found from the command alone: the interpreter named (`python3 main.py`), the script's
/// extension, else its `#!` line, else an ELF header (a compiled program).
struct WidgetCommand: Sendable, Hashable {
    enum Language: String, Sendable, Hashable {
        case shell, python, node, compiled, unknown
    }

    var language: Language
    /// The file to name in advice: the script (`main.sh`), else the program.
    var file: String
    /// The interpreter the command names, when it names one (`python3` in `python3 main.py`).
    var interpreter: String?

    init(_ command: [String], searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) {
        let program = command.first ?? ""
        if let language = Self.interpreterLanguage((program as NSString).lastPathComponent) {
            self.language = language
            interpreter = program
            file = command.dropFirst().first { !$0.hasPrefix("-") } ?? program
            return
        }
        interpreter = nil
        file = program
        let path =
            program.contains("/")
            ? program : searchPath.flatMap { ExecutableSearch.find(program, in: ExecutableSearch.directories(in: $0)) } ?? program
        language = Self.extensionLanguage(program) ?? Self.contentLanguage(path) ?? .unknown
    }

    /// `sh`, `bash`, `python3.12`, `node`: the language of the scripts they run.
    private static func interpreterLanguage(_ name: String) -> Language? {
        if ["sh", "bash", "dash", "zsh", "ksh", "ash", "busybox"].contains(name) { return .shell }
        if name == "python" || name.hasPrefix("python3") || name == "pypy3" { return .python }
        if ["node", "nodejs", "deno", "bun"].contains(name) { return .node }
        return nil
    }

    private static func extensionLanguage(_ path: String) -> Language? {
        switch (path as NSString).pathExtension {
        case "sh", "bash": return .shell
        case "py": return .python
        case "js", "mjs", "cjs": return .node
        default: return nil
        }
    }

    /// The `#!` line's interpreter (`/usr/bin/env python3` counts as `python3`), or an ELF header.
    private static func contentLanguage(_ path: String) -> Language? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 256)) ?? Data()
        if head.starts(with: [0x7F, 0x45, 0x4C, 0x46]) { return .compiled }
        guard head.starts(with: Array("#!".utf8)) else { return nil }
        let line = String(decoding: head.prefix { $0 != 0x0A }.dropFirst(2), as: UTF8.self)
        let words = line.split(separator: " ").map { ($0 as NSString).lastPathComponent }
        let named = words.first == "env" ? words.dropFirst().first { !$0.hasPrefix("-") } : words.first
        return named.flatMap { interpreterLanguage(String($0)) }
    }

    // MARK: - Advice

    /// How to run it through its interpreter, as the launch hint shows it.
    private var throughInterpreter: String {
        switch language {
        case .shell: return "`widgets check -- \(interpreter ?? "sh") \(file)`"
        case .python: return "`widgets check -- \(interpreter ?? "python3") \(file)`"
        case .node: return "`widgets check -- \(interpreter ?? "node") \(file)`"
        case .compiled, .unknown: return "`widgets check -- \(file)`"
        }
    }

    /// `check`'s advice for this widget, or nil when the check's own hint fits every language.
    func hint(_ check: CheckID) -> String? {
        switch check {
        case .launch: return launchHint
        case .deadlines: return deadlinesHint
        case .stdoutHygiene: return stdoutHint
        case .malformedLine where language != .python:
            return
                "Parse each line with a strict JSON parser (NaN and Infinity are not JSON, nor are bytes that are not UTF-8), answer -32700 with id null, and keep reading."
        case .nesting where language != .python:
            return
                "Accept 64 levels of nesting; when your parser gives up on a deeper line, answer -32700 with id null and keep reading: a recursive parser must stop at a depth limit before the stack runs out."
        case .exitAfterShutdown, .exitOnEOF:
            guard language == .shell else { return nil }
            return
                """
                End the read loop when `read` fails (stdin reached EOF), then exit; kill the background jobs you started first \
                (`kill $(jobs -p)`), so nothing keeps the process alive.
                """
        default:
            return nil
        }
    }

    private var launchHint: String {
        let script = interpreter == nil ? file : nil
        switch language {
        case .shell, .python, .node:
            if let script {
                let line = language == .shell ? "#!/bin/sh" : language == .python ? "#!/usr/bin/env python3" : "#!/usr/bin/env node"
                return
                    """
                    Check that \(script) exists, is executable (chmod +x \(script)) and starts with a #! line naming an installed \
                    interpreter (\(line)), or run it through one: \(throughInterpreter).
                    """
            }
            return
                "Check the script's path and that \(interpreter ?? "the interpreter") is installed; \(throughInterpreter) runs it like the host does."
        case .compiled:
            return
                """
                Check the path to the program: build it first (e.g. `swift build`, `make`), then \(throughInterpreter); the host runs \
                the built file, not the build command.
                """
        case .unknown:
            return
                """
                Check the command: a program's path, or an interpreter and its script (`widgets check -- python3 main.py`, \
                `widgets check -- sh main.sh`); a script needs a #! line and chmod +x to run on its own.
                """
        }
    }

    private var deadlinesHint: String {
        let scale = "on a slow or loaded machine, `widgets check --deadline-scale 3` tells slowness from a hang"
        switch language {
        case .shell:
            return
                """
                Each message already costs a process or more (jq, date, sed): read all the fields a line needs with one jq, build \
                the cell once (at init, or when data changes) and answer from shell variables; \(scale).
                """
        case .python:
            return
                """
                Answer within the deadline: do slow work ahead of time (capabilities.prepareData, or a background thread) and send \
                reloadWidget when it is done; \(scale).
                """
        case .node:
            return
                """
                Answer within the deadline: never block the event loop; start slow work at init (or in prepareData) and send \
                reloadWidget when its promise settles; \(scale).
                """
        case .compiled:
            return
                """
                Answer within the deadline: do slow work ahead of time (prepareData, a background task) and send reloadWidget when \
                it is done; a debug build is slower than a release one; \(scale).
                """
        case .unknown:
            return "Answer within the deadline: do slow work ahead of time and send reloadWidget when it is done; \(scale)."
        }
    }

    private var stdoutHint: String? {
        switch language {
        case .shell:
            return
                """
                Everything you echo and every program you run writes to stdout: send logs to stderr (`echo ... >&2`), or keep the \
                protocol on another descriptor (`exec 3>&1 1>&2`, then `printf '%s\\n' "$reply" >&3`).
                """
        case .python:
            return
                """
                print() and logging write to stdout: point sys.stdout and fd 1 at stderr and write replies to a saved copy of \
                fd 1, as the Python SDK (protocol/sdk/python/widgetsdk) does for you.
                """
        case .node:
            return
                """
                console.log writes to stdout: point it (and process.stdout) at stderr and write replies to fd 1 yourself, as \
                the Node SDK (protocol/sdk/node/widgetsdk) does for you.
                """
        case .compiled, .unknown:
            return nil
        }
    }
}
