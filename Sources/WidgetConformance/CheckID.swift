import WidgetProtocol

/// One check of the conformance battery, in the order they are reported.
///
/// The raw value is the check's stable name: it appears in the human report, in `--json`, and
/// in tests, so renaming one is a breaking change for scripts.
public enum CheckID: String, CaseIterable, Sendable, Hashable, Codable {
    case launch
    case handshake
    case identity
    case lifecycleErrors
    case secondInitialize
    case prepareData
    case initSamples = "init"
    case canBeDisplayed
    case cellHeight
    case configureCell
    case viewController
    case actions
    case symbolNames
    case soak
    case unknownMethod
    case malformedLine
    case nesting
    case batch
    case oversizeLine
    case invalidRequest
    case requestIDs
    case responsesUnanswered
    case lineEndings
    case unknownMembers
    case invalidParams
    case fractionalWidths
    case afterShutdown
    case stdoutHygiene
    case deadlines
    case exitAfterShutdown
    case exitOnEOF
    case leftoverProcesses
    case sandbox

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
                notification within 5 s); staying hidden for data it does not apply to is allowed
                """
        case .cellHeight:
            return "cellHeight at widths 320, 375 and 400 is finite, positive and at most 2000 pt"
        case .configureCell:
            return "configureCell at widths 320, 375 and 400 returns a cell tree that decodes and is within the protocol's rules and limits"
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
            return "unknown members in the envelope and in params are ignored, and unknown notifications too"
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
                Read the members you know and ignore the rest, at every level (protocol/README.md §1); ignore notifications you do \
                not know.
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
