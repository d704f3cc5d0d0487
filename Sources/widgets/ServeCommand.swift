import Foundation
import WidgetDashboard
import WidgetHTTP
import WidgetHost
import WidgetLogs
import WidgetRendering
import WidgetServe

/// `widgets serve [options]`: runs a dashboard like `widgets dashboard` and serves it as a live
/// page with an inspector per widget, until SIGINT, SIGTERM or SIGHUP.
enum ServeCommand: Subcommand {
    static let name = "serve"
    static let abstract = "Run a dashboard and serve it as a live page in the browser, with an inspector for every widget."
    static let usage = [
        """
        widgets serve [--trip <name|file>] [--flight <n>] [--airport <code|file>] [--samples <dir>] [--manifest <file>] [--width \
        <points>] [--now <time>] [--theme <light|dark|auto>] [--log <file>] [--log-unredacted] [--sandbox <on|required|off>] \
        [--port <n>] [--address <ip>]
        """
    ]

    static let options = OptionTable<Self>(
        .trip, .flight, .airport, .samples, .manifest, .width, .now, .theme, .log, .logUnredacted, .sandbox, .port, .address, .help
    )
    .conflict(.airport, .trip, hint: "a dashboard is either a trip's or an airport's.")
    .conflict(.airport, .flight, hint: "a dashboard is either a trip's or an airport's; --flight picks a trip's flight.")

    static var help: HelpText {
        HelpText(
            overview: """
                Start every widget that serves the dashboard (as 'widgets dashboard' does: yours, the bundled examples, or \
                --manifest's) and serve the live \
                dashboard on this machine: the cards change as the widgets update them, a click opens a card's controller, \
                buttons and toggles work, and each card's Inspect button shows its process, restarts, sandbox, CPU and memory, \
                stderr and live RPC trace. Prints the page's URL (with this run's token) on stdout and runs until stopped.
                """,
            usage: usage,
            options: options.specs,
            notes: [
                """
                SAFETY: only this machine can connect unless --address names another; every request needs the token of the \
                printed URL (then kept in an HttpOnly, SameSite=Strict cookie), a Host naming this server and, for a change, \
                this page's own Origin. The port and token are kept in $XDG_STATE_HOME/widgets/serve.json (private) and used \
                again next time, so an open page reconnects by itself after a restart.
                """,
                """
                SIGTERM, SIGINT or SIGHUP stop every widget with its stop sequence (recorded in the flight recorder), then the \
                server; exit 0. A second signal exits at once. Exit status: 1 when the dashboard cannot run or the port cannot \
                be had, 64 for a usage error.
                """,
                "EXAMPLES:\n  widgets serve\n  widgets serve --airport LHR --theme dark\n  widgets serve --port 8123",
            ])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        if let extra = parsed.rest.first {
            return usageError(
                UsageError("unexpected argument '\(extra)'", hint: "widgets serve takes only options; see 'widgets serve --help'."),
                console: console)
        }
        let address = parsed[.address] ?? "127.0.0.1"
        let environment = ProcessInfo.processInfo.environment
        let choice = DashboardSetup.Choice(
            trip: parsed[.trip], flight: parsed[.flight], airport: parsed[.airport], samples: parsed[.samples], manifest: parsed[.manifest],
            now: parsed[.now], allowsEmptyLayout: true)
        let setup: DashboardSetup
        switch DashboardSetup.prepare(choice, for: Self.self, environment: environment, console: console) {
        case .success(let prepared): setup = prepared
        case .failure(let exit): return exit
        }
        guard
            let recording = RunRecorder.open(
                kind: name, log: parsed[.log], unredacted: parsed[.logUnredacted], environment: environment, console: console)
        else { return .failure }
        console.error("Flight recorder: \(recording.path)\n")
        SandboxArguments.announce(parsed[.sandbox], environment: environment, console: console)
        SandboxArguments.announceBudgets(console: console)
        let supervision = DashboardCommand.supervisorOptions(
            setup, recorder: recording.recorder, sandbox: parsed[.sandbox], pinnedNow: parsed[.now], environment: environment)
        let usage = UsageRecorder.forUser(environment: environment, console: console)
        let dashboardOptions = DashboardCommand.dashboardOptions(
            setup, width: parsed[.width], pinnedNow: parsed[.now], usage: usage, environment: environment)
        let model = DashboardModel(
            context: setup.context, entries: setup.entries, supervisorOptions: supervision, options: dashboardOptions)
        let editor = DashboardEditor(
            model: model, setup: setup, supervision: supervision, now: dashboardOptions.now, environment: environment)

        let signals = TerminationSignals.shared
        signals.install()
        var options = DashboardServer.Options()
        options.appearance = parsed[.theme]
        options.logPath = recording.path
        options.editor = editor
        let stateFile = ServeState.path(environment: environment)
        var adapter = DashboardModelAdapter(model: model, recorder: recording.recorder)
        if let usage { adapter.usage = { id in usage.counts(forWidget: id) } }
        let server: DashboardServer
        do throws(HTTPServerError) {
            server = try serve(
                adapter, address: address, port: parsed[.port], state: stateFile,
                options: options)
        } catch {
            console.error("Error: \(error)\n")
            await recording.close(console: console)
            return .failure
        }
        if !AccessPolicy.isLoopback(address) {
            console.error(
                """
                Warning: serving on \(address): anyone who can reach this address and has the URL below can use the dashboard \
                and its widgets' actions, over unencrypted HTTP. Without --address only this machine can connect.\n
                """)
        }
        console.output(server.url + "\n")
        console.error("Serving the dashboard at the URL above; Ctrl-C stops the widgets and the server.\n")
        // Served first, so the page and its inspector see the widgets start.
        let stopper = DashboardStopper(dashboard: model, recorder: recording.recorder, console: console)
        await model.start()
        // The editor's previews are made beside the dashboard, until a signal ends both.
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await editor.run() }
            // Usage counts follow the dashboard, and are kept when it stops.
            if let usage { group.addTask { await usage.follow(model) } }
            let received = await signals.next()
            editor.finish()
            await stopper.stop(signal: received)
            group.cancelAll()
        }
        await server.stop()
        await recording.close(console: console)
        return .success
    }

    /// Starts the server on `port`, else on the port and with the token of the last run (kept
    /// in `state`), else on a free port; then keeps this run's port and token in `state`.
    static func serve(
        _ dashboard: some ServedDashboard, address: String, port: Int?, state: String, options: DashboardServer.Options
    ) throws(HTTPServerError) -> DashboardServer {
        let last = ServeState.load(state)
        var configuration = HTTPServerConfiguration()
        configuration.address = address
        if let token = last.flatMap({ AccessToken($0.token) }) { configuration.token = token }
        let server: DashboardServer
        if let port {
            configuration.port = UInt16(port)
            server = try DashboardServer(dashboard: dashboard, configuration: configuration, options: options)
        } else if let last, last.address == address, let reused = try? startOnPort(last.port, dashboard, configuration, options) {
            server = reused
        } else {
            server = try DashboardServer(dashboard: dashboard, configuration: configuration, options: options)
        }
        ServeState(address: address, port: server.server.port, token: server.server.policy.token.value).save(state)
        return server
    }

    private static func startOnPort(
        _ port: UInt16, _ dashboard: some ServedDashboard, _ configuration: HTTPServerConfiguration, _ options: DashboardServer.Options
    ) throws(HTTPServerError) -> DashboardServer {
        var configuration = configuration
        configuration.port = port
        return try DashboardServer(dashboard: dashboard, configuration: configuration, options: options)
    }
}

