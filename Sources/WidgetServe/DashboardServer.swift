import Foundation
import WidgetHTTP
import WidgetJSON
import WidgetRPC
import WidgetRendering

/// `widgets serve`'s page: a live dashboard in a browser, with an inspector per widget, served
/// over ``HTTPServer`` from any ``ServedDashboard``.
///
/// The page is one static HTML shell, a script and stylesheets (no inline script or style:
/// the server's strict CSP holds with no exception); it reads the whole state once
/// (`/api/state`), then follows the event stream (`/events`), where the ``PagePublisher``
/// pushes each card, dialog or title that changed, and nothing else. Clicks are POSTs that
/// become ``ServedCommand``s. The inspector has an event stream of its own, open while its
/// panel is (``InspectorFeed``). Access (loopback, token, cookie, Host, Origin) is the
/// server's, before any route.
///
/// Call ``stop()`` when done: the page's streams end, and the page says it lost the host and
/// keeps trying to reconnect. (Dropping it without ``stop()`` ends them too, without waiting
/// for the server's thread.)
public final class DashboardServer: Sendable {
    /// How the page looks and what it links to.
    public struct Options: Sendable {
        /// The colours the page starts with; the viewer can switch.
        public var appearance: Appearance = .auto
        /// The run's flight-recorder log, for the page's download link; nil: no link.
        public var logPath: String?
        public var theme: Theme = .standard
        /// How often an open inspector samples its widget's process tree.
        public var sampleInterval: Duration = .seconds(2)
        /// The dashboard's editor (add, remove, move, the gallery); nil: the page has none.
        public var editor: (any ServedEditor)?

        public init() {}
    }

    /// The HTTP server (its ``HTTPServer/url`` is the page's, token included).
    public let server: HTTPServer
    /// What the inspectors remember of the records (for tests).
    let book: TraceBook
    private let channel: EventChannel
    private let tasks: [Task<Void, Never>]

    /// Starts serving `dashboard`.
    /// - Throws: ``HTTPServerError`` when the address or port cannot be had.
    public init(
        dashboard: any ServedDashboard, configuration: HTTPServerConfiguration = HTTPServerConfiguration(), options: Options = Options(),
        clock: MonotonicClock = .continuous
    ) throws(HTTPServerError) {
        let channel = EventChannel()
        let publisher = PagePublisher(
            dashboard: dashboard, channel: channel, context: RenderContext(theme: options.theme, appearance: options.appearance))
        let book = TraceBook()
        var feed = InspectorFeed(dashboard: dashboard, book: book)
        feed.sampleInterval = options.sampleInterval
        let router = ServeRoutes(dashboard: dashboard, publisher: publisher, channel: channel, book: book, feed: feed, options: options)
            .router()
        server = try HTTPServer(configuration: configuration, router: router, clock: clock)
        let records = dashboard.records()
        self.channel = channel
        self.book = book
        tasks = [
            Task { await publisher.run() },
            Task { for await record in records { book.add(record) } },
        ]
    }

    deinit {
        // Dropped without stop(): the HTTP server stops itself as it goes; what follows the
        // dashboard must end too, or it would draw every state for a page nobody can open.
        for task in tasks { task.cancel() }
        channel.finish()
    }

    /// The page's address with the token, to print and open.
    public var url: String { server.url }

    /// Ends the page's event streams and stops the server. Idempotent.
    public func stop() async {
        for task in tasks { task.cancel() }
        channel.finish()
        await server.stop()
    }
}
