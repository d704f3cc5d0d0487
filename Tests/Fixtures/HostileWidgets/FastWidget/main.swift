// A correct widget with no interpreter start-up: for the supervisor benchmarks.
// `action` with id "crash" exits 7 at once. Exits on stdin EOF.
import Glibc
import WidgetProtocol
import WidgetRPC

let connection = Connection(
    transport: try FileDescriptorTransport(readFD: 0, writeFD: 1),
    options: {
        var options = ConnectionOptions()
        options.idPrefix = "w-"
        return options
    }())
let router = MethodRouter()
router.on(InitializeRequest.self) { _ in
    InitializeResponse(widgetType: "fast", cellIdentifier: "FastCell", canBeHidden: false, dashboards: [.trip, .airport])
}
router.on(InitRequest.self) { _ in InitResponse(canBeDisplayed: true) }
router.on(CellHeightRequest.self) { _ in CellHeightResponse(height: 64) }
router.on(ConfigureCellRequest.self) { _ in
    ConfigureCellResponse(cell: Cell(content: .text(TextNode("fast"))))
}
router.on(ActionRequest.self) { request in
    if request.id == "crash" { exit(7) }
    return ActionResponse()
}
router.on(ShutdownRequest.self) { _ in EmptyResult() }
_ = await connection.run(handler: router)
exit(0)
