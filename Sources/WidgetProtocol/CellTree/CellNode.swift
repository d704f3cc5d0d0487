import WidgetJSON

/// One node of a cell tree: a JSON object whose `type` names the kind, with the kind's own
/// properties and the common ``Modifiers`` side by side.
///
/// A node whose `type` this build does not know decodes as ``unknown(type:raw:fallback:)``
/// instead of failing the tree; it re-encodes exactly as received. Renderers draw its
/// `fallback`, or drop it, and log the mismatch.
public indirect enum CellNode: Codable, Hashable, Sendable {
    /// `vstack`
    case vstack(VStackNode)
    /// `hstack`
    case hstack(HStackNode)
    /// `zstack`
    case zstack(ZStackNode)
    /// `spacer`
    case spacer(SpacerNode)
    /// `divider`
    case divider(DividerNode)
    /// `text`
    case text(TextNode)
    /// `dateText`
    case dateText(DateTextNode)
    /// `image`
    case image(ImageNode)
    /// `label`
    case label(LabelNode)
    /// `badge`
    case badge(BadgeNode)
    /// `progress`
    case progress(ProgressNode)
    /// `facts`
    case facts(FactsNode)
    /// `button`
    case button(ButtonNode)
    /// `toggle`
    case toggle(ToggleNode)
    /// `list`
    case list(ListNode)
    /// `placeholder`
    case placeholder(PlaceholderNode)
    /// A kind this build does not know: its `type`, the whole object as received, and its
    /// `fallback` node when it has one.
    case unknown(type: String, raw: JSONValue, fallback: CellNode?)

    /// The node kinds of protocol version 1.0 (the `type` strings), excluding the root `cell`.
    public static let knownTypes: [String] = [
        "vstack", "hstack", "zstack", "spacer", "divider", "text", "dateText", "image", "label", "badge",
        "progress", "facts", "button", "toggle", "list", "placeholder",
    ]

    /// The `type` string.
    public var type: String {
        switch self {
        case .vstack: return "vstack"
        case .hstack: return "hstack"
        case .zstack: return "zstack"
        case .spacer: return "spacer"
        case .divider: return "divider"
        case .text: return "text"
        case .dateText: return "dateText"
        case .image: return "image"
        case .label: return "label"
        case .badge: return "badge"
        case .progress: return "progress"
        case .facts: return "facts"
        case .button: return "button"
        case .toggle: return "toggle"
        case .list: return "list"
        case .placeholder: return "placeholder"
        case .unknown(let type, _, _): return type
        }
    }

    /// The common modifiers of a known node; `nil` for an unknown one (its raw object has them).
    public var modifiers: Modifiers? {
        switch self {
        case .vstack(let n): return n.modifiers
        case .hstack(let n): return n.modifiers
        case .zstack(let n): return n.modifiers
        case .spacer(let n): return n.modifiers
        case .divider(let n): return n.modifiers
        case .text(let n): return n.modifiers
        case .dateText(let n): return n.modifiers
        case .image(let n): return n.modifiers
        case .label(let n): return n.modifiers
        case .badge(let n): return n.modifiers
        case .progress(let n): return n.modifiers
        case .facts(let n): return n.modifiers
        case .button(let n): return n.modifiers
        case .toggle(let n): return n.modifiers
        case .list(let n): return n.modifiers
        case .placeholder(let n): return n.modifiers
        case .unknown: return nil
        }
    }

    /// The `fallback` node, for known and unknown kinds alike.
    public var fallback: CellNode? {
        if case .unknown(_, _, let fallback) = self { return fallback }
        return modifiers?.fallback
    }

    private typealias TypeKey = Modifiers.NodeKey

    /// Decodes by `type`; unknown types decode as ``unknown(type:raw:fallback:)``. With a
    /// ``CellTreeBudget`` in `userInfo`, a tree over its limits stops decoding at the breach.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TypeKey.self)
        let type = try container.decode(String.self, forKey: .type)
        if let budget = CellTreeBudget.of(decoder) {
            let path = decoder.codingPath
            try budget.enterNode(at: path, counts: Self.counts(of: type, in: decoder))
            defer { budget.exitNode(at: path) }
            try self.init(type: type, from: decoder, container: container)
        } else {
            try self.init(type: type, from: decoder, container: container)
        }
    }

    /// The sizes a budget checks before the children decode: a list's items, a facts' rows.
    private static func counts(of type: String, in decoder: any Decoder) -> (items: Int?, rows: Int?) {
        guard type == "list" || type == "facts" else { return (nil, nil) }
        let key = BudgetKey(type == "list" ? "items" : "rows")
        let count = try? decoder.container(keyedBy: BudgetKey.self).nestedUnkeyedContainer(forKey: key).count
        return type == "list" ? (count ?? nil, nil) : (nil, count ?? nil)
    }

    private init(type: String, from decoder: any Decoder, container: KeyedDecodingContainer<TypeKey>) throws {
        // The kind's own properties come from the decoder; the modifiers from this container.
        func body<Body: NodeBody>() throws -> Body { try Self.body(from: decoder, modifiers: container) }
        switch type {
        case "vstack": self = .vstack(try body())
        case "hstack": self = .hstack(try body())
        case "zstack": self = .zstack(try body())
        case "spacer": self = .spacer(try body())
        case "divider": self = .divider(try body())
        case "text": self = .text(try body())
        case "dateText": self = .dateText(try body())
        case "image": self = .image(try body())
        case "label": self = .label(try body())
        case "badge": self = .badge(try body())
        case "progress": self = .progress(try body())
        case "facts": self = .facts(try body())
        case "button": self = .button(try body())
        case "toggle": self = .toggle(try body())
        case "list": self = .list(try body())
        case "placeholder": self = .placeholder(try body())
        default:
            self = .unknown(
                type: type, raw: try JSONValue(from: decoder),
                fallback: try container.decodeIfPresent(CellNode.self, forKey: .fallback))
        }
    }

    /// Encodes `type`, the kind's properties and the modifiers into one object; an unknown
    /// node encodes its raw object unchanged.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .vstack(let n): try Self.encode(n, type: type, to: encoder)
        case .hstack(let n): try Self.encode(n, type: type, to: encoder)
        case .zstack(let n): try Self.encode(n, type: type, to: encoder)
        case .spacer(let n): try Self.encode(n, type: type, to: encoder)
        case .divider(let n): try Self.encode(n, type: type, to: encoder)
        case .text(let n): try Self.encode(n, type: type, to: encoder)
        case .dateText(let n): try Self.encode(n, type: type, to: encoder)
        case .image(let n): try Self.encode(n, type: type, to: encoder)
        case .label(let n): try Self.encode(n, type: type, to: encoder)
        case .badge(let n): try Self.encode(n, type: type, to: encoder)
        case .progress(let n): try Self.encode(n, type: type, to: encoder)
        case .facts(let n): try Self.encode(n, type: type, to: encoder)
        case .button(let n): try Self.encode(n, type: type, to: encoder)
        case .toggle(let n): try Self.encode(n, type: type, to: encoder)
        case .list(let n): try Self.encode(n, type: type, to: encoder)
        case .placeholder(let n): try Self.encode(n, type: type, to: encoder)
        case .unknown(_, let raw, _): try raw.encode(to: encoder)
        }
    }

    // The kind's properties and the modifiers share one JSON object, so both are read from
    // (and written to) the same decoder; each ignores the other's keys.
    private static func body<Body: NodeBody>(
        from decoder: any Decoder, modifiers: KeyedDecodingContainer<TypeKey>
    ) throws -> Body {
        var body = try Body(from: decoder)
        body.modifiers = try Modifiers(from: modifiers)
        return body
    }

    private static func encode<Body: NodeBody>(_ body: Body, type: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TypeKey.self)
        try container.encode(type, forKey: .type)
        try body.encode(to: encoder)
        // Most nodes set no modifier: skip opening a container that would write nothing.
        if !body.modifiers.isEmpty { try body.modifiers.encode(to: encoder) }
    }
}

/// A node kind's property struct: Codable for its own keys, with the modifiers beside it.
protocol NodeBody: Codable {
    var modifiers: Modifiers { get set }
}

extension VStackNode: NodeBody {}
extension HStackNode: NodeBody {}
extension ZStackNode: NodeBody {}
extension SpacerNode: NodeBody {}
extension DividerNode: NodeBody {}
extension TextNode: NodeBody {}
extension DateTextNode: NodeBody {}
extension ImageNode: NodeBody {}
extension LabelNode: NodeBody {}
extension BadgeNode: NodeBody {}
extension ProgressNode: NodeBody {}
extension FactsNode: NodeBody {}
extension ButtonNode: NodeBody {}
extension ToggleNode: NodeBody {}
extension ListNode: NodeBody {}
extension PlaceholderNode: NodeBody {}
