import Foundation
import WidgetConcurrency
import WidgetDashboard
import WidgetHost
import WidgetProtocol
import WidgetRendering

/// The gallery's previews: each widget run once, on its own, with the dashboard's sample data
/// at the dashboard's width, its first card kept, then stopped (WidgetKit's snapshot for the
/// widget picker). Made one at a time by ``run()``, which the command runs beside the dashboard
/// as long as it shows; asked for by the editor, kept per widget and width.
///
/// A preview runs in the widget's sandbox through the dashboard's launcher (an installed
/// widget's files are checked first), with a data folder of its own that is removed after, so
/// a preview never touches the widget's real data, and a flight recorder that writes nothing.
actor GalleryPreviews {
    enum Preview: Sendable {
        case making
        case ready(CardFrame)
        case failed(String)
    }

    struct Key: Hashable, Sendable {
        var id: String
        var width: Double
    }

    private let context: InitRequest
    private let options: SupervisorOptions
    private let now: @Sendable () -> Date
    private var made: [Key: Preview] = [:]
    /// What ``run()`` makes next.
    private let queue = WaitableState<(asked: [(Key, ManifestEntry)], closed: Bool)>(([], false))

    init(context: InitRequest, supervision: SupervisorOptions, now: @escaping @Sendable () -> Date) {
        self.context = context
        var options = supervision
        options.recorder = FlightRecorder.disabled()
        options.dataRoot = NSTemporaryDirectory() + "widgets-previews-\(getpid())"
        self.options = options
        self.now = now
    }

    /// The preview of `entry` at `width`: made, being made, or why there is none. Asks for it
    /// when it was never asked for.
    func preview(of entry: ManifestEntry, width: Double) -> Preview {
        let key = Key(id: entry.id, width: width)
        if let known = made[key] { return known }
        made[key] = .making
        queue.update { $0.asked.append((key, entry)) }
        return .making
    }

    /// Makes the previews asked for, one at a time, until ``finish()`` (or cancellation).
    func run() async {
        while let next = await queue.take({ state -> (Key, ManifestEntry)?? in
            if state.closed { return .some(nil) }
            guard !state.asked.isEmpty else { return nil }
            return .some(state.asked.removeFirst())
        }) ?? nil {
            made[next.0] = await make(next.1, width: next.0.width)
        }
        try? FileManager.default.removeItem(atPath: options.dataRoot)
    }

    /// Ends ``run()`` once the preview being made is done.
    nonisolated func finish() {
        queue.update { $0.closed = true }
    }

    private func make(_ entry: ManifestEntry, width: Double) async -> Preview {
        var entry = entry
        entry.restart = RestartPolicies(restart: .temporary)
        let supervisor = WidgetSupervisor(entry: entry, context: context, options: options)
        await supervisor.setWidth(width)
        await supervisor.start()
        let status = await supervisor.waitForStatus(timeout: .seconds(20)) { status in
            switch status {
            case .ready, .failed, .quarantined, .stopped, .restarting: return true
            default: return false
            }
        }
        defer { try? FileManager.default.removeItem(atPath: options.dataRoot + "/" + entry.id) }
        guard status == .ready else {
            let failure = await supervisor.failure
            await supervisor.stop()
            return .failed("No preview: " + (failure?.description ?? "the widget did not get ready."))
        }
        // A widget may load its data first and say `canBeDisplayed: false` until then: its
        // first card would be a placeholder, so wait for it a little, as `widgets preview` does.
        _ = await supervisor.waitForSnapshot(timeout: .seconds(5)) { $0.canBeDisplayed == true || !$0.status.isReady }
        let answer = await supervisor.refreshCell(width: width)
        await supervisor.stop()
        guard answer.isFresh, let cell = answer.value else {
            return .failed("No preview: " + (answer.error.map { "\($0)" } ?? "the widget gave no card."))
        }
        return .ready(
            CardFrame(
                widgetID: entry.id, status: .ready, cell: DashboardModel.cell(of: cell.content, at: now()), height: cell.height.points,
                fitsContent: cell.height == .fit))
    }
}
