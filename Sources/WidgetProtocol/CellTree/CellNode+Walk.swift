extension CellNode {
    /// The nodes directly below this one: stack children, list items, then the fallback.
    public var childNodes: [CellNode] {
        var nodes: [CellNode]
        switch self {
        case .vstack(let n): nodes = n.children
        case .hstack(let n): nodes = n.children
        case .zstack(let n): nodes = n.children
        case .list(let n): nodes = n.items
        default: nodes = []
        }
        if let fallback { nodes.append(fallback) }
        return nodes
    }

    /// Calls `visit` for this node and every node below it (fallbacks included), depth first.
    public func walk(_ visit: (CellNode) -> Void) {
        visit(self)
        for child in childNodes { child.walk(visit) }
    }
}
