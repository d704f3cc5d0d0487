import WidgetProtocol

/// One check of the conformance battery, in the order they are reported.
///
/// The raw value is the check's stable name: it appears in the human report, in `--json`, and
/// in tests, so renaming one is a breaking change for scripts. Each case's comment says why it
/// is required or recommended (``severity``); protocol/README.md §11 lists them all.
public enum CheckID: String, CaseIterable, Sendable, Hashable, Codable {
    /// Required: a widget the host cannot start has no card.
    case launch
    /// Required: the host fails a widget whose `initialize` answer it cannot use (a version it did
    /// not offer).
    case handshake
    /// Required: the host refuses a widget whose names or dashboards break the patterns.
    case identity
    /// Recommended: this host sends nothing before `initialize` completes and no cell request
    /// before `init`, so a widget that answers these out of order still works here.
    case lifecycleErrors
    /// Recommended: this host sends `initialize` once per process.
    case secondInitialize
    /// Required: the host sends `prepareData` to a widget that declares it, and waits for the
    /// answer before `init`.
    case prepareData
    /// Required: every card starts with `init`; one the widget refuses fails.
    case initSamples = "init"
    /// Required: a card hidden for every sample is never seen.
    case canBeDisplayed
    /// Required: the host sizes the card from it, and rejects a height it cannot use.
    case cellHeight
    /// Required: the host draws this tree, and rejects one that breaks the rules.
    case configureCell
    /// Required: the host clips content taller than the card (protocol/README.md §3
    /// `cellHeight`, §5.8), so content that needs more than `cellHeight` at some width is cut
    /// off on every dashboard.
    case contentFits
    /// Required: a tap on the card asks for it; a controller that breaks the rules is refused.
    case viewController
    /// Required: every button and header button the user presses sends one.
    case actions
    /// Recommended: a name the host does not draw as itself is still drawn (as its nearest mapped
    /// name or a neutral mark); its cases are warnings either way.
    case symbolNames
    /// Required: a widget that exits or stops answering while idle is restarted, and its card shows it.
    case soak
    /// Required: the point of a widget is its card: run under the host's own supervisor and
    /// dashboard model, it must be shown.
    case dashboard
    /// Recommended: this host sends only the methods of the protocol version the widget chose.
    case unknownMethod
    /// Recommended: this host writes only valid UTF-8 JSON.
    case malformedLine
    /// Recommended: this host sends nothing deeper than its own messages (a few levels) and the
    /// widget's own action payloads.
    case nesting
    /// Recommended: this host never sends a batch.
    case batch
    /// Recommended: this host writes no line near 1 MiB.
    case oversizeLine
    /// Recommended: this host writes only valid JSON-RPC 2.0 requests.
    case invalidRequest
    /// Recommended: this host's ids are strings of its own (`h-1`, `h-2`, …); numeric ids such as
    /// `7.0`, `1e2` or `1e30` never reach a widget from it.
    case requestIDs
    /// Recommended: this host sends no responses (version 1.x has no widget → host requests).
    case responsesUnanswered
    /// Recommended: this host writes whole lines ending in `\n`: no CRLF, no blank lines, no
    /// unfinished last line.
    case lineEndings
    /// Required: a host adds optional members to its requests within a major version (§10), so a
    /// widget that refuses them stops working on the next host.
    case unknownMembers
    /// Recommended: this host writes only `jsonrpc`, `id`, `method` and `params` and sends no
    /// notifications; JSON-RPC libraries that validate the envelope strictly still work with it.
    case envelopeMembers
    /// Recommended: this host sends every request valid against its schema, so which error a bad
    /// request gets (`-32602` with a pointer before `-32004`) never matters to it.
    case invalidParams
    /// Required: this host writes every width with a fraction (`375.0`).
    case fractionalWidths
    /// Recommended: this host sends nothing after `shutdown` but closes stdin.
    case afterShutdown
    /// Required: the host logs and drops every stray line, and acts on no notification it cannot read.
    case stdoutHygiene
    /// Required: the host drops a late reply, and the call fails (the card shows an error, or the
    /// widget is restarted as hung).
    case deadlines
    /// Required: the host kills a widget that outlives its stop grace, which loses what it had not saved.
    case exitAfterShutdown
    /// Required: the host closes stdin when it stops a widget, with or without `shutdown`.
    case exitOnEOF
    /// Required: what a widget leaves running competes with its next instance for its data folder and ports.
    case leftoverProcesses
    /// Required: the host runs the widget in this sandbox; what it is refused here fails on the
    /// dashboard too.
    case sandbox

