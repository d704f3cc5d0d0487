import WidgetHTTP
import WidgetJSON
import WidgetRendering

/// The editor's routes, beside the page's (``ServeRoutes``), when the server has an editor:
///
/// | route | what |
/// |---|---|
/// | `GET /api/editor` | the widgets shown and the gallery, previews as the HTML renderer draws them |
/// | `POST /api/editor/add`, `/remove` `{id}`, `/move` `{id, by}` | an edit; 409 with the reason when refused |
/// | `GET /api/logos/{id}` | a widget's logo (PNG or SVG, shown in an `<img>`, so an SVG's scripts never run) |
struct EditorRoutes: Sendable {
    let editor: any ServedEditor
    let context: RenderContext

    struct EditBody: Decodable, Sendable {
        var id: String
        var by: Int?
    }

    func register(on router: inout HTTPRouter) {
        let (editor, context) = (editor, context)
        router.get("/api/editor") { _ in .json(Self.payload(await editor.editorState(), context: context)) }
        router.post("/api/editor/{verb}", json: EditBody.self) { request, body in
            let edit: ServedEdit
            switch request.pathParameters["verb"] {
            case "add": edit = .add(widget: body.id)
            case "remove": edit = .remove(widget: body.id)
            case "move":
                guard let by = body.by, by == -1 || by == 1 else {
                    return .rejection(HTTPRejection(.badRequest, "a move is {\"id\": …, \"by\": -1 or 1}"))
                }
                edit = .move(widget: body.id, by: by)
            default:
                return .rejection(HTTPRejection(.notFound, "the editor answers add, remove and move"))
            }
            return ServeRoutes.answer(await editor.perform(edit))
        }
        router.get("/api/logos/{id}") { request in
            guard let id = request.pathParameters["id"], let logo = await editor.logo(of: id) else {
                return .rejection(HTTPRejection(.notFound, "that widget has no logo"))
            }
            var response = HTTPResponse.bytes(logo.bytes, contentType: logo.contentType)
            response.headers.set("Cache-Control", "no-cache")
            return response
        }
    }

    /// The editor's JSON: markup only from the HTML renderer (a still card), the rest as text.
    static func payload(_ state: ServedEditorState, context: RenderContext) -> JSONValue {
        func item(_ item: ServedEditorItem) -> JSONValue {
            var object: JSONObject = [
                "id": .string(item.id), "name": .string(UntrustedText.clean(item.name)),
                "description": .string(UntrustedText.clean(item.description)), "author": .string(UntrustedText.clean(item.author)),
                "abilities": .array(item.abilities.map { .string(UntrustedText.clean($0)) }),
                "logo": item.hasLogo ? .string("/api/logos/\(item.id)") : .null,
            ]
            if let preview = item.preview {
                let fragment = HTMLRenderer.renderCard(preview, interactive: false, context: context)
                object["preview"] = ["html": .string(fragment.html), "css": .array(fragment.styleRules.map(JSONValue.string))]
            } else {
                object["preview"] = .null
                object["previewProblem"] = item.previewProblem.map { .string(UntrustedText.clean($0)) } ?? .null
            }
            return .object(object)
        }
        return [
            "shown": .array(state.shown.map(item)), "gallery": .array(state.gallery.map(item)),
            "keptIn": state.keptIn.map(JSONValue.string) ?? .null, "note": state.note.map(JSONValue.string) ?? .null,
            "width": .double(state.width),
        ]
    }
}
