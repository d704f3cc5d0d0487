/// Builds a list of cell nodes from SwiftUI-style statements: components one per line,
/// `if`/`else`, `if let`, `switch`, optional components and `for` loops.
///
/// ```swift
/// VStack(spacing: .s) {
///     Text(title).style(.headline)
///     if let gate { Fact("Gate", gate) }   // (inside Facts)
///     for item in items.prefix(3) { Text(item.title) }
/// }
/// ```
@resultBuilder
public enum CellBuilder {
    public static func buildExpression(_ component: some CellComponent) -> [CellNode] { [component.node] }
    public static func buildExpression(_ component: (some CellComponent)?) -> [CellNode] { component.map { [$0.node] } ?? [] }
    public static func buildExpression(_ nodes: [CellNode]) -> [CellNode] { nodes }
    public static func buildBlock(_ parts: [CellNode]...) -> [CellNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [CellNode]?) -> [CellNode] { part ?? [] }
    public static func buildEither(first part: [CellNode]) -> [CellNode] { part }
    public static func buildEither(second part: [CellNode]) -> [CellNode] { part }
    public static func buildArray(_ parts: [[CellNode]]) -> [CellNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [CellNode]) -> [CellNode] { part }
}

/// Builds the rows of ``Facts``: ``Fact`` values, with `if`, optionals and `for` loops.
@resultBuilder
public enum FactsBuilder {
    public static func buildExpression(_ fact: Fact) -> [FactsNode.Row] { [fact.row] }
    public static func buildExpression(_ fact: Fact?) -> [FactsNode.Row] { fact.map { [$0.row] } ?? [] }
    public static func buildBlock(_ parts: [FactsNode.Row]...) -> [FactsNode.Row] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [FactsNode.Row]?) -> [FactsNode.Row] { part ?? [] }
    public static func buildEither(first part: [FactsNode.Row]) -> [FactsNode.Row] { part }
    public static func buildEither(second part: [FactsNode.Row]) -> [FactsNode.Row] { part }
    public static func buildArray(_ parts: [[FactsNode.Row]]) -> [FactsNode.Row] { parts.flatMap { $0 } }
}

/// Builds header buttons of a controller.
@resultBuilder
public enum HeaderButtonBuilder {
    public static func buildExpression(_ button: HeaderButton) -> [HeaderButton] { [button] }
    public static func buildBlock(_ parts: [HeaderButton]...) -> [HeaderButton] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [HeaderButton]?) -> [HeaderButton] { part ?? [] }
    public static func buildEither(first part: [HeaderButton]) -> [HeaderButton] { part }
    public static func buildEither(second part: [HeaderButton]) -> [HeaderButton] { part }
    public static func buildArray(_ parts: [[HeaderButton]]) -> [HeaderButton] { parts.flatMap { $0 } }
}

extension Array where Element == CellNode {
    /// One node for a place that takes one: the node itself, or a `vstack` of several.
    var single: CellNode {
        count == 1 ? self[0] : .vstack(VStackNode(children: self))
    }
}
