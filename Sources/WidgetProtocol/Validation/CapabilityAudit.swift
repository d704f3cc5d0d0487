/// What a host records about a widget's answers that it still accepts (README §5.6 and §3
/// `configureCell`): node kinds the host does not render (drawn as their fallback, or dropped)
/// and a timeline from a widget that did not declare `capabilities.timeline` (honoured). Each
/// is reported once per kind per widget run, so a widget answering every few seconds does not
/// flood the log.
///
/// A value: keep one per widget instance, call it with each accepted answer, record what it
/// returns (`protocolMismatch` records, `protocol/rpc-log.md`).
public struct CapabilityAudit: Sendable, Hashable {
    /// One thing to record.
    public enum Notice: Sendable, Hashable, CustomStringConvertible {
        /// A node `type` the host does not render (not in its `capabilities.nodeKinds`).
        case unknownNodeKind(String)
        /// `configureCell` returned a timeline, but `initialize` did not declare the capability.
        case undeclaredTimeline

        /// A sentence for the log record's text.
        public var description: String {
            switch self {
            case .unknownNodeKind(let type):
                return
                    """
                    the widget sent a node of type \"\(HandshakeProblem.printable(type))\", which this host does not render: its \
                    fallback is drawn, or it is left out
                    """
            case .undeclaredTimeline:
                return "the widget returned a timeline without declaring capabilities.timeline in initialize; the timeline is used"
            }
        }
    }

    /// The node kinds the host renders (what it sent as `capabilities.nodeKinds`).
    public let hostNodeKinds: Set<String>
    /// What the widget declared in `initialize`.
    public let widgetCapabilities: WidgetCapabilities
    private var reported: Set<Notice> = []

    /// Creates an audit for one widget run.
    public init(hostNodeKinds: [String] = CellNode.knownTypes, widgetCapabilities: WidgetCapabilities) {
        self.hostNodeKinds = Set(hostNodeKinds)
        self.widgetCapabilities = widgetCapabilities
    }

    /// The notices of an accepted `configureCell` answer not reported before, in tree order.
    public mutating func notices(for response: ConfigureCellResponse) -> [Notice] {
        var found: [Notice] = []
        if response.timeline != nil, widgetCapabilities.timeline != true { found.append(.undeclaredTimeline) }
        var cells = [response.cell]
        cells += response.timeline?.entries.map(\.cell) ?? []
        for cell in cells { cell.content.walk { found.append(contentsOf: unknownKind($0)) } }
        return firstTime(found)
    }

    /// The notices of an accepted controller (`viewController`, `presentWidgetController`).
    public mutating func notices(for controller: WidgetController) -> [Notice] {
        var found: [Notice] = []
        controller.content.walk { found.append(contentsOf: unknownKind($0)) }
        return firstTime(found)
    }

    private func unknownKind(_ node: CellNode) -> [Notice] {
        hostNodeKinds.contains(node.type) ? [] : [.unknownNodeKind(node.type)]
    }

    private mutating func firstTime(_ notices: [Notice]) -> [Notice] {
        notices.filter { reported.insert($0).inserted }
    }
}