    /// The checks whose failure is only a warning: robustness the spec asks for (a SHOULD) that
    /// this host never exercises. Every other check is required. A new check is required unless
    /// it is listed here.
    public static let recommended: Set<CheckID> = [
        .lifecycleErrors, .secondInitialize, .symbolNames, .unknownMethod, .malformedLine, .nesting, .batch, .oversizeLine,
        .invalidRequest, .requestIDs, .responsesUnanswered, .lineEndings, .envelopeMembers, .invalidParams, .afterShutdown,
    ]

    /// Whether the host relies on this check (see ``CheckSeverity``).
    public var severity: CheckSeverity { Self.recommended.contains(self) ? .recommended : .required }

    /// The stable name (`cellHeight`, `exitOnEOF`, ...).
    public var name: String { rawValue }

    /// What passing means, as a sentence: the report's "expected".
    public var expectation: String {
        switch self {
        case .launch:
            return "the command starts as a child process (scrubbed environment, temporary WIDGET_DATA_DIR)"
        case .handshake:
            return
                """
                initialize is answered with widget info whose protocolVersion is one the host offered \
                (\(ProtocolVersion.supported.joined(separator: ", ")))
                """
        case .identity:
            return
                """
                widgetType matches [a-z0-9_]{1,64}, cellIdentifier matches [A-Za-z0-9_.-]{1,128}, dashboards is non-empty without \
                repeats (the host refuses the widget otherwise)
                """
        case .lifecycleErrors:
            return
                """
                a request before initialize, an unknown one included, gets -32002 with data.method; cellHeight before init gets \
                -32003, a bad width too; a second init gets -32003
                """
        case .secondInitialize:
            return "a second initialize gets -32003 invalidState"
        case .prepareData:
            return "prepareData is answered with {} (only for widgets declaring capabilities.prepareData)"
        case .initSamples:
            return "init is accepted for every sample of every dashboard the widget declares"
        case .canBeDisplayed:
            return
                """
                a widget answering init with canBeDisplayed: false shows its card for some sample (a {\"canBeDisplayed\": true} \
                notification written after that reply, within 5 s); staying hidden for data it does not apply to is allowed
                """
        case .cellHeight:
            return "cellHeight at widths 320, 375 and 400 is finite, positive and at most 2000 pt"
        case .configureCell:
            return "configureCell at widths 320, 375 and 400 returns a cell tree that decodes and is within the protocol's rules and limits"
        case .contentFits:
            return
                """
                at widths 320, 375 and 400 the configureCell content fits its cellHeight by the metrics of protocol/README.md                 §5.8 (a widget answering \"fit\" is sized to its content by the host)
                """
        case .viewController:
            return "viewController returns null or a controller that decodes and is within the protocol's rules and limits"
        case .actions:
            return "every invoke action and header button the widget shows is accepted (a result, or -32008 widgetFailure)"
        case .symbolNames:
            return
                """
                every SF Symbols name in the widget's cells and controllers is one the host draws as itself (protocol/README.md \
                §5.3, "Symbol names"); another is drawn as its longest mapped prefix or a neutral mark: a warning, not a failure
                """
        case .soak:
            return
                """
                through a soak (idle, then cellHeight and configureCell every 100 ms; --soak seconds per session, scaled) the widget \
                keeps running and answering, and it never exits before shutdown or EOF
                """
        case .dashboard:
            return
                """
                on a dashboard run by the host's supervisor and dashboard model, as `widgets dashboard --once` runs it, the card \
                is shown with a cell for every sample: starting → ready → shown; kept hidden is allowed only where the widget kept \
                it hidden in its own session too, and not for every sample
                """
        case .leftoverProcesses:
            return "nothing the widget started is still running 250 ms (scaled) after the widget exited, in its process group or out of it"
        case .sandbox:
            return
                """
                the widget runs in the host's sandbox with what it is granted (its own files, its data folder, a private TMPDIR, no \
                network): no EACCES or EPERM on its stderr
                """
        case .unknownMethod:
            return "an unknown request method gets -32601 Method not found with data.method"
        case .malformedLine:
            return
                """
                a line that is not UTF-8 JSON (not JSON, NaN, Infinity, bytes that are not UTF-8) gets -32700 with id null, and the \
                next request is answered
                """
        case .nesting:
            return
                """
                a request nested 64 levels deep is answered; a line of 100,000 unclosed [ gets -32700 with id null, and the next \
                request is answered
                """
        case .requestIDs:
            return
                """
                an integer id is answered with the same integer (7.0 and 7e0 are 7, 1e2 is 100, -0 is 0), a string id with the same \
                string; an id out of the 64-bit range (1e30) gets -32600 with id null
                """
        case .batch:
            return "a batch (a JSON array) gets one -32600 error response with id null"
        case .oversizeLine:
            return
                """
                a line over 1,048,576 bytes is skipped with -32600 and id null, one of exactly 1,048,576 bytes is answered, and the \
                next request too
                """
        case .invalidRequest:
            return
                "a message that is not JSON-RPC 2.0 gets -32600 with its id when the id can be read (a string or an integer), else id null"
        case .responsesUnanswered:
            return "responses and error responses sent to the widget, id null included, are never answered"
        case .lineEndings:
            return
                """
                a request ending in CRLF is answered; empty and whitespace-only lines are ignored; bytes after the last newline at \
                EOF are not a line and are not answered
                """
        case .unknownMembers:
            return "unknown members in params, at every level, are ignored"
        case .envelopeMembers:
            return "an unknown member of the envelope is ignored, and so is a notification from the host"
        case .invalidParams:
            return
                """
                params of the wrong type, missing or as an array get -32602 with data.pointer into params: the members of \
                protocol/README.md §3 \"What a widget checks\" (initialize's versions; init's dashboard, trip, flight, airport; \
                width, sizeClass; action's id and source), before any method's own error
                """
        case .fractionalWidths:
            return "widths written 375.0 or 337.5 are accepted by cellHeight and configureCell"
        case .afterShutdown:
            return "after shutdown every request gets -32009, a second shutdown, initialize and unknown methods included"
        case .stdoutHygiene:
            return "stdout carries only JSON-RPC messages: no stray lines, only known notifications with valid params, no requests"
        case .deadlines:
            return "every reply arrives within its method's default deadline"
        case .exitAfterShutdown:
            return "after shutdown is answered with {} and stdin is closed, the process exits within 2 s"
        case .exitOnEOF:
            return "a fresh process whose stdin is closed exits within 2 s"
        }
    }