extension Option {
    /// `other`'s row and reading, in this command's table: one wording for an option that two
    /// commands share.
    static func same<Other>(as other: Option<Other, Value>) -> Self {
        Option(spec: other.spec, read: other.read)
    }
}

extension Option where Command == ServeCommand {
    static var trip: Option<ServeCommand, String?> { .same(as: Option<DashboardCommand, String?>.trip) }
    static var flight: Option<ServeCommand, Int?> { .same(as: Option<DashboardCommand, Int?>.flight) }
    static var airport: Option<ServeCommand, String?> { .same(as: Option<DashboardCommand, String?>.airport) }
    static var manifest: Option<ServeCommand, String?> { .same(as: Option<DashboardCommand, String?>.manifest) }
    static var width: Option<ServeCommand, Double> { .same(as: Option<DashboardCommand, Double>.width) }
    static var now: Option<ServeCommand, Date?> { .same(as: Option<DashboardCommand, Date?>.now) }
    static var theme: Option<ServeCommand, Appearance> {
        .choice(
            "--theme", "The page's colours to start with (the page can switch). Default auto: the viewer's light or dark preference.",
            default: .auto, hint: "auto follows the viewer's light or dark preference.")
    }
    static var log: Option<ServeCommand, String?> { .recorderLog(kind: ServeCommand.name) }
    static var port: Option<ServeCommand, Int?> {
        .integer(
            "--port", "n",
            "The port to serve on (0: a free one). Default: the last run's port if it is free, else a free one.",
            expectation: "needs a port number from 0 to 65535", where: { (0...65535).contains($0) })
    }
    static var address: Option<ServeCommand, String?> {
        .value(
            "--address", "ip",
            """
            Serve on this address of the machine instead of 127.0.0.1, so others on the network can connect (with the URL's \
            token). Printed with a warning: the page then runs widgets' actions for anyone who has the URL.
            """,
            rule: .oneAddress)
    }
}

extension ValueRule {
    /// One IPv4 or IPv6 address, as the server binds it: a literal (a name is not looked up),
    /// and not a wildcard such as `0.0.0.0`, `::` or `::0`, whose `Host` no browser would send.
    static let oneAddress = ValueRule(
        accepts: { text in
            var v4 = in_addr()
            var v6 = in6_addr()
            if inet_pton(AF_INET, text, &v4) == 1 { return v4.s_addr != 0 }
            guard inet_pton(AF_INET6, text, &v6) == 1 else { return false }
            return withUnsafeBytes(of: &v6) { bytes in bytes.contains { $0 != 0 } }
        }, expectation: "needs one IP address of this machine",
        hint: "give the address others reach it by, e.g. --address 192.168.1.20 (a literal, not a name or 0.0.0.0).")
}
