import Foundation
import Synchronization
import WidgetProtocol
import WidgetRendering

// The fit check (CheckID.contentFits): each cell's content laid out at its width by the host's
// metrics (ContentHeight, protocol/README.md §5.8) against the widget's cellHeight there.
extension ConformanceRun {
    /// Holds `cell`, shown at `width`, to the `asked` height: content that needs more fails,
    /// naming both heights; a widget that answered "fit" is sized by the host and passes.
    func judgeFit(_ cell: Cell, width: Double, asked: CellHeight?, context: String) {
        guard let asked else { return }
        stats.withLock { stats in
            stats.fittedCells += 1
            if asked == .fit { stats.fitAnswers += 1 }
        }
        guard case .points(let points) = asked else {
            recorder.pass(.contentFits)
            return
        }
        let needed = ContentHeight.needed(cell, width: width, context: RenderContext(now: Date()))
        recorder.record(
            .contentFits, context,
            problem: needed > points
                ? "content needs \(Self.points(needed)) pt at \(Self.points(width)), cellHeight \(Self.points(points))" : nil)
    }

    /// The check's summary when every cell fitted.
    func summarizeFit(_ stats: Stats) {
        guard stats.fittedCells > 0 else {
            recorder.skip(.contentFits, because: "no cellHeight and configureCell pair was answered")
            return
        }
        let host = stats.fitAnswers > 0 ? "; \(stats.fitAnswers) answered \"fit\" and are sized by the host" : ""
        recorder.summarize(.contentFits, "\(stats.fittedCells) cells fit their cellHeight at 320/375/400\(host)")
    }

    /// `164`, `337.5`: points as a person writes them.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