    /// How to fix a failure, when the failure itself has no more specific advice and
    /// ``WidgetCommand/hint(_:)`` has none for the widget's language.
    public var hint: String {
        switch self {
        case .launch:
            return "Check the command: a program's path, or an interpreter and its script; a script needs a #! line and chmod +x."
        case .handshake:
            return "Answer initialize first, with the widget info object of protocol/README.md §3 (the example helpers do this)."
        case .identity:
            return "Use a lower-case widgetType such as \"flight_status\" and a cellIdentifier such as \"FlightStatusCell\"."
        case .lifecycleErrors:
            return
                """
                Track the lifecycle state and check it before the method and the params (protocol/README.md §2, \"States\" and \
                \"Which error wins\").
                """
        case .secondInitialize:
            return "Once initialize has completed, answer another initialize with -32003 (protocol/README.md §2)."
        case .prepareData:
            return "Answer prepareData with {} once caches are warm, or drop capabilities.prepareData."
        case .initSamples:
            return
                """
                Read trip and flight (or airport) from the init params as protocol/schema/models describes; optional members may be \
                absent.
                """
        case .canBeDisplayed:
            return
                """
                After answering init with canBeDisplayed: false, send \
                {\"jsonrpc\":\"2.0\",\"method\":\"canBeDisplayed\",\"params\":{\"canBeDisplayed\":true}} once data is ready; answer \
                canBeDisplayed: true where the widget applies.
                """
        case .cellHeight:
            return "Return {\"height\": <points>} computed for the given width; never 0, negative, NaN or huge."
        case .configureCell:
            return "Fix the node at the JSON pointer shown; protocol/README.md §5 lists every node's required members and the limits."
        case .contentFits:
            return
                """
                Compute cellHeight from the metrics of protocol/README.md §5.8 for the cell you return at that width (widgets                 preview prints what each width needs), or answer {\"height\": \"fit\"} when the session speaks protocol 1.2.
                """
        case .viewController:
            return "Return null or {presentation, title, content} as protocol/README.md §6 describes."
        case .actions:
            return "Handle every action id your cell and controller expose; answer {} (or {\"dismiss\": true})."
        case .symbolNames:
            return
                """
                Use a name from the list in protocol/README.md §5.3 "Symbol names" (the closest one there), or keep the name if \
                the approximation shown is good enough.
                """
        case .soak:
            return
                """
                Exit only after shutdown or stdin EOF, keep stdout open, and keep answering while idle: catch errors in background \
                threads and timers, and do not exec another program.
                """
        case .dashboard:
            return "Run it as a user does: `widgets dashboard --once --manifest <a manifest listing it>`, then `widgets logs --errors`."
        case .leftoverProcesses:
            return
                """
                Stop what you start when stdin reaches EOF (terminate and wait for child processes); do not daemonize helpers \
                (setsid, double fork) that outlive the widget.
                """
        case .sandbox:
            return
                """
                Keep what the widget writes in WIDGET_DATA_DIR or TMPDIR and read only its own files; what it needs beyond that \
                goes in its manifest's permissions (read, write, network: protocol/manifest.md, "Sandbox"), and here in \
                --permit (read=<path>, write=<path>, network=<port>) to check it with them.
                """
        case .unknownMethod:
            return "Answer requests for methods you do not know with error -32601 and data {\"method\": ...}."
        case .malformedLine:
            return
                """
                Read lines as bytes, decode UTF-8 strictly, reject NaN and Infinity (Python: json.loads(..., parse_constant=...)), \
                answer -32700 with id null, and keep reading.
                """
        case .nesting:
            return
                """
                Accept 64 levels of nesting; turn a parser's depth limit (Python: RecursionError, which is not a ValueError) into \
                -32700 with id null, and keep reading.
                """
        case .requestIDs:
            return
                """
                Echo the id as you read it: a string as the same string, a number as the integer it is (never as a string); \
                a number that is not an integer in the 64-bit range cannot be read: -32600 with id null.
                """
        case .batch:
            return
                """
                Answer a JSON array with one {\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,...}}; JSON-RPC libraries \
                answer batches element by element by default: turn that off.
                """
        case .oversizeLine:
            return
                """
                Limit lines to 1,048,576 bytes before the newline (the \\r counts): skip a longer one to the next newline and answer \
                -32600 with id null.
                """
        case .invalidRequest:
            return
                """
                Before answering -32600, read the id: a string or an integer goes back in the reply, anything else (null, true, 1.5) \
                as null.
                """
        case .responsesUnanswered:
            return "Never answer a message that has result or error and no method, whatever its id."
        case .lineEndings:
            return
                """
                Strip one \\r before the \\n and skip blank lines; at EOF, drop a last line without its \\n (a shell's \
                `read` and Python's readline return it) instead of answering it.
                """
        case .unknownMembers:
            return
                """
                Read the params you know and ignore the rest, at every level (protocol/README.md §1); with a JSON-RPC library that \
                passes params as arguments, accept extra keyword arguments (Python: **kwargs).
                """
        case .envelopeMembers:
            return
                """
                Ignore envelope members other than jsonrpc, id, method and params, and notifications you do not know; a library \
                that validates the envelope against a closed schema refuses them.
                """
        case .invalidParams:
            return
                """
                Check the type of every known param and answer -32602 with data.pointer, e.g. {\"pointer\": \"/width\"} (\"\" when \
                params is not an object).
                """
        case .fractionalWidths:
            return "Widths are JSON numbers: accept 375, 375.0 and 337.5 alike (do not parse them as integers)."
        case .afterShutdown:
            return "After answering shutdown, answer every request with -32009 before looking at its method (protocol/README.md §2)."
        case .stdoutHygiene:
            return
                """
                Write logs to stderr (or the log notification), never to stdout; point print/console.log at stderr as the example \
                helpers do.
                """
        case .deadlines:
            return
                """
                Answer within the deadline: do slow work ahead of time and send reloadWidget when it is done; on a loaded machine, \
                --deadline-scale 3 tells slowness from a hang.
                """
        case .exitAfterShutdown:
            return
                """
                Exit when stdin reaches EOF (readline returns nothing); stop timers and non-daemon threads so they cannot keep the \
                process alive.
                """
        case .exitOnEOF:
            return "Exit when stdin reaches EOF at any time, also without shutdown; the host kills widgets that do not."
        }
    }

    /// The request method whose latency the check reports, if any.
    public var method: String? {
        switch self {
        case .handshake: return "initialize"
        case .prepareData: return "prepareData"
        case .initSamples: return "init"
        case .cellHeight: return "cellHeight"
        case .configureCell: return "configureCell"
        case .viewController: return "viewController"
        case .actions: return "action"
        case .exitAfterShutdown: return "shutdown"
        default: return nil
        }
    }
}
