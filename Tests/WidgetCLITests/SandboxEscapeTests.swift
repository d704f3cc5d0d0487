import Foundation
import Testing
import WidgetJSON
import WidgetTestSupport

/// Issue 23's hostile suite: a widget that means harm (`escape.py`) beside a healthy one, under
/// a real `widgets dashboard --once --json` as the host. With the default sandbox every attempt
/// is refused, the host lives, the healthy card is current, the secret stays unread and the
/// listener gets no connection; with `--sandbox off` the same attempt succeeds, so the test can
/// fail. The targets are this test's own: the host it started, files in its temporary folder,
/// a listener of its own; `kill(-1)` only inside a PID namespace the test makes.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct SandboxEscapeTests {
    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets").path
    static let secret = "hunter2-the-secret"

    /// One attack: its `escape.py` arguments, and what the escape card says when it is refused.
    struct Attempt: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: @Sendable (World) -> [String]
        var refused: String
        /// It forks, so it needs the processes grant to make its attempt at all.
        var forks = false
        var testDescription: String { name }
    }

    /// One run's folders: a temporary HOME with a planted secret, the host's state (data and
    /// logs), a folder outside every grant, a listener.
    struct World: @unchecked Sendable {
        let root = NSTemporaryDirectory() + "escape-\(UUID().uuidString.prefix(8))"
        let listener: LoopbackListener
        var home: String { root + "/home" }
        var state: String { root + "/state" }
        var outside: String { root + "/outside" }
        var log: String { root + "/logs/host.jsonl" }
        var healthyData: String { state + "/widgets/data/healthy" }

        init() throws {
            listener = try LoopbackListener()
            for folder in [home, outside, root + "/logs", root + "/manifest", healthyData] {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            try (SandboxEscapeTests.secret + "\n").write(toFile: home + "/secret.txt", atomically: true, encoding: .utf8)
            try "the healthy widget's own\n".write(toFile: healthyData + "/notes.txt", atomically: true, encoding: .utf8)
        }

        /// The manifest: `healthy` and `escape` (never restarted, so a dead one stays dead).
        func manifest(_ escape: [String], environment: [String: String] = [:], permissions: JSONValue? = nil) throws -> String {
            var hostile: JSONObject = [
                "id": "escape", "command": .array(([SandboxEscapeTests.fixtures + "/escape.py"] + escape).map(JSONValue.string)),
                "dashboards": ["trip"], "restart": ["policy": "temporary"],
                "environment": .object(JSONObject(environment.map { ($0.key, JSONValue.string($0.value)) })),
            ]
            if let permissions { hostile["permissions"] = permissions }
            let manifest: JSONValue = [
                "widgets": [
                    [
                        "id": "healthy", "command": [.string(SandboxEscapeTests.fixtures + "/widget.py"), "healthy"],
                        "dashboards": ["trip"],
                    ],
                    .object(hostile),
                ]
            ]
            let path = root + "/manifest/widgets.json"
            try manifest.serializedString().write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        /// `widgets dashboard --once --json` on `manifest`, as this world's user.
        func dashboard(_ manifest: String, sandbox: String, prefix: [String] = [], extra: [String: String] = [:]) async throws -> CommandRun
        {
            let widgets = BuiltProducts.path(of: "widgets")
            let arguments = ["dashboard", "--once", "--json", "--manifest", manifest, "--log", log, "--sandbox", sandbox]
            let environment = ["HOME": home, "XDG_STATE_HOME": state, "NO_COLOR": "1"].merging(extra) { $1 }
            guard let program = prefix.first else { return try await CommandRunner.run(widgets, arguments, environment: environment) }
            return try await CommandRunner.run(program, Array(prefix.dropFirst()) + [widgets] + arguments, environment: environment)
        }
    }

    /// The card of `id` in `dashboard --json` output.
    static func card(_ id: String, in run: CommandRun) throws -> JSONValue {
        let json = try JSONValue(parsing: Array(run.stdout.utf8))
        return try #require(json["widgets"]?.arrayValue?.first { $0["id"]?.stringValue == id }, "no card \(id): \(run.stdout)")
    }

    static func text(of card: JSONValue) -> String {
        card["cell"]?["content"]?["text"]?.stringValue ?? ""
    }

    static let attempts: [Attempt] = [
        Attempt(name: "kill the host", arguments: { _ in ["kill-host"] }, refused: "denied: EPERM"),
        Attempt(name: "signal its sentinel", arguments: { _ in ["kill-sentinel"] }, refused: "denied: EPERM"),
        Attempt(name: "ptrace the host", arguments: { _ in ["ptrace", "host"] }, refused: "denied: EPERM"),
        Attempt(name: "read the host's environ", arguments: { _ in ["environ", "host"] }, refused: "denied: EACCES"),
        Attempt(name: "read the host's memory", arguments: { _ in ["mem", "host"] }, refused: "denied: EACCES"),
        Attempt(name: "read a secret in HOME", arguments: { ["read", $0.home + "/secret.txt"] }, refused: "denied: EACCES"),
        Attempt(name: "read another widget's data", arguments: { ["read", $0.healthyData + "/notes.txt"] }, refused: "denied: EACCES"),
        Attempt(name: "read the host's log", arguments: { ["read", $0.log] }, refused: "denied: EACCES"),
        Attempt(name: "write outside its data folder", arguments: { ["write", $0.outside + "/planted.txt"] }, refused: "denied: EACCES"),
        Attempt(name: "connect to a listener", arguments: { ["connect", "\($0.listener.port)"] }, refused: "denied: EPERM"),
        Attempt(name: "bind a port", arguments: { _ in ["bind"] }, refused: "denied: EPERM"),
        Attempt(name: "fork without the processes grant", arguments: { _ in ["fork"] }, refused: "denied: EPERM"),
        Attempt(
            name: "a grandchild kills the host", arguments: { _ in ["grandchild", "kill-host"] }, refused: "grandchild denied: EPERM",
            forks: true),
        Attempt(
            name: "a grandchild reads the secret", arguments: { ["grandchild", "read", $0.home + "/secret.txt"] },
            refused: "grandchild denied: EACCES", forks: true),
        Attempt(
            name: "a grandchild connects", arguments: { ["grandchild", "connect", "\($0.listener.port)"] },
            refused: "grandchild denied: EPERM", forks: true),
    ]

    /// Paths go to the widget as `$TARGET`: on its command line they would be its own files.
    static func command(_ arguments: [String]) -> (command: [String], environment: [String: String]) {
        var environment: [String: String] = [:]
        let command = arguments.map { argument -> String in
            guard argument.hasPrefix("/") else { return argument }
            environment["TARGET"] = argument
            return "$TARGET"
        }
        return (command, environment)
    }

    @Test(arguments: attempts)
    func theSandboxRefusesItAndWithoutItTheAttemptSucceeds(_ attempt: Attempt) async throws {
        let world = try World()
        let (command, environment) = Self.command(attempt.arguments(world))
        let manifest = try world.manifest(command, environment: environment, permissions: attempt.forks ? ["processes": 4] : nil)

        let boxed = try await world.dashboard(manifest, sandbox: "on")
        #expect(boxed.status == 0, "the host lives: \(boxed.stderr)")
        let escape = try Self.card("escape", in: boxed)
        #expect(Self.text(of: escape).hasSuffix(": " + attempt.refused), "\(escape)")
        #expect(escape["status"]?.stringValue == "ready", "the widget itself goes on: \(escape)")
        let healthy = try Self.card("healthy", in: boxed)
        #expect(healthy["status"]?.stringValue == "ready", "the healthy card is current: \(healthy)")
        #expect(Self.text(of: healthy) == "hello from healthy")
        #expect(!boxed.stdout.contains(Self.secret) && !boxed.stderr.contains(Self.secret), "the secret stays unread")
        #expect(world.listener.received() == 0, "the listener got no connection")
        #expect(!FileManager.default.fileExists(atPath: world.outside + "/planted.txt"))
        #expect(escape["sandbox"]?["guarantees"]?.arrayValue?.isEmpty == false, "the card shows its sandbox: \(escape)")

        let open = try await world.dashboard(manifest, sandbox: "off")
        #expect(open.stderr.contains("--sandbox off"), "said loudly")
        switch attempt.arguments(world).last {
        case "kill-host":
            #expect(open.status == 128 + SIGKILL, "the host was killed: \(open.status) \(open.stderr)")
        case "kill-sentinel":
            // The host sees the sentinel die either before the widget's card arrives (no card) or
            // after (the widget's card says it killed it): never a refusal.
            let escape = try Self.card("escape", in: open)
            let text = Self.text(of: escape)
            #expect(text.contains(": ok: killed") || (text.isEmpty && escape["status"]?.stringValue != "ready"), "\(escape)")
        default:
            #expect(open.status == 0, "\(open.stderr)")
            let text = Self.text(of: try Self.card("escape", in: open))
            #expect(text.contains(": ok") || text.contains("grandchild ok"), "\(text)")
            if attempt.name.contains("secret") { #expect(open.stdout.contains(Self.secret)) }
            if attempt.name.contains("connect") { #expect(world.listener.received() == 1) }
            if attempt.name.contains("write") { #expect(FileManager.default.fileExists(atPath: world.outside + "/planted.txt")) }
        }
    }

    /// One of issue 32's network holes: the attack, and whether the widget holds a TCP grant (for
    /// one port, the world's listener) while it tries another way out.
    struct NetworkAttempt: CustomTestStringConvertible, Sendable {
        var name: String
        /// The attack's `escape.py` arguments, given the datagram socket's path and the other port.
        var arguments: @Sendable (_ socket: String, _ otherPort: UInt16) -> [String]
        var granted: Bool
        var testDescription: String { name }
    }

    static let networkAttempts: [NetworkAttempt] = [
        NetworkAttempt(
            name: "a socketpair's datagram end sendto()s a pathname socket", arguments: { socket, _ in ["unix-dgram-sendto", socket] },
            granted: false),
        NetworkAttempt(
            name: "a socketpair's datagram end connect()s to a pathname socket",
            arguments: { socket, _ in ["unix-dgram-connect", socket] }, granted: false),
        NetworkAttempt(name: "MPTCP connects to a port not granted", arguments: { _, port in ["mptcp", "\(port)"] }, granted: true),
        NetworkAttempt(
            name: "TCP Fast Open connects to a port not granted", arguments: { _, port in ["fastopen", "\(port)"] }, granted: true),
        NetworkAttempt(name: "listen() without bind() serves a port", arguments: { _, _ in ["listen-unbound"] }, granted: true),
    ]

    /// Issue 32: the kernel leaves these to seccomp. In the sandbox each is EPERM and neither the
    /// datagram socket nor the other listener (both the test's own, the listener on loopback)
    /// hears from the widget; with `--sandbox off` the same attack gets through.
    @Test(arguments: networkAttempts)
    func aNetworkHoleIsClosedAndWithoutTheSandboxItIsOpen(_ attempt: NetworkAttempt) async throws {
        let world = try World()
        let daemon = try UnixDatagramReceiver(path: world.outside + "/daemon.sock")
        let other = try LoopbackListener()
        let (command, environment) = Self.command(attempt.arguments(daemon.path, other.port))
        let permissions: JSONValue? = attempt.granted ? ["network": [.int(Int64(world.listener.port))]] : nil
        let manifest = try world.manifest(command, environment: environment, permissions: permissions)

        let boxed = try await world.dashboard(manifest, sandbox: "on")
        #expect(boxed.status == 0, "the host lives: \(boxed.stderr)")
        let escape = try Self.card("escape", in: boxed)
        #expect(Self.text(of: escape).hasSuffix(": denied: EPERM"), "\(escape)")
        #expect(escape["status"]?.stringValue == "ready", "the widget itself goes on: \(escape)")
        #expect(try Self.card("healthy", in: boxed)["status"]?.stringValue == "ready")
        #expect(daemon.received() == 0, "the pathname socket got no datagram")
        #expect(other.received() == 0, "the port not granted got no connection")
        if attempt.granted { #expect(escape["sandbox"]?["network"] == [.int(Int64(world.listener.port))], "granted: \(escape)") }

        let open = try await world.dashboard(manifest, sandbox: "off")
        #expect(open.status == 0, "\(open.stderr)")
        let text = Self.text(of: try Self.card("escape", in: open))
        #expect(text.contains(": ok"), "without the sandbox it gets through: \(text)")
        switch command.first {
        case "unix-dgram-sendto", "unix-dgram-connect": #expect(daemon.received() == 1)
        case "mptcp", "fastopen": #expect(other.received() == 1)
        default: #expect(text.contains("listening on port"))
        }
    }

    /// What the manifest grants works: a folder to read, a port to connect to.
    @Test func aGrantedReadPathAndPortWork() async throws {
        let world = try World()
        let shared = world.outside + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try "shared maps\n".write(toFile: shared + "/maps.txt", atomically: true, encoding: .utf8)
        let permissions: JSONValue = ["read": [.string(shared)], "network": [.int(Int64(world.listener.port))]]
        let read = try await world.dashboard(
            try world.manifest(["read", "$TARGET"], environment: ["TARGET": shared + "/maps.txt"], permissions: permissions), sandbox: "on")
        #expect(Self.text(of: try Self.card("escape", in: read)).hasSuffix("ok: read 'shared maps\\n'"), "\(read.stdout)")
        let connect = try await world.dashboard(
            try world.manifest(["connect", "\(world.listener.port)"], permissions: permissions), sandbox: "on")
        #expect(Self.text(of: try Self.card("escape", in: connect)).contains(": ok: connected"), "\(connect.stdout)")
        #expect(world.listener.received() == 1)
        let sandbox = try Self.card("escape", in: connect)["sandbox"]
        #expect(sandbox?["read"]?.arrayValue?.contains(.string(shared)) == true)
        #expect(sandbox?["network"] == [.int(Int64(world.listener.port))])
    }

    /// `kill(-1, SIGKILL)` from the widget, with the host inside a PID namespace this test made
    /// (so a failing sandbox cannot reach any other process of the machine), the host not its
    /// init (which `kill(-1)` spares): the shell that is reports how the host ended.
    @Test(.enabled(if: PIDNamespace.prefix != nil, "needs a PID namespace of the test's own: unshare --pid failed here"))
    func killingEveryProcessReachesOnlyTheWidgetsOwnTree() async throws {
        let prefix = try #require(PIDNamespace.prefix)
        let world = try World()
        let outer = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid")
        let manifest = try world.manifest(["kill-all"], environment: ["ESCAPE_OUTER_PID_NAMESPACE": outer])
        let shell = prefix + ["/bin/sh", "-c", "\"$0\" \"$@\"; echo \"host-status=$?\" >&2"]

        let boxed = try await world.dashboard(manifest, sandbox: "on", prefix: shell)
        #expect(boxed.stderr.contains("host-status=0"), "the host lives: \(boxed.stderr)")
        #expect(Self.text(of: try Self.card("escape", in: boxed)).hasSuffix("ok: kill(-1, SIGKILL) sent"), "it tried")
        #expect(try Self.card("healthy", in: boxed)["status"]?.stringValue == "ready")

        let open = try await world.dashboard(manifest, sandbox: "off", prefix: shell)
        #expect(open.stderr.contains("host-status=\(128 + SIGKILL)"), "without the sandbox it kills the host: \(open.stderr)")
    }
}

/// How this test makes a PID namespace of its own (with /proc mounted for it), or nil.
enum PIDNamespace {
    static let prefix: [String]? = {
        for candidate in [
            ["/usr/bin/unshare", "--pid", "--fork", "--mount-proc", "--kill-child"],
            ["/usr/bin/unshare", "--user", "--map-root-user", "--pid", "--fork", "--mount-proc", "--kill-child"],
        ] {
            var pid: pid_t = 0
            let argv = (candidate + ["/bin/true"]).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            guard posix_spawn(&pid, candidate[0], nil, nil, argv, environ) == 0 else { continue }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            if status == 0 { return candidate }
        }
        return nil
    }()
}
