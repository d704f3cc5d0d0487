import Foundation
import WidgetProcess

/// What a widget's process tree cost when it was sampled (``DashboardModel/sampleCost(of:)``):
/// its sentinel, the widget and whatever the widget started, read from `/proc`.
public struct WidgetCost: Sendable, Hashable {
    /// When it was sampled (the dashboard's clock).
    public var at: Date
    /// The process sampled (the card's ``WidgetCardState/pid``).
    public var pid: Int32
    /// CPU time so far and resident memory now. Two samples of one pid give the CPU use
    /// between them.
    public var usage: ProcessTreeUsage

    public init(at: Date, pid: Int32, usage: ProcessTreeUsage) {
        self.at = at
        self.pid = pid
        self.usage = usage
    }
}
