import Dispatch
import Foundation
import WidgetHTTP
import WidgetJSON
import WidgetRendering

/// The page's routes. Every one runs after the server's access policy; every body is JSON
/// through the project's codec; every answer about a command is ``PagePayloads/outcome(_:)``.
///
/// | route | what |
/// |---|---|
/// | `GET /` | the page's HTML shell |
/// | `GET /static/…` | script, stylesheets, the icon |
/// | `GET /api/state` | everything the page shows, with the id of the last event it includes |
/// | `GET /events` | the event stream: `card`, `dialog`, `meta` (and `reset`) |
/// | `POST /api/widgets/{id}/{verb}` | tap, hide, show, reload, restart, retry, stop, start |
/// | `POST /api/action` | a control of a card or of the dialog: `{surface, widget, v, index}` |
/// | `POST /api/dialog/{back,dismiss}`, `/api/dialog/header` `{id}` | the dialog's own buttons |
/// | `POST /api/width` `{width}` | the column width |
/// | `GET /api/widgets/{id}/inspector` | the inspector's event stream |
/// | `GET /api/widgets/{id}/records/{seq}` | one whole flight-recorder record (redacted as in the log) |
/// | `GET /log` | the run's log, as a download |
struct ServeRoutes: Sendable {
    let dashboard: any ServedDashboard
    let publisher: PagePublisher
    let channel: EventChannel
    let book: TraceBook
    let feed: InspectorFeed
    let options: DashboardServer.Options

    struct ActionBody: Decodable, Sendable {
        var surface: String
        var widget: String?
        var v: Int
        var index: Int
    }

    struct WidthBody: Decodable, Sendable {
        var width: Double
    }

    struct HeaderBody: Decodable, Sendable {
        var id: String
    }

    func router() -> HTTPRouter {
        var router = HTTPRouter()
        let shell = PageShell.html(appearance: options.appearance, logLink: options.logPath != nil, editor: options.editor != nil)
        router.get("/") { _ in .html(shell) }
        router.asset("/static/page.js", contentType: "text/javascript; charset=utf-8", bytes: PageAssets.script)
        router.asset("/static/page.css", contentType: "text/css; charset=utf-8", bytes: PageAssets.stylesheet)
        router.asset(
            "/static/theme.css", contentType: "text/css; charset=utf-8", bytes: Array(PageShell.themeStylesheet(options.theme).utf8))
        // Empty: the page adds the cells' st-… rules to it, before the theme (see HTMLStyleRules).
        router.asset("/static/cells.css", contentType: "text/css; charset=utf-8", bytes: [])
        router.asset("/static/favicon.svg", contentType: "image/svg+xml", bytes: Array(Favicon.svg.utf8))
        router.events("/events", from: channel)

        let publisher = publisher
        router.get("/api/state") { _ in .json(publisher.state()) }

        let dashboard = dashboard
        router.post("/api/widgets/{id}/{verb}") { request in
            let id = request.pathParameters["id"] ?? ""
            guard publisher.hasCard(id) else {
                return .rejection(HTTPRejection(.notFound, "there is no widget \"\(id.prefix(100))\" here"))
            }
            let command: ServedCommand
            switch request.pathParameters["verb"] {
            case "tap": command = .tap(widget: id)
            case "hide": command = .hide(widget: id)
            case "show": command = .show(widget: id)
            case "reload": command = .reload(widget: id)
            case "restart": command = .restart(widget: id)
            case "retry": command = .retry(widget: id)
            case "stop": command = .stop(widget: id)
            case "start": command = .start(widget: id)
            default:
                return .rejection(HTTPRejection(.notFound, "a widget answers tap, hide, show, reload, restart, retry, stop and start"))
            }
            return Self.answer(await dashboard.perform(command))
        }
        router.post("/api/action", json: ActionBody.self) { _, body in
            guard let surface = PagePublisher.Surface(rawValue: body.surface) else {
                return .rejection(HTTPRejection(.badRequest, "surface is card or dialog"))
            }
            switch publisher.command(surface: surface, widget: body.widget, version: body.v, index: body.index) {
            case .success(let command):
                return Self.answer(await dashboard.perform(command))
            case .failure(.changed):
                return .json(
                    ["outcome": "changed", "message": "It changed before your click arrived; look again and retry."], status: .conflict)
            case .failure(.unknown):
                return .rejection(HTTPRejection(.notFound, "no such control on the page"))
            }
        }
        router.post("/api/dialog/back") { _ in Self.answer(await dashboard.perform(.back)) }
        router.post("/api/dialog/dismiss") { _ in Self.answer(await dashboard.perform(.dismiss)) }
        router.post("/api/dialog/header", json: HeaderBody.self) { _, body in
            Self.answer(await dashboard.perform(.pressHeaderButton(id: body.id)))
        }
        router.post("/api/width", json: WidthBody.self) { _, body in
            guard body.width.isFinite, (320...400).contains(body.width) else {
                return .rejection(HTTPRejection(.badRequest, "the width is 320 to 400 points"))
            }
            return Self.answer(await dashboard.perform(.setWidth(body.width)))
        }

        let feed = feed
        router.get("/api/widgets/{id}/inspector") { request in
            let id = request.pathParameters["id"] ?? ""
            guard publisher.hasCard(id) else {
                return .rejection(HTTPRejection(.notFound, "there is no widget \"\(id.prefix(100))\" here"))
            }
            return .events(feed.stream(for: id), retry: .seconds(2))
        }
        let book = book
        router.get("/api/widgets/{id}/records/{seq}") { request in
            guard let id = request.pathParameters["id"], let seq = request.pathParameters["seq"].flatMap({ Int64($0) }),
                let record = book.record(id, seq: seq)
            else { return .rejection(HTTPRejection(.notFound, "that record is no longer kept; download the log for all of them")) }
            return .json(record)
        }
        if let path = options.logPath {
            router.get("/log") { _ in await Self.download(path) }
        }
        router.asset("/static/editor.js", contentType: "text/javascript; charset=utf-8", bytes: PageAssets.editorScript)
        router.asset("/static/editor.css", contentType: "text/css; charset=utf-8", bytes: PageAssets.editorStylesheet)
        if let editor = options.editor {
            EditorRoutes(editor: editor, context: RenderContext(theme: options.theme, appearance: options.appearance)).register(on: &router)
        }
        return router
    }

    /// A command's outcome as JSON: 200 whatever the widget said (the page shows its words);
    /// 409 when the host refused.
    static func answer(_ outcome: ServedOutcome) -> HTTPResponse {
        if case .refused = outcome { return .json(PagePayloads.outcome(outcome), status: .conflict) }
        return .json(PagePayloads.outcome(outcome))
    }

    /// The log file as an attachment, read off the cooperative pool.
    static func download(_ path: String) async -> HTTPResponse {
        let bytes = await withCheckedContinuation { (continuation: CheckedContinuation<[UInt8]?, Never>) in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(returning: FileManager.default.contents(atPath: path).map { Array($0) })
            }
        }
        guard let bytes else { return .rejection(HTTPRejection(.notFound, "the log \(path) cannot be read")) }
        var response = HTTPResponse.bytes(bytes, contentType: "application/x-ndjson")
        let name = (path as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        response.headers.set("Content-Disposition", "attachment; filename=\"\(name.isEmpty ? "widgets.jsonl" : name)\"")
        return response
    }
}

extension HTTPStatus {
    /// The page's view of a card or dialog is older than the host's (409).
    static let conflict = HTTPStatus(code: 409, reasonPhrase: "Conflict")
}
