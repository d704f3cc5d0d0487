// swift-format-ignore-file
// Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand:
// change the schemas (and their x-swift annotations) and run the script, or run the tests
// with WIDGETS_RECORD=codecs.

import WidgetJSON

extension Cell: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Cell {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), version: String, content: CellNode, background: ColorToken?, tap: Action?, accessibilityLabel: String?, fallbackText: String?) {
        self.version = version
        self.content = content
        self.background = background
        self.tap = tap
        self.accessibilityLabel = accessibilityLabel
        self.fallbackText = fallbackText
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Cell {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var constant6 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    slot3 = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "type") {
                    constant6 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "version") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "content") {
                    slot1 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    slot2 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "fallbackText") {
                    slot5 = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    slot4 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard constant6 >= 0 else { throw .missing("type", in: i) }
        let typeText = try r.string(constant6)
        guard typeText == "cell" else { throw JSONTapeError(index: constant6, reason: "the root of a cell tree must have \"type\": \"cell\", got \"\(typeText)\"") }
        guard slot0 >= 0 else { throw .missing("version", in: i) }
        let version = try r.string(slot0)
        b.startTree()
        guard slot1 >= 0 else { throw .missing("content", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        let content = try CellNode._wireDecode(r, slot1, depth + 1, &b)
        var background: ColorToken? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            background = try ColorToken._wireDecode(r, slot2, depth + 1, &b)
        }
        var tap: Action? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            tap = try Action._wireDecode(r, slot3, depth + 1, &b)
        }
        var accessibilityLabel: String? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            accessibilityLabel = try r.string(slot4)
        }
        var fallbackText: String? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            fallbackText = try r.string(slot5)
        }
        return Cell(_wire: (), version: version, content: content, background: background, tap: tap, accessibilityLabel: accessibilityLabel, fallbackText: fallbackText)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"type":"cell""#)
        w.raw(#","version":"#)
        w.string(self.version)
        w.raw(#","content":"#)
        try JSONWriter.nest(depth)
        try self.content._wireEncode(&w, depth + 1)
        if let background = self.background {
            w.raw(#","background":"#)
            try JSONWriter.nest(depth)
            try background._wireEncode(&w, depth + 1)
        }
        if let tap = self.tap {
            w.raw(#","tap":"#)
            try JSONWriter.nest(depth)
            try tap._wireEncode(&w, depth + 1)
        }
        if let accessibilityLabel = self.accessibilityLabel {
            w.raw(#","accessibilityLabel":"#)
            w.string(accessibilityLabel)
        }
        if let fallbackText = self.fallbackText {
            w.raw(#","fallbackText":"#)
            w.string(fallbackText)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension CellNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> CellNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> CellNode {
        try _wireDecode(r, i, depth, &b, fallback: false)
    }

    /// A node; `fallback`: it is another node's `fallback`, which sits at its owner's depth in a tree.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, fallback: Bool) throws(JSONTapeError) -> CellNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        let typeSlot = r.member(i, named: "type")
        guard typeSlot >= 0 else { throw .missing("type", in: i) }
        guard r.isString(typeSlot) else { throw r.mismatch(at: typeSlot, expected: "string") }
        let type = r.stringBytes(typeSlot)
        guard b.isLimited else { return try _wireKind(r, i, depth, &b, type) }
        // What the budget checks before the children: a list's items, a facts' rows (arrays a
        // nested container can open).
        var items: Int?
        var rows: Int?
        if JSONTapeReader.bytes(type, equal: "facts") {
            let counted = r.member(i, named: "rows")
            if counted >= 0, depth < 512, r.isArray(counted) { rows = r.count(counted) }
        }
        if JSONTapeReader.bytes(type, equal: "list") {
            let counted = r.member(i, named: "items")
            if counted >= 0, depth < 512, r.isArray(counted) { items = r.count(counted) }
        }
        try b.enterNode(i, fallback: fallback, items: items, rows: rows)
        defer { b.exitNode(fallback: fallback) }
        return try _wireKind(r, i, depth, &b, type)
    }

    static func _wireKind(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, _ type: UnsafeBufferPointer<UInt8>) throws(JSONTapeError) -> CellNode {
        switch type.count {
        case 4:
            if JSONTapeReader.bytes(type, equal: "text") {
                return .text(try TextNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "list") {
                return .list(try ListNode._wireFields(r, i, depth, &b, modifiers: true))
            }
        case 5:
            if JSONTapeReader.bytes(type, equal: "image") {
                return .image(try ImageNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "label") {
                return .label(try LabelNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "badge") {
                return .badge(try BadgeNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "facts") {
                return .facts(try FactsNode._wireFields(r, i, depth, &b, modifiers: true))
            }
        case 6:
            if JSONTapeReader.bytes(type, equal: "vstack") {
                return .vstack(try VStackNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "hstack") {
                return .hstack(try HStackNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "zstack") {
                return .zstack(try ZStackNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "spacer") {
                return .spacer(try SpacerNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "button") {
                return .button(try ButtonNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "toggle") {
                return .toggle(try ToggleNode._wireFields(r, i, depth, &b, modifiers: true))
            }
        case 7:
            if JSONTapeReader.bytes(type, equal: "divider") {
                return .divider(try DividerNode._wireFields(r, i, depth, &b, modifiers: true))
            }
        case 8:
            if JSONTapeReader.bytes(type, equal: "dateText") {
                return .dateText(try DateTextNode._wireFields(r, i, depth, &b, modifiers: true))
            } else if JSONTapeReader.bytes(type, equal: "progress") {
                return .progress(try ProgressNode._wireFields(r, i, depth, &b, modifiers: true))
            }
        case 11:
            if JSONTapeReader.bytes(type, equal: "placeholder") {
                return .placeholder(try PlaceholderNode._wireFields(r, i, depth, &b, modifiers: true))
            }
        default: break
        }
        // A kind this build does not know: kept whole, with its fallback.
        let raw = r.value(i)
        let fallbackSlot = r.member(i, named: "fallback")
        var fallback: CellNode?
        if fallbackSlot >= 0, !r.isNull(fallbackSlot) {
            try JSONTapeReader.nest(depth, at: fallbackSlot)
            fallback = try _wireDecode(r, fallbackSlot, depth + 1, &b, fallback: true)
        }
        return .unknown(type: String(decoding: type, as: UTF8.self), raw: raw, fallback: fallback)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .vstack(let node):
            w.raw(#"{"type":"vstack""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .hstack(let node):
            w.raw(#"{"type":"hstack""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .zstack(let node):
            w.raw(#"{"type":"zstack""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .spacer(let node):
            w.raw(#"{"type":"spacer""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .divider(let node):
            w.raw(#"{"type":"divider""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .text(let node):
            w.raw(#"{"type":"text""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .dateText(let node):
            w.raw(#"{"type":"dateText""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .image(let node):
            w.raw(#"{"type":"image""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .label(let node):
            w.raw(#"{"type":"label""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .badge(let node):
            w.raw(#"{"type":"badge""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .progress(let node):
            w.raw(#"{"type":"progress""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .facts(let node):
            w.raw(#"{"type":"facts""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .button(let node):
            w.raw(#"{"type":"button""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .toggle(let node):
            w.raw(#"{"type":"toggle""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .list(let node):
            w.raw(#"{"type":"list""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .placeholder(let node):
            w.raw(#"{"type":"placeholder""#)
            try node._wireEncodeMembers(&w, depth)
            try node.modifiers._wireEncodeMembers(&w, depth)
            w.byte(UInt8(ascii: "}"))
        case .unknown(_, let raw, _):
            w.value(raw)
        }
    }
}

extension Modifiers: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Modifiers {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), id: String?, padding: Padding?, background: ColorToken?, cornerRadius: CornerRadius?, frame: Frame?, layoutPriority: Double?, opacity: Double?, hidden: Bool?, redacted: Redaction?, accessibilityLabel: String?, tap: Action?, fallback: CellNode?) {
        self.id = id
        self.padding = padding
        self.background = background
        self.cornerRadius = cornerRadius
        self.frame = frame
        self.layoutPriority = layoutPriority
        self.opacity = opacity
        self.hidden = hidden
        self.redacted = redacted
        self.accessibilityLabel = accessibilityLabel
        self.tap = tap
        self.fallback = fallback
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let id = self.id {
            w.raw(#","id":"#)
            w.string(id)
        }
        if let padding = self.padding {
            w.raw(#","padding":"#)
            try JSONWriter.nest(depth)
            try padding._wireEncode(&w, depth + 1)
        }
        if let background = self.background {
            w.raw(#","background":"#)
            try JSONWriter.nest(depth)
            try background._wireEncode(&w, depth + 1)
        }
        if let cornerRadius = self.cornerRadius {
            w.raw(#","cornerRadius":"#)
            try JSONWriter.nest(depth)
            try cornerRadius._wireEncode(&w, depth + 1)
        }
        if let frame = self.frame {
            w.raw(#","frame":"#)
            try JSONWriter.nest(depth)
            try frame._wireEncode(&w, depth + 1)
        }
        if let layoutPriority = self.layoutPriority {
            w.raw(#","layoutPriority":"#)
            w.number(layoutPriority)
        }
        if let opacity = self.opacity {
            w.raw(#","opacity":"#)
            w.number(opacity)
        }
        if let hidden = self.hidden {
            w.raw(#","hidden":"#)
            w.bool(hidden)
        }
        if let redacted = self.redacted {
            w.raw(#","redacted":"#)
            try JSONWriter.nest(depth)
            try redacted._wireEncode(&w, depth + 1)
        }
        if let accessibilityLabel = self.accessibilityLabel {
            w.raw(#","accessibilityLabel":"#)
            w.string(accessibilityLabel)
        }
        if let tap = self.tap {
            w.raw(#","tap":"#)
            try JSONWriter.nest(depth)
            try tap._wireEncode(&w, depth + 1)
        }
        if let fallback = self.fallback {
            w.raw(#","fallback":"#)
            try JSONWriter.nest(depth)
            try fallback._wireEncode(&w, depth + 1)
        }
    }

    /// Where each modifier's value is in a node object (-1: absent).
    struct _WireSlots {
        var id = -1
        var padding = -1
        var background = -1
        var cornerRadius = -1
        var frame = -1
        var layoutPriority = -1
        var opacity = -1
        var hidden = -1
        var redacted = -1
        var accessibilityLabel = -1
        var tap = -1
        var fallback = -1
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Modifiers {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slots = _WireSlots()
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    slots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    slots.tap = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "frame") {
                    slots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    slots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    slots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    slots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    slots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    slots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    slots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    slots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    slots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    slots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        return try _wireDecode(r, slots, depth, &b)
    }

    /// The modifiers of a node whose members were scanned into `slots`.
    static func _wireDecode(_ r: JSONTapeReader, _ slots: _WireSlots, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Modifiers {
        var id: String? = nil
        if slots.id >= 0, !r.isNull(slots.id) {
            id = try r.string(slots.id)
        }
        var padding: Padding? = nil
        if slots.padding >= 0, !r.isNull(slots.padding) {
            try JSONTapeReader.nest(depth, at: slots.padding)
            padding = try Padding._wireDecode(r, slots.padding, depth + 1, &b)
        }
        var background: ColorToken? = nil
        if slots.background >= 0, !r.isNull(slots.background) {
            try JSONTapeReader.nest(depth, at: slots.background)
            background = try ColorToken._wireDecode(r, slots.background, depth + 1, &b)
        }
        var cornerRadius: CornerRadius? = nil
        if slots.cornerRadius >= 0, !r.isNull(slots.cornerRadius) {
            try JSONTapeReader.nest(depth, at: slots.cornerRadius)
            cornerRadius = try CornerRadius._wireDecode(r, slots.cornerRadius, depth + 1, &b)
        }
        var frame: Frame? = nil
        if slots.frame >= 0, !r.isNull(slots.frame) {
            try JSONTapeReader.nest(depth, at: slots.frame)
            frame = try Frame._wireDecode(r, slots.frame, depth + 1, &b)
        }
        var layoutPriority: Double? = nil
        if slots.layoutPriority >= 0, !r.isNull(slots.layoutPriority) {
            layoutPriority = try r.double(slots.layoutPriority)
        }
        var opacity: Double? = nil
        if slots.opacity >= 0, !r.isNull(slots.opacity) {
            opacity = try r.double(slots.opacity)
        }
        var hidden: Bool? = nil
        if slots.hidden >= 0, !r.isNull(slots.hidden) {
            hidden = try r.bool(slots.hidden)
        }
        var redacted: Redaction? = nil
        if slots.redacted >= 0, !r.isNull(slots.redacted) {
            try JSONTapeReader.nest(depth, at: slots.redacted)
            redacted = try Redaction._wireDecode(r, slots.redacted, depth + 1, &b)
        }
        var accessibilityLabel: String? = nil
        if slots.accessibilityLabel >= 0, !r.isNull(slots.accessibilityLabel) {
            accessibilityLabel = try r.string(slots.accessibilityLabel)
        }
        var tap: Action? = nil
        if slots.tap >= 0, !r.isNull(slots.tap) {
            try JSONTapeReader.nest(depth, at: slots.tap)
            tap = try Action._wireDecode(r, slots.tap, depth + 1, &b)
        }
        var fallback: CellNode? = nil
        if slots.fallback >= 0, !r.isNull(slots.fallback) {
            try JSONTapeReader.nest(depth, at: slots.fallback)
            fallback = try CellNode._wireDecode(r, slots.fallback, depth + 1, &b)
        }
        return Modifiers(id: id, padding: padding, background: background, cornerRadius: cornerRadius, frame: frame, layoutPriority: layoutPriority, opacity: opacity, hidden: hidden, redacted: redacted, accessibilityLabel: accessibilityLabel, tap: tap, fallback: fallback)
    }
}

extension Spacing: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Spacing {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> Spacing? {
        switch text.count {
        case 1:
            if JSONTapeReader.bytes(text, equal: "s") {
                return Spacing.s
            } else if JSONTapeReader.bytes(text, equal: "m") {
                return Spacing.m
            } else if JSONTapeReader.bytes(text, equal: "l") {
                return Spacing.l
            }
        case 2:
            if JSONTapeReader.bytes(text, equal: "xs") {
                return Spacing.xs
            } else if JSONTapeReader.bytes(text, equal: "xl") {
                return Spacing.xl
            }
        case 4:
            if JSONTapeReader.bytes(text, equal: "none") {
                return Spacing.none
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Spacing {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(Spacing.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .none: w.raw(#""none""#)
        case .xs: w.raw(#""xs""#)
        case .s: w.raw(#""s""#)
        case .m: w.raw(#""m""#)
        case .l: w.raw(#""l""#)
        case .xl: w.raw(#""xl""#)
        }
    }
}

extension EdgeInsets: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> EdgeInsets {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), top: Spacing?, leading: Spacing?, bottom: Spacing?, trailing: Spacing?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> EdgeInsets {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 3:
                if JSONTapeReader.bytes(name, equal: "top") {
                    slot0 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "bottom") {
                    slot2 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "leading") {
                    slot1 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "trailing") {
                    slot3 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var top: Spacing? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            top = try Spacing._wireDecode(r, slot0, depth + 1, &b)
        }
        var leading: Spacing? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            leading = try Spacing._wireDecode(r, slot1, depth + 1, &b)
        }
        var bottom: Spacing? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            bottom = try Spacing._wireDecode(r, slot2, depth + 1, &b)
        }
        var trailing: Spacing? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            trailing = try Spacing._wireDecode(r, slot3, depth + 1, &b)
        }
        return EdgeInsets(_wire: (), top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let top = self.top {
            w.raw(#","top":"#)
            try JSONWriter.nest(depth)
            try top._wireEncode(&w, depth + 1)
        }
        if let leading = self.leading {
            w.raw(#","leading":"#)
            try JSONWriter.nest(depth)
            try leading._wireEncode(&w, depth + 1)
        }
        if let bottom = self.bottom {
            w.raw(#","bottom":"#)
            try JSONWriter.nest(depth)
            try bottom._wireEncode(&w, depth + 1)
        }
        if let trailing = self.trailing {
            w.raw(#","trailing":"#)
            try JSONWriter.nest(depth)
            try trailing._wireEncode(&w, depth + 1)
        }
    }
}

extension Padding: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Padding {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Padding {
        // A token when it is one (its nested decoder opens), else the object, read by this decoder.
        if depth < 512, r.isString(i), let token = Spacing._wireCase(r.stringBytes(i)) { return .all(token) }
        return .edges(try EdgeInsets._wireDecode(r, i, depth, &b))
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .all(let token):
            try JSONWriter.nest(depth)
            try token._wireEncode(&w, depth + 1)
        case .edges(let object):
            try object._wireEncode(&w, depth)
        }
    }
}

extension ColorToken: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ColorToken {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ColorToken {
        ColorToken(rawValue: try r.string(i))
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.string(rawValue)
    }
}

extension CornerRadius: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> CornerRadius {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> CornerRadius? {
        switch text.count {
        case 1:
            if JSONTapeReader.bytes(text, equal: "s") {
                return CornerRadius.s
            } else if JSONTapeReader.bytes(text, equal: "m") {
                return CornerRadius.m
            } else if JSONTapeReader.bytes(text, equal: "l") {
                return CornerRadius.l
            }
        case 4:
            if JSONTapeReader.bytes(text, equal: "none") {
                return CornerRadius.none
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> CornerRadius {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(CornerRadius.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .none: w.raw(#""none""#)
        case .s: w.raw(#""s""#)
        case .m: w.raw(#""m""#)
        case .l: w.raw(#""l""#)
        }
    }
}

extension Frame: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Frame {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), width: FrameLength?, height: FrameLength?, minWidth: FrameLength?, maxWidth: FrameLength?, minHeight: FrameLength?, maxHeight: FrameLength?) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Frame {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "width") {
                    slot0 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "height") {
                    slot1 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "minWidth") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "maxWidth") {
                    slot3 = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "minHeight") {
                    slot4 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "maxHeight") {
                    slot5 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var width: FrameLength? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            width = try FrameLength._wireDecode(r, slot0, depth + 1, &b)
        }
        var height: FrameLength? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            height = try FrameLength._wireDecode(r, slot1, depth + 1, &b)
        }
        var minWidth: FrameLength? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            minWidth = try FrameLength._wireDecode(r, slot2, depth + 1, &b)
        }
        var maxWidth: FrameLength? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            maxWidth = try FrameLength._wireDecode(r, slot3, depth + 1, &b)
        }
        var minHeight: FrameLength? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            try JSONTapeReader.nest(depth, at: slot4)
            minHeight = try FrameLength._wireDecode(r, slot4, depth + 1, &b)
        }
        var maxHeight: FrameLength? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            try JSONTapeReader.nest(depth, at: slot5)
            maxHeight = try FrameLength._wireDecode(r, slot5, depth + 1, &b)
        }
        return Frame(_wire: (), width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let width = self.width {
            w.raw(#","width":"#)
            try JSONWriter.nest(depth)
            try width._wireEncode(&w, depth + 1)
        }
        if let height = self.height {
            w.raw(#","height":"#)
            try JSONWriter.nest(depth)
            try height._wireEncode(&w, depth + 1)
        }
        if let minWidth = self.minWidth {
            w.raw(#","minWidth":"#)
            try JSONWriter.nest(depth)
            try minWidth._wireEncode(&w, depth + 1)
        }
        if let maxWidth = self.maxWidth {
            w.raw(#","maxWidth":"#)
            try JSONWriter.nest(depth)
            try maxWidth._wireEncode(&w, depth + 1)
        }
        if let minHeight = self.minHeight {
            w.raw(#","minHeight":"#)
            try JSONWriter.nest(depth)
            try minHeight._wireEncode(&w, depth + 1)
        }
        if let maxHeight = self.maxHeight {
            w.raw(#","maxHeight":"#)
            try JSONWriter.nest(depth)
            try maxHeight._wireEncode(&w, depth + 1)
        }
    }
}

extension FrameLength: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> FrameLength {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> FrameLength {
        if r.isNumber(i) { return .points(try r.double(i)) }
        if r.isString(i) {
            let text = r.stringBytes(i)
            switch text.count {
            case 8:
                if JSONTapeReader.bytes(text, equal: "infinity") {
                    return .infinity
                }
            default: break
            }
        }
        throw JSONTapeError(index: i, reason: "expected a number of points or \"infinity\"")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .points(let value): w.number(value)
        case .infinity: w.raw(#""infinity""#)
        }
    }
}

extension Redaction: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Redaction {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> Redaction? {
        switch text.count {
        case 7:
            if JSONTapeReader.bytes(text, equal: "privacy") {
                return Redaction.privacy
            }
        case 11:
            if JSONTapeReader.bytes(text, equal: "placeholder") {
                return Redaction.placeholder
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Redaction {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(Redaction.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .placeholder: w.raw(#""placeholder""#)
        case .privacy: w.raw(#""privacy""#)
        }
    }
}

extension Action: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Action {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Action {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    slot1 = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "url") {
                    slot3 = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "type") {
                    slot0 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "payload") {
                    slot2 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("type", in: i) }
        guard r.isString(slot0) else { throw r.mismatch(at: slot0, expected: "string") }
        let tag = r.stringBytes(slot0)
        switch tag.count {
        case 6:
            if JSONTapeReader.bytes(tag, equal: "invoke") {
                guard slot1 >= 0 else { throw .missing("id", in: i) }
                let id = try r.string(slot1)
                var payload: JSONValue? = nil
                if slot2 >= 0, !r.isNull(slot2) {
                    payload = r.value(slot2)
                }
                return .invoke(id: id, payload: payload)
            }
        case 7:
            if JSONTapeReader.bytes(tag, equal: "openURL") {
                guard slot3 >= 0 else { throw .missing("url", in: i) }
                let url = try r.string(slot3)
                return .openURL(url)
            } else if JSONTapeReader.bytes(tag, equal: "present") {
                return .present
            }
        default: break
        }
        let text = String(decoding: tag, as: UTF8.self)
        throw JSONTapeError(index: slot0, reason: "unknown action type \"\(text)\" (expected invoke, openURL or present)")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .invoke(let id, let payload):
            w.raw(#"{"type":"invoke""#)
            w.raw(#","id":"#)
            w.string(id)
            if let payload = payload {
                w.raw(#","payload":"#)
                w.value(payload)
            }
            w.byte(UInt8(ascii: "}"))
        case .openURL(let url):
            w.raw(#"{"type":"openURL""#)
            w.raw(#","url":"#)
            w.string(url)
            w.byte(UInt8(ascii: "}"))
        case .present:
            w.raw(#"{"type":"present""#)
            w.byte(UInt8(ascii: "}"))
        }
    }
}

extension VStackNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> VStackNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), spacing: Spacing?, alignment: HorizontalAlignment?, children: [CellNode], modifiers: Modifiers) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> VStackNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> VStackNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "spacing") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "children") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "alignment") {
                    slot1 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var spacing: Spacing? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            spacing = try Spacing._wireDecode(r, slot0, depth + 1, &b)
        }
        var alignment: HorizontalAlignment? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            alignment = try HorizontalAlignment._wireDecode(r, slot1, depth + 1, &b)
        }
        guard slot2 >= 0 else { throw .missing("children", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        guard r.isArray(slot2) else { throw r.mismatch(at: slot2, expected: "array") }
        var childrenArray: [CellNode] = []
        childrenArray.reserveCapacity(r.count(slot2))
        var childrenEntry = slot2 + 1
        for _ in 0..<r.count(slot2) {
            try JSONTapeReader.nest((depth + 1), at: childrenEntry)
            let childrenElement = try CellNode._wireDecode(r, childrenEntry, (depth + 1) + 1, &b)
            childrenArray.append(childrenElement)
            childrenEntry = r.next(after: childrenEntry)
        }
        let children = childrenArray
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return VStackNode(_wire: (), spacing: spacing, alignment: alignment, children: children, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let spacing = self.spacing {
            w.raw(#","spacing":"#)
            try JSONWriter.nest(depth)
            try spacing._wireEncode(&w, depth + 1)
        }
        if let alignment = self.alignment {
            w.raw(#","alignment":"#)
            try JSONWriter.nest(depth)
            try alignment._wireEncode(&w, depth + 1)
        }
        w.raw(#","children":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.children.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
    }
}

extension HorizontalAlignment: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> HorizontalAlignment {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> HorizontalAlignment? {
        switch text.count {
        case 6:
            if JSONTapeReader.bytes(text, equal: "center") {
                return HorizontalAlignment.center
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "leading") {
                return HorizontalAlignment.leading
            }
        case 8:
            if JSONTapeReader.bytes(text, equal: "trailing") {
                return HorizontalAlignment.trailing
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> HorizontalAlignment {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(HorizontalAlignment.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .leading: w.raw(#""leading""#)
        case .center: w.raw(#""center""#)
        case .trailing: w.raw(#""trailing""#)
        }
    }
}

extension HStackNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> HStackNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), spacing: Spacing?, alignment: VerticalAlignment?, children: [CellNode], modifiers: Modifiers) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> HStackNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> HStackNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "spacing") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "children") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "alignment") {
                    slot1 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var spacing: Spacing? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            spacing = try Spacing._wireDecode(r, slot0, depth + 1, &b)
        }
        var alignment: VerticalAlignment? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            alignment = try VerticalAlignment._wireDecode(r, slot1, depth + 1, &b)
        }
        guard slot2 >= 0 else { throw .missing("children", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        guard r.isArray(slot2) else { throw r.mismatch(at: slot2, expected: "array") }
        var childrenArray: [CellNode] = []
        childrenArray.reserveCapacity(r.count(slot2))
        var childrenEntry = slot2 + 1
        for _ in 0..<r.count(slot2) {
            try JSONTapeReader.nest((depth + 1), at: childrenEntry)
            let childrenElement = try CellNode._wireDecode(r, childrenEntry, (depth + 1) + 1, &b)
            childrenArray.append(childrenElement)
            childrenEntry = r.next(after: childrenEntry)
        }
        let children = childrenArray
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return HStackNode(_wire: (), spacing: spacing, alignment: alignment, children: children, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let spacing = self.spacing {
            w.raw(#","spacing":"#)
            try JSONWriter.nest(depth)
            try spacing._wireEncode(&w, depth + 1)
        }
        if let alignment = self.alignment {
            w.raw(#","alignment":"#)
            try JSONWriter.nest(depth)
            try alignment._wireEncode(&w, depth + 1)
        }
        w.raw(#","children":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.children.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
    }
}

extension VerticalAlignment: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> VerticalAlignment {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> VerticalAlignment? {
        switch text.count {
        case 3:
            if JSONTapeReader.bytes(text, equal: "top") {
                return VerticalAlignment.top
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "center") {
                return VerticalAlignment.center
            } else if JSONTapeReader.bytes(text, equal: "bottom") {
                return VerticalAlignment.bottom
            }
        case 13:
            if JSONTapeReader.bytes(text, equal: "firstBaseline") {
                return VerticalAlignment.firstBaseline
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> VerticalAlignment {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(VerticalAlignment.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .top: w.raw(#""top""#)
        case .center: w.raw(#""center""#)
        case .bottom: w.raw(#""bottom""#)
        case .firstBaseline: w.raw(#""firstBaseline""#)
        }
    }
}

extension ZStackNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ZStackNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), alignment: StackAlignment?, children: [CellNode], modifiers: Modifiers) {
        self.alignment = alignment
        self.children = children
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ZStackNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> ZStackNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "children") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "alignment") {
                    slot0 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var alignment: StackAlignment? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            alignment = try StackAlignment._wireDecode(r, slot0, depth + 1, &b)
        }
        guard slot1 >= 0 else { throw .missing("children", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        guard r.isArray(slot1) else { throw r.mismatch(at: slot1, expected: "array") }
        var childrenArray: [CellNode] = []
        childrenArray.reserveCapacity(r.count(slot1))
        var childrenEntry = slot1 + 1
        for _ in 0..<r.count(slot1) {
            try JSONTapeReader.nest((depth + 1), at: childrenEntry)
            let childrenElement = try CellNode._wireDecode(r, childrenEntry, (depth + 1) + 1, &b)
            childrenArray.append(childrenElement)
            childrenEntry = r.next(after: childrenEntry)
        }
        let children = childrenArray
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return ZStackNode(_wire: (), alignment: alignment, children: children, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let alignment = self.alignment {
            w.raw(#","alignment":"#)
            try JSONWriter.nest(depth)
            try alignment._wireEncode(&w, depth + 1)
        }
        w.raw(#","children":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.children.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
    }
}

extension StackAlignment: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> StackAlignment {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> StackAlignment? {
        switch text.count {
        case 3:
            if JSONTapeReader.bytes(text, equal: "top") {
                return StackAlignment.top
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "center") {
                return StackAlignment.center
            } else if JSONTapeReader.bytes(text, equal: "bottom") {
                return StackAlignment.bottom
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "leading") {
                return StackAlignment.leading
            }
        case 8:
            if JSONTapeReader.bytes(text, equal: "trailing") {
                return StackAlignment.trailing
            }
        case 10:
            if JSONTapeReader.bytes(text, equal: "topLeading") {
                return StackAlignment.topLeading
            }
        case 11:
            if JSONTapeReader.bytes(text, equal: "topTrailing") {
                return StackAlignment.topTrailing
            }
        case 13:
            if JSONTapeReader.bytes(text, equal: "bottomLeading") {
                return StackAlignment.bottomLeading
            }
        case 14:
            if JSONTapeReader.bytes(text, equal: "bottomTrailing") {
                return StackAlignment.bottomTrailing
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> StackAlignment {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(StackAlignment.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .topLeading: w.raw(#""topLeading""#)
        case .top: w.raw(#""top""#)
        case .topTrailing: w.raw(#""topTrailing""#)
        case .leading: w.raw(#""leading""#)
        case .center: w.raw(#""center""#)
        case .trailing: w.raw(#""trailing""#)
        case .bottomLeading: w.raw(#""bottomLeading""#)
        case .bottom: w.raw(#""bottom""#)
        case .bottomTrailing: w.raw(#""bottomTrailing""#)
        }
    }
}

extension SpacerNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> SpacerNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), minLength: Double?, modifiers: Modifiers) {
        self.minLength = minLength
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> SpacerNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> SpacerNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "minLength") {
                    slot0 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var minLength: Double? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            minLength = try r.double(slot0)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return SpacerNode(_wire: (), minLength: minLength, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let minLength = self.minLength {
            w.raw(#","minLength":"#)
            w.number(minLength)
        }
    }
}

extension DividerNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> DividerNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), color: ColorToken?, inset: Spacing?, modifiers: Modifiers) {
        self.color = color
        self.inset = inset
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> DividerNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> DividerNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "color") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "inset") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var color: ColorToken? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            color = try ColorToken._wireDecode(r, slot0, depth + 1, &b)
        }
        var inset: Spacing? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            inset = try Spacing._wireDecode(r, slot1, depth + 1, &b)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return DividerNode(_wire: (), color: color, inset: inset, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let color = self.color {
            w.raw(#","color":"#)
            try JSONWriter.nest(depth)
            try color._wireEncode(&w, depth + 1)
        }
        if let inset = self.inset {
            w.raw(#","inset":"#)
            try JSONWriter.nest(depth)
            try inset._wireEncode(&w, depth + 1)
        }
    }
}

extension TextNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> TextNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), text: String, style: TextStyle?, weight: FontWeight?, color: ColorToken?, alignment: HorizontalAlignment?, maxLines: Int?, minimumScaleFactor: Double?, truncation: Truncation?, monospacedDigits: Bool?, markdown: Bool?, modifiers: Modifiers) {
        self.text = text
        self.style = style
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.maxLines = maxLines
        self.minimumScaleFactor = minimumScaleFactor
        self.truncation = truncation
        self.monospacedDigits = monospacedDigits
        self.markdown = markdown
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> TextNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> TextNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var slot7 = -1
        var slot8 = -1
        var slot9 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "text") {
                    slot0 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "style") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "color") {
                    slot3 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "weight") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "maxLines") {
                    slot5 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "markdown") {
                    slot9 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "alignment") {
                    slot4 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "truncation") {
                    slot7 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 16:
                if JSONTapeReader.bytes(name, equal: "monospacedDigits") {
                    slot8 = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "minimumScaleFactor") {
                    slot6 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("text", in: i) }
        let text = try r.string(slot0)
        var style: TextStyle? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            style = try TextStyle._wireDecode(r, slot1, depth + 1, &b)
        }
        var weight: FontWeight? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            weight = try FontWeight._wireDecode(r, slot2, depth + 1, &b)
        }
        var color: ColorToken? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            color = try ColorToken._wireDecode(r, slot3, depth + 1, &b)
        }
        var alignment: HorizontalAlignment? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            try JSONTapeReader.nest(depth, at: slot4)
            alignment = try HorizontalAlignment._wireDecode(r, slot4, depth + 1, &b)
        }
        var maxLines: Int? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            maxLines = try r.int(slot5)
        }
        var minimumScaleFactor: Double? = nil
        if slot6 >= 0, !r.isNull(slot6) {
            minimumScaleFactor = try r.double(slot6)
        }
        var truncation: Truncation? = nil
        if slot7 >= 0, !r.isNull(slot7) {
            try JSONTapeReader.nest(depth, at: slot7)
            truncation = try Truncation._wireDecode(r, slot7, depth + 1, &b)
        }
        var monospacedDigits: Bool? = nil
        if slot8 >= 0, !r.isNull(slot8) {
            monospacedDigits = try r.bool(slot8)
        }
        var markdown: Bool? = nil
        if slot9 >= 0, !r.isNull(slot9) {
            markdown = try r.bool(slot9)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return TextNode(_wire: (), text: text, style: style, weight: weight, color: color, alignment: alignment, maxLines: maxLines, minimumScaleFactor: minimumScaleFactor, truncation: truncation, monospacedDigits: monospacedDigits, markdown: markdown, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"text":"#)
        w.string(self.text)
        if let style = self.style {
            w.raw(#","style":"#)
            try JSONWriter.nest(depth)
            try style._wireEncode(&w, depth + 1)
        }
        if let weight = self.weight {
            w.raw(#","weight":"#)
            try JSONWriter.nest(depth)
            try weight._wireEncode(&w, depth + 1)
        }
        if let color = self.color {
            w.raw(#","color":"#)
            try JSONWriter.nest(depth)
            try color._wireEncode(&w, depth + 1)
        }
        if let alignment = self.alignment {
            w.raw(#","alignment":"#)
            try JSONWriter.nest(depth)
            try alignment._wireEncode(&w, depth + 1)
        }
        if let maxLines = self.maxLines {
            w.raw(#","maxLines":"#)
            w.number(maxLines)
        }
        if let minimumScaleFactor = self.minimumScaleFactor {
            w.raw(#","minimumScaleFactor":"#)
            w.number(minimumScaleFactor)
        }
        if let truncation = self.truncation {
            w.raw(#","truncation":"#)
            try JSONWriter.nest(depth)
            try truncation._wireEncode(&w, depth + 1)
        }
        if let monospacedDigits = self.monospacedDigits {
            w.raw(#","monospacedDigits":"#)
            w.bool(monospacedDigits)
        }
        if let markdown = self.markdown {
            w.raw(#","markdown":"#)
            w.bool(markdown)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","text":"#)
        w.string(self.text)
        if let style = self.style {
            w.raw(#","style":"#)
            try JSONWriter.nest(depth)
            try style._wireEncode(&w, depth + 1)
        }
        if let weight = self.weight {
            w.raw(#","weight":"#)
            try JSONWriter.nest(depth)
            try weight._wireEncode(&w, depth + 1)
        }
        if let color = self.color {
            w.raw(#","color":"#)
            try JSONWriter.nest(depth)
            try color._wireEncode(&w, depth + 1)
        }
        if let alignment = self.alignment {
            w.raw(#","alignment":"#)
            try JSONWriter.nest(depth)
            try alignment._wireEncode(&w, depth + 1)
        }
        if let maxLines = self.maxLines {
            w.raw(#","maxLines":"#)
            w.number(maxLines)
        }
        if let minimumScaleFactor = self.minimumScaleFactor {
            w.raw(#","minimumScaleFactor":"#)
            w.number(minimumScaleFactor)
        }
        if let truncation = self.truncation {
            w.raw(#","truncation":"#)
            try JSONWriter.nest(depth)
            try truncation._wireEncode(&w, depth + 1)
        }
        if let monospacedDigits = self.monospacedDigits {
            w.raw(#","monospacedDigits":"#)
            w.bool(monospacedDigits)
        }
        if let markdown = self.markdown {
            w.raw(#","markdown":"#)
            w.bool(markdown)
        }
    }
}

extension TextStyle: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> TextStyle {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> TextStyle? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "body") {
                return TextStyle.body
            }
        case 5:
            if JSONTapeReader.bytes(text, equal: "title") {
                return TextStyle.title
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "title2") {
                return TextStyle.title2
            } else if JSONTapeReader.bytes(text, equal: "title3") {
                return TextStyle.title3
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "callout") {
                return TextStyle.callout
            } else if JSONTapeReader.bytes(text, equal: "caption") {
                return TextStyle.caption
            }
        case 8:
            if JSONTapeReader.bytes(text, equal: "headline") {
                return TextStyle.headline
            } else if JSONTapeReader.bytes(text, equal: "footnote") {
                return TextStyle.footnote
            } else if JSONTapeReader.bytes(text, equal: "caption2") {
                return TextStyle.caption2
            }
        case 10:
            if JSONTapeReader.bytes(text, equal: "largeTitle") {
                return TextStyle.largeTitle
            }
        case 11:
            if JSONTapeReader.bytes(text, equal: "subheadline") {
                return TextStyle.subheadline
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> TextStyle {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(TextStyle.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .largeTitle: w.raw(#""largeTitle""#)
        case .title: w.raw(#""title""#)
        case .title2: w.raw(#""title2""#)
        case .title3: w.raw(#""title3""#)
        case .headline: w.raw(#""headline""#)
        case .subheadline: w.raw(#""subheadline""#)
        case .body: w.raw(#""body""#)
        case .callout: w.raw(#""callout""#)
        case .footnote: w.raw(#""footnote""#)
        case .caption: w.raw(#""caption""#)
        case .caption2: w.raw(#""caption2""#)
        }
    }
}

extension FontWeight: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> FontWeight {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> FontWeight? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "thin") {
                return FontWeight.thin
            } else if JSONTapeReader.bytes(text, equal: "bold") {
                return FontWeight.bold
            }
        case 5:
            if JSONTapeReader.bytes(text, equal: "light") {
                return FontWeight.light
            } else if JSONTapeReader.bytes(text, equal: "heavy") {
                return FontWeight.heavy
            } else if JSONTapeReader.bytes(text, equal: "black") {
                return FontWeight.black
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "medium") {
                return FontWeight.medium
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "regular") {
                return FontWeight.regular
            }
        case 8:
            if JSONTapeReader.bytes(text, equal: "semibold") {
                return FontWeight.semibold
            }
        case 10:
            if JSONTapeReader.bytes(text, equal: "ultraLight") {
                return FontWeight.ultraLight
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> FontWeight {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(FontWeight.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .ultraLight: w.raw(#""ultraLight""#)
        case .thin: w.raw(#""thin""#)
        case .light: w.raw(#""light""#)
        case .regular: w.raw(#""regular""#)
        case .medium: w.raw(#""medium""#)
        case .semibold: w.raw(#""semibold""#)
        case .bold: w.raw(#""bold""#)
        case .heavy: w.raw(#""heavy""#)
        case .black: w.raw(#""black""#)
        }
    }
}

extension Truncation: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Truncation {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> Truncation? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "head") {
                return Truncation.head
            } else if JSONTapeReader.bytes(text, equal: "tail") {
                return Truncation.tail
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "middle") {
                return Truncation.middle
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Truncation {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(Truncation.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .head: w.raw(#""head""#)
        case .middle: w.raw(#""middle""#)
        case .tail: w.raw(#""tail""#)
        }
    }
}

extension DateTextNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> DateTextNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), date: Timestamp, style: DateTextNode.Style, to: Timestamp?, timeZone: String?, textStyle: TextStyle?, weight: FontWeight?, color: ColorToken?, fallbackText: String?, modifiers: Modifiers) {
        self.date = date
        self.style = style
        self.to = to
        self.timeZone = timeZone
        self.textStyle = textStyle
        self.weight = weight
        self.color = color
        self.fallbackText = fallbackText
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> DateTextNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> DateTextNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var slot7 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "to") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "date") {
                    slot0 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "style") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "color") {
                    slot6 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "weight") {
                    slot5 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "timeZone") {
                    slot3 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "textStyle") {
                    slot4 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "fallbackText") {
                    slot7 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("date", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let date = try Timestamp._wireDecode(r, slot0, depth + 1, &b)
        guard slot1 >= 0 else { throw .missing("style", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        let style = try DateTextNode.Style._wireDecode(r, slot1, depth + 1, &b)
        var to: Timestamp? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            to = try Timestamp._wireDecode(r, slot2, depth + 1, &b)
        }
        var timeZone: String? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            timeZone = try r.string(slot3)
        }
        var textStyle: TextStyle? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            try JSONTapeReader.nest(depth, at: slot4)
            textStyle = try TextStyle._wireDecode(r, slot4, depth + 1, &b)
        }
        var weight: FontWeight? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            try JSONTapeReader.nest(depth, at: slot5)
            weight = try FontWeight._wireDecode(r, slot5, depth + 1, &b)
        }
        var color: ColorToken? = nil
        if slot6 >= 0, !r.isNull(slot6) {
            try JSONTapeReader.nest(depth, at: slot6)
            color = try ColorToken._wireDecode(r, slot6, depth + 1, &b)
        }
        var fallbackText: String? = nil
        if slot7 >= 0, !r.isNull(slot7) {
            fallbackText = try r.string(slot7)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return DateTextNode(_wire: (), date: date, style: style, to: to, timeZone: timeZone, textStyle: textStyle, weight: weight, color: color, fallbackText: fallbackText, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"date":"#)
        try JSONWriter.nest(depth)
        try self.date._wireEncode(&w, depth + 1)
        w.raw(#","style":"#)
        try JSONWriter.nest(depth)
        try self.style._wireEncode(&w, depth + 1)
        if let to = self.to {
            w.raw(#","to":"#)
            try JSONWriter.nest(depth)
            try to._wireEncode(&w, depth + 1)
        }
        if let timeZone = self.timeZone {
            w.raw(#","timeZone":"#)
            w.string(timeZone)
        }
        if let textStyle = self.textStyle {
            w.raw(#","textStyle":"#)
            try JSONWriter.nest(depth)
            try textStyle._wireEncode(&w, depth + 1)
        }
        if let weight = self.weight {
            w.raw(#","weight":"#)
            try JSONWriter.nest(depth)
            try weight._wireEncode(&w, depth + 1)
        }
        if let color = self.color {
            w.raw(#","color":"#)
            try JSONWriter.nest(depth)
            try color._wireEncode(&w, depth + 1)
        }
        if let fallbackText = self.fallbackText {
            w.raw(#","fallbackText":"#)
            w.string(fallbackText)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","date":"#)
        try JSONWriter.nest(depth)
        try self.date._wireEncode(&w, depth + 1)
        w.raw(#","style":"#)
        try JSONWriter.nest(depth)
        try self.style._wireEncode(&w, depth + 1)
        if let to = self.to {
            w.raw(#","to":"#)
            try JSONWriter.nest(depth)
            try to._wireEncode(&w, depth + 1)
        }
        if let timeZone = self.timeZone {
            w.raw(#","timeZone":"#)
            w.string(timeZone)
        }
        if let textStyle = self.textStyle {
            w.raw(#","textStyle":"#)
            try JSONWriter.nest(depth)
            try textStyle._wireEncode(&w, depth + 1)
        }
        if let weight = self.weight {
            w.raw(#","weight":"#)
            try JSONWriter.nest(depth)
            try weight._wireEncode(&w, depth + 1)
        }
        if let color = self.color {
            w.raw(#","color":"#)
            try JSONWriter.nest(depth)
            try color._wireEncode(&w, depth + 1)
        }
        if let fallbackText = self.fallbackText {
            w.raw(#","fallbackText":"#)
            w.string(fallbackText)
        }
    }
}

extension Timestamp: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Timestamp {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Timestamp {
        let text = try r.string(i)
        guard let value = Timestamp(text) else { throw JSONTapeError(index: i, reason: "expected an ISO 8601 date-time with a UTC offset, e.g. 2026-11-03T08:15:00+01:00, got \"\(text)\"") }
        return value
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.string(rawValue)
    }
}

extension DateTextNode.Style: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> DateTextNode.Style {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> DateTextNode.Style? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "date") {
                return DateTextNode.Style.date
            } else if JSONTapeReader.bytes(text, equal: "time") {
                return DateTextNode.Style.time
            }
        case 5:
            if JSONTapeReader.bytes(text, equal: "timer") {
                return DateTextNode.Style.timer
            } else if JSONTapeReader.bytes(text, equal: "range") {
                return DateTextNode.Style.range
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "offset") {
                return DateTextNode.Style.offset
            }
        case 8:
            if JSONTapeReader.bytes(text, equal: "relative") {
                return DateTextNode.Style.relative
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> DateTextNode.Style {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(DateTextNode.Style.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .relative: w.raw(#""relative""#)
        case .offset: w.raw(#""offset""#)
        case .timer: w.raw(#""timer""#)
        case .date: w.raw(#""date""#)
        case .time: w.raw(#""time""#)
        case .range: w.raw(#""range""#)
        }
    }
}

extension ImageNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ImageNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), source: ImageSource, contentMode: ImageNode.ContentMode?, size: Double?, tint: ColorToken?, label: String?, decorative: Bool?, shape: ImageNode.Shape?, modifiers: Modifiers) {
        self.source = source
        self.contentMode = contentMode
        self.size = size
        self.tint = tint
        self.label = label
        self.decorative = decorative
        self.shape = shape
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ImageNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> ImageNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "size") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "tint") {
                    slot3 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "label") {
                    slot4 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "shape") {
                    slot6 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "source") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "decorative") {
                    slot5 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 11:
                if JSONTapeReader.bytes(name, equal: "contentMode") {
                    slot1 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("source", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let source = try ImageSource._wireDecode(r, slot0, depth + 1, &b)
        var contentMode: ImageNode.ContentMode? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            contentMode = try ImageNode.ContentMode._wireDecode(r, slot1, depth + 1, &b)
        }
        var size: Double? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            size = try r.double(slot2)
        }
        var tint: ColorToken? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            tint = try ColorToken._wireDecode(r, slot3, depth + 1, &b)
        }
        var label: String? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            label = try r.string(slot4)
        }
        var decorative: Bool? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            decorative = try r.bool(slot5)
        }
        var shape: ImageNode.Shape? = nil
        if slot6 >= 0, !r.isNull(slot6) {
            try JSONTapeReader.nest(depth, at: slot6)
            shape = try ImageNode.Shape._wireDecode(r, slot6, depth + 1, &b)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return ImageNode(_wire: (), source: source, contentMode: contentMode, size: size, tint: tint, label: label, decorative: decorative, shape: shape, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"source":"#)
        try JSONWriter.nest(depth)
        try self.source._wireEncode(&w, depth + 1)
        if let contentMode = self.contentMode {
            w.raw(#","contentMode":"#)
            try JSONWriter.nest(depth)
            try contentMode._wireEncode(&w, depth + 1)
        }
        if let size = self.size {
            w.raw(#","size":"#)
            w.number(size)
        }
        if let tint = self.tint {
            w.raw(#","tint":"#)
            try JSONWriter.nest(depth)
            try tint._wireEncode(&w, depth + 1)
        }
        if let label = self.label {
            w.raw(#","label":"#)
            w.string(label)
        }
        if let decorative = self.decorative {
            w.raw(#","decorative":"#)
            w.bool(decorative)
        }
        if let shape = self.shape {
            w.raw(#","shape":"#)
            try JSONWriter.nest(depth)
            try shape._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","source":"#)
        try JSONWriter.nest(depth)
        try self.source._wireEncode(&w, depth + 1)
        if let contentMode = self.contentMode {
            w.raw(#","contentMode":"#)
            try JSONWriter.nest(depth)
            try contentMode._wireEncode(&w, depth + 1)
        }
        if let size = self.size {
            w.raw(#","size":"#)
            w.number(size)
        }
        if let tint = self.tint {
            w.raw(#","tint":"#)
            try JSONWriter.nest(depth)
            try tint._wireEncode(&w, depth + 1)
        }
        if let label = self.label {
            w.raw(#","label":"#)
            w.string(label)
        }
        if let decorative = self.decorative {
            w.raw(#","decorative":"#)
            w.bool(decorative)
        }
        if let shape = self.shape {
            w.raw(#","shape":"#)
            try JSONWriter.nest(depth)
            try shape._wireEncode(&w, depth + 1)
        }
    }
}

extension ImageSource: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ImageSource {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ImageSource {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 3:
                if JSONTapeReader.bytes(name, equal: "url") {
                    slot2 = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "data") {
                    slot3 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "asset") {
                    slot1 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "symbol") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        let present = (slot0 >= 0 ? 1 : 0) + (slot1 >= 0 ? 1 : 0) + (slot2 >= 0 ? 1 : 0) + (slot3 >= 0 ? 1 : 0)
        guard present == 1 else { throw JSONTapeError(index: i, reason: "an image source needs exactly one of symbol, asset, url, data") }
        if slot0 >= 0 { return .symbol(try r.string(slot0)) }
        if slot1 >= 0 { return .asset(try r.string(slot1)) }
        if slot2 >= 0 { return .url(try r.string(slot2)) }
        if slot3 >= 0 { return .data(try r.string(slot3)) }
        return .data(try r.string(slot3))
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .symbol(let value):
            w.raw(#"{"symbol":"#)
            w.string(value)
            w.byte(UInt8(ascii: "}"))
        case .asset(let value):
            w.raw(#"{"asset":"#)
            w.string(value)
            w.byte(UInt8(ascii: "}"))
        case .url(let value):
            w.raw(#"{"url":"#)
            w.string(value)
            w.byte(UInt8(ascii: "}"))
        case .data(let value):
            w.raw(#"{"data":"#)
            w.string(value)
            w.byte(UInt8(ascii: "}"))
        }
    }
}

extension ImageNode.ContentMode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ImageNode.ContentMode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> ImageNode.ContentMode? {
        switch text.count {
        case 3:
            if JSONTapeReader.bytes(text, equal: "fit") {
                return ImageNode.ContentMode.fit
            }
        case 4:
            if JSONTapeReader.bytes(text, equal: "fill") {
                return ImageNode.ContentMode.fill
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ImageNode.ContentMode {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(ImageNode.ContentMode.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .fit: w.raw(#""fit""#)
        case .fill: w.raw(#""fill""#)
        }
    }
}

extension ImageNode.Shape: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ImageNode.Shape {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> ImageNode.Shape? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "none") {
                return ImageNode.Shape.none
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "circle") {
                return ImageNode.Shape.circle
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "rounded") {
                return ImageNode.Shape.rounded
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ImageNode.Shape {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(ImageNode.Shape.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .none: w.raw(#""none""#)
        case .circle: w.raw(#""circle""#)
        case .rounded: w.raw(#""rounded""#)
        }
    }
}

extension LabelNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> LabelNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), title: String, icon: ImageSource?, style: LabelNode.Style?, textStyle: TextStyle?, color: ColorToken?, modifiers: Modifiers) {
        self.title = title
        self.icon = icon
        self.style = style
        self.textStyle = textStyle
        self.color = color
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> LabelNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> LabelNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "icon") {
                    slot1 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "title") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "style") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "color") {
                    slot4 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "textStyle") {
                    slot3 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("title", in: i) }
        let title = try r.string(slot0)
        var icon: ImageSource? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            icon = try ImageSource._wireDecode(r, slot1, depth + 1, &b)
        }
        var style: LabelNode.Style? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            style = try LabelNode.Style._wireDecode(r, slot2, depth + 1, &b)
        }
        var textStyle: TextStyle? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            textStyle = try TextStyle._wireDecode(r, slot3, depth + 1, &b)
        }
        var color: ColorToken? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            try JSONTapeReader.nest(depth, at: slot4)
            color = try ColorToken._wireDecode(r, slot4, depth + 1, &b)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return LabelNode(_wire: (), title: title, icon: icon, style: style, textStyle: textStyle, color: color, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"title":"#)
        w.string(self.title)
        if let icon = self.icon {
            w.raw(#","icon":"#)
            try JSONWriter.nest(depth)
            try icon._wireEncode(&w, depth + 1)
        }
        if let style = self.style {
            w.raw(#","style":"#)
            try JSONWriter.nest(depth)
            try style._wireEncode(&w, depth + 1)
        }
        if let textStyle = self.textStyle {
            w.raw(#","textStyle":"#)
            try JSONWriter.nest(depth)
            try textStyle._wireEncode(&w, depth + 1)
        }
        if let color = self.color {
            w.raw(#","color":"#)
            try JSONWriter.nest(depth)
            try color._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","title":"#)
        w.string(self.title)
        if let icon = self.icon {
            w.raw(#","icon":"#)
            try JSONWriter.nest(depth)
            try icon._wireEncode(&w, depth + 1)
        }
        if let style = self.style {
            w.raw(#","style":"#)
            try JSONWriter.nest(depth)
            try style._wireEncode(&w, depth + 1)
        }
        if let textStyle = self.textStyle {
            w.raw(#","textStyle":"#)
            try JSONWriter.nest(depth)
            try textStyle._wireEncode(&w, depth + 1)
        }
        if let color = self.color {
            w.raw(#","color":"#)
            try JSONWriter.nest(depth)
            try color._wireEncode(&w, depth + 1)
        }
    }
}

extension LabelNode.Style: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> LabelNode.Style {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> LabelNode.Style? {
        switch text.count {
        case 8:
            if JSONTapeReader.bytes(text, equal: "iconOnly") {
                return LabelNode.Style.iconOnly
            }
        case 9:
            if JSONTapeReader.bytes(text, equal: "titleOnly") {
                return LabelNode.Style.titleOnly
            }
        case 12:
            if JSONTapeReader.bytes(text, equal: "titleAndIcon") {
                return LabelNode.Style.titleAndIcon
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> LabelNode.Style {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(LabelNode.Style.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .titleAndIcon: w.raw(#""titleAndIcon""#)
        case .iconOnly: w.raw(#""iconOnly""#)
        case .titleOnly: w.raw(#""titleOnly""#)
        }
    }
}

extension BadgeNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> BadgeNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), text: String, tone: BadgeNode.Tone?, modifiers: Modifiers) {
        self.text = text
        self.tone = tone
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> BadgeNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> BadgeNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "text") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "tone") {
                    slot1 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("text", in: i) }
        let text = try r.string(slot0)
        var tone: BadgeNode.Tone? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            tone = try BadgeNode.Tone._wireDecode(r, slot1, depth + 1, &b)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return BadgeNode(_wire: (), text: text, tone: tone, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"text":"#)
        w.string(self.text)
        if let tone = self.tone {
            w.raw(#","tone":"#)
            try JSONWriter.nest(depth)
            try tone._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","text":"#)
        w.string(self.text)
        if let tone = self.tone {
            w.raw(#","tone":"#)
            try JSONWriter.nest(depth)
            try tone._wireEncode(&w, depth + 1)
        }
    }
}

extension BadgeNode.Tone: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> BadgeNode.Tone {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> BadgeNode.Tone? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "good") {
                return BadgeNode.Tone.good
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "accent") {
                return BadgeNode.Tone.accent
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "neutral") {
                return BadgeNode.Tone.neutral
            } else if JSONTapeReader.bytes(text, equal: "warning") {
                return BadgeNode.Tone.warning
            }
        case 8:
            if JSONTapeReader.bytes(text, equal: "critical") {
                return BadgeNode.Tone.critical
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> BadgeNode.Tone {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(BadgeNode.Tone.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .neutral: w.raw(#""neutral""#)
        case .accent: w.raw(#""accent""#)
        case .good: w.raw(#""good""#)
        case .warning: w.raw(#""warning""#)
        case .critical: w.raw(#""critical""#)
        }
    }
}

extension ProgressNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ProgressNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), value: Double?, indeterminate: Bool?, style: ProgressNode.Style?, tint: ColorToken?, label: String?, modifiers: Modifiers) {
        self.value = value
        self.indeterminate = indeterminate
        self.style = style
        self.tint = tint
        self.label = label
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ProgressNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> ProgressNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "tint") {
                    slot3 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "value") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "style") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "label") {
                    slot4 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 13:
                if JSONTapeReader.bytes(name, equal: "indeterminate") {
                    slot1 = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var value: Double? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            value = try r.double(slot0)
        }
        var indeterminate: Bool? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            indeterminate = try r.bool(slot1)
        }
        var style: ProgressNode.Style? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            style = try ProgressNode.Style._wireDecode(r, slot2, depth + 1, &b)
        }
        var tint: ColorToken? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            tint = try ColorToken._wireDecode(r, slot3, depth + 1, &b)
        }
        var label: String? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            label = try r.string(slot4)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return ProgressNode(_wire: (), value: value, indeterminate: indeterminate, style: style, tint: tint, label: label, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let value = self.value {
            w.raw(#","value":"#)
            w.number(value)
        }
        if let indeterminate = self.indeterminate {
            w.raw(#","indeterminate":"#)
            w.bool(indeterminate)
        }
        if let style = self.style {
            w.raw(#","style":"#)
            try JSONWriter.nest(depth)
            try style._wireEncode(&w, depth + 1)
        }
        if let tint = self.tint {
            w.raw(#","tint":"#)
            try JSONWriter.nest(depth)
            try tint._wireEncode(&w, depth + 1)
        }
        if let label = self.label {
            w.raw(#","label":"#)
            w.string(label)
        }
    }
}

extension ProgressNode.Style: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ProgressNode.Style {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> ProgressNode.Style? {
        switch text.count {
        case 3:
            if JSONTapeReader.bytes(text, equal: "bar") {
                return ProgressNode.Style.bar
            }
        case 4:
            if JSONTapeReader.bytes(text, equal: "ring") {
                return ProgressNode.Style.ring
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ProgressNode.Style {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(ProgressNode.Style.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .bar: w.raw(#""bar""#)
        case .ring: w.raw(#""ring""#)
        }
    }
}

extension FactsNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> FactsNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), rows: [FactsNode.Row], columns: Int?, modifiers: Modifiers) {
        self.rows = rows
        self.columns = columns
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> FactsNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> FactsNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "rows") {
                    slot0 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "columns") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("rows", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        guard r.isArray(slot0) else { throw r.mismatch(at: slot0, expected: "array") }
        var rowsArray: [FactsNode.Row] = []
        rowsArray.reserveCapacity(r.count(slot0))
        var rowsEntry = slot0 + 1
        for _ in 0..<r.count(slot0) {
            try JSONTapeReader.nest((depth + 1), at: rowsEntry)
            let rowsElement = try FactsNode.Row._wireDecode(r, rowsEntry, (depth + 1) + 1, &b)
            rowsArray.append(rowsElement)
            rowsEntry = r.next(after: rowsEntry)
        }
        let rows = rowsArray
        var columns: Int? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            columns = try r.int(slot1)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return FactsNode(_wire: (), rows: rows, columns: columns, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"rows":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.rows.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
        if let columns = self.columns {
            w.raw(#","columns":"#)
            w.number(columns)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","rows":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.rows.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
        if let columns = self.columns {
            w.raw(#","columns":"#)
            w.number(columns)
        }
    }
}

extension FactsNode.Row: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> FactsNode.Row {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), title: String, value: String) {
        self.title = title
        self.value = value
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> FactsNode.Row {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "title") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "value") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("title", in: i) }
        let title = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("value", in: i) }
        let value = try r.string(slot1)
        return FactsNode.Row(_wire: (), title: title, value: value)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"title":"#)
        w.string(self.title)
        w.raw(#","value":"#)
        w.string(self.value)
        w.byte(UInt8(ascii: "}"))
    }
}

extension ButtonNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ButtonNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), title: String, icon: ImageSource?, role: ButtonNode.Role?, action: Action, confirm: ButtonNode.Confirmation?, modifiers: Modifiers) {
        self.title = title
        self.icon = icon
        self.role = role
        self.action = action
        self.confirm = confirm
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ButtonNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> ButtonNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "icon") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "role") {
                    slot2 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "title") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "action") {
                    slot3 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "confirm") {
                    slot4 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("title", in: i) }
        let title = try r.string(slot0)
        var icon: ImageSource? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            icon = try ImageSource._wireDecode(r, slot1, depth + 1, &b)
        }
        var role: ButtonNode.Role? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            role = try ButtonNode.Role._wireDecode(r, slot2, depth + 1, &b)
        }
        guard slot3 >= 0 else { throw .missing("action", in: i) }
        try JSONTapeReader.nest(depth, at: slot3)
        let action = try Action._wireDecode(r, slot3, depth + 1, &b)
        var confirm: ButtonNode.Confirmation? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            try JSONTapeReader.nest(depth, at: slot4)
            confirm = try ButtonNode.Confirmation._wireDecode(r, slot4, depth + 1, &b)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return ButtonNode(_wire: (), title: title, icon: icon, role: role, action: action, confirm: confirm, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"title":"#)
        w.string(self.title)
        if let icon = self.icon {
            w.raw(#","icon":"#)
            try JSONWriter.nest(depth)
            try icon._wireEncode(&w, depth + 1)
        }
        if let role = self.role {
            w.raw(#","role":"#)
            try JSONWriter.nest(depth)
            try role._wireEncode(&w, depth + 1)
        }
        w.raw(#","action":"#)
        try JSONWriter.nest(depth)
        try self.action._wireEncode(&w, depth + 1)
        if let confirm = self.confirm {
            w.raw(#","confirm":"#)
            try JSONWriter.nest(depth)
            try confirm._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","title":"#)
        w.string(self.title)
        if let icon = self.icon {
            w.raw(#","icon":"#)
            try JSONWriter.nest(depth)
            try icon._wireEncode(&w, depth + 1)
        }
        if let role = self.role {
            w.raw(#","role":"#)
            try JSONWriter.nest(depth)
            try role._wireEncode(&w, depth + 1)
        }
        w.raw(#","action":"#)
        try JSONWriter.nest(depth)
        try self.action._wireEncode(&w, depth + 1)
        if let confirm = self.confirm {
            w.raw(#","confirm":"#)
            try JSONWriter.nest(depth)
            try confirm._wireEncode(&w, depth + 1)
        }
    }
}

extension ButtonNode.Role: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ButtonNode.Role {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> ButtonNode.Role? {
        switch text.count {
        case 7:
            if JSONTapeReader.bytes(text, equal: "default") {
                return ButtonNode.Role.`default`
            } else if JSONTapeReader.bytes(text, equal: "primary") {
                return ButtonNode.Role.primary
            }
        case 11:
            if JSONTapeReader.bytes(text, equal: "destructive") {
                return ButtonNode.Role.destructive
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ButtonNode.Role {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(ButtonNode.Role.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .`default`: w.raw(#""default""#)
        case .primary: w.raw(#""primary""#)
        case .destructive: w.raw(#""destructive""#)
        }
    }
}

extension ButtonNode.Confirmation: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ButtonNode.Confirmation {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), title: String, message: String?) {
        self.title = title
        self.message = message
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ButtonNode.Confirmation {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "title") {
                    slot0 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "message") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("title", in: i) }
        let title = try r.string(slot0)
        var message: String? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            message = try r.string(slot1)
        }
        return ButtonNode.Confirmation(_wire: (), title: title, message: message)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"title":"#)
        w.string(self.title)
        if let message = self.message {
            w.raw(#","message":"#)
            w.string(message)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension ToggleNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ToggleNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), isOn: Bool, label: String, action: Action, modifiers: Modifiers) {
        self.isOn = isOn
        self.label = label
        self.action = action
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ToggleNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> ToggleNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "isOn") {
                    slot0 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "label") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "action") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("isOn", in: i) }
        let isOn = try r.bool(slot0)
        guard slot1 >= 0 else { throw .missing("label", in: i) }
        let label = try r.string(slot1)
        guard slot2 >= 0 else { throw .missing("action", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        let action = try Action._wireDecode(r, slot2, depth + 1, &b)
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return ToggleNode(_wire: (), isOn: isOn, label: label, action: action, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"isOn":"#)
        w.bool(self.isOn)
        w.raw(#","label":"#)
        w.string(self.label)
        w.raw(#","action":"#)
        try JSONWriter.nest(depth)
        try self.action._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","isOn":"#)
        w.bool(self.isOn)
        w.raw(#","label":"#)
        w.string(self.label)
        w.raw(#","action":"#)
        try JSONWriter.nest(depth)
        try self.action._wireEncode(&w, depth + 1)
    }
}

extension ListNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ListNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), items: [CellNode], spacing: Spacing?, separator: Bool?, maxVisible: Int?, more: Action?, modifiers: Modifiers) {
        self.items = items
        self.spacing = spacing
        self.separator = separator
        self.maxVisible = maxVisible
        self.more = more
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ListNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> ListNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "more") {
                    slot4 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "items") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "spacing") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "separator") {
                    slot2 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "maxVisible") {
                    slot3 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("items", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        guard r.isArray(slot0) else { throw r.mismatch(at: slot0, expected: "array") }
        var itemsArray: [CellNode] = []
        itemsArray.reserveCapacity(r.count(slot0))
        var itemsEntry = slot0 + 1
        for _ in 0..<r.count(slot0) {
            try JSONTapeReader.nest((depth + 1), at: itemsEntry)
            let itemsElement = try CellNode._wireDecode(r, itemsEntry, (depth + 1) + 1, &b)
            itemsArray.append(itemsElement)
            itemsEntry = r.next(after: itemsEntry)
        }
        let items = itemsArray
        var spacing: Spacing? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            spacing = try Spacing._wireDecode(r, slot1, depth + 1, &b)
        }
        var separator: Bool? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            separator = try r.bool(slot2)
        }
        var maxVisible: Int? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            maxVisible = try r.int(slot3)
        }
        var more: Action? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            try JSONTapeReader.nest(depth, at: slot4)
            more = try Action._wireDecode(r, slot4, depth + 1, &b)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return ListNode(_wire: (), items: items, spacing: spacing, separator: separator, maxVisible: maxVisible, more: more, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"items":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.items.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
        if let spacing = self.spacing {
            w.raw(#","spacing":"#)
            try JSONWriter.nest(depth)
            try spacing._wireEncode(&w, depth + 1)
        }
        if let separator = self.separator {
            w.raw(#","separator":"#)
            w.bool(separator)
        }
        if let maxVisible = self.maxVisible {
            w.raw(#","maxVisible":"#)
            w.number(maxVisible)
        }
        if let more = self.more {
            w.raw(#","more":"#)
            try JSONWriter.nest(depth)
            try more._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#","items":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.items.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
        if let spacing = self.spacing {
            w.raw(#","spacing":"#)
            try JSONWriter.nest(depth)
            try spacing._wireEncode(&w, depth + 1)
        }
        if let separator = self.separator {
            w.raw(#","separator":"#)
            w.bool(separator)
        }
        if let maxVisible = self.maxVisible {
            w.raw(#","maxVisible":"#)
            w.number(maxVisible)
        }
        if let more = self.more {
            w.raw(#","more":"#)
            try JSONWriter.nest(depth)
            try more._wireEncode(&w, depth + 1)
        }
    }
}

extension PlaceholderNode: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> PlaceholderNode {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), kind: PlaceholderNode.Kind?, width: Double?, lines: Int?, modifiers: Modifiers) {
        self.kind = kind
        self.width = width
        self.lines = lines
        self.modifiers = modifiers
    }

    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.
    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> PlaceholderNode {
        try _wireFields(r, i, depth, &b, modifiers: false)
    }

    /// The kind's members and the modifiers, from one node object.
    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> PlaceholderNode {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var modifierSlots = Modifiers._WireSlots()
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    modifierSlots.id = member + 1
                }
            case 3:
                if JSONTapeReader.bytes(name, equal: "tap") {
                    modifierSlots.tap = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "kind") {
                    slot0 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "width") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "lines") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "frame") {
                    modifierSlots.frame = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "hidden") {
                    modifierSlots.hidden = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "padding") {
                    modifierSlots.padding = member + 1
                } else if JSONTapeReader.bytes(name, equal: "opacity") {
                    modifierSlots.opacity = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "redacted") {
                    modifierSlots.redacted = member + 1
                } else if JSONTapeReader.bytes(name, equal: "fallback") {
                    modifierSlots.fallback = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "background") {
                    modifierSlots.background = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "cornerRadius") {
                    modifierSlots.cornerRadius = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "layoutPriority") {
                    modifierSlots.layoutPriority = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "accessibilityLabel") {
                    modifierSlots.accessibilityLabel = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var kind: PlaceholderNode.Kind? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            kind = try PlaceholderNode.Kind._wireDecode(r, slot0, depth + 1, &b)
        }
        var width: Double? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            width = try r.double(slot1)
        }
        var lines: Int? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            lines = try r.int(slot2)
        }
        let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()
        return PlaceholderNode(_wire: (), kind: kind, width: width, lines: lines, modifiers: modifiers)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let kind = self.kind {
            w.raw(#","kind":"#)
            try JSONWriter.nest(depth)
            try kind._wireEncode(&w, depth + 1)
        }
        if let width = self.width {
            w.raw(#","width":"#)
            w.number(width)
        }
        if let lines = self.lines {
            w.raw(#","lines":"#)
            w.number(lines)
        }
    }
}

extension PlaceholderNode.Kind: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> PlaceholderNode.Kind {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> PlaceholderNode.Kind? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "text") {
                return PlaceholderNode.Kind.text
            } else if JSONTapeReader.bytes(text, equal: "rect") {
                return PlaceholderNode.Kind.rect
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "circle") {
                return PlaceholderNode.Kind.circle
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> PlaceholderNode.Kind {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(PlaceholderNode.Kind.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .text: w.raw(#""text""#)
        case .rect: w.raw(#""rect""#)
        case .circle: w.raw(#""circle""#)
        }
    }
}

extension WidgetController: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> WidgetController {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), presentation: Presentation, title: String, content: CellNode, leftButtons: [HeaderButton]?, rightButtons: [HeaderButton]?, preferredWidth: PreferredWidth?) {
        self.presentation = presentation
        self.title = title
        self.content = content
        self.leftButtons = leftButtons
        self.rightButtons = rightButtons
        self.preferredWidth = preferredWidth
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> WidgetController {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "title") {
                    slot1 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "content") {
                    slot2 = member + 1
                }
            case 11:
                if JSONTapeReader.bytes(name, equal: "leftButtons") {
                    slot3 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "presentation") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "rightButtons") {
                    slot4 = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "preferredWidth") {
                    slot5 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("presentation", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let presentation = try Presentation._wireDecode(r, slot0, depth + 1, &b)
        guard slot1 >= 0 else { throw .missing("title", in: i) }
        let title = try r.string(slot1)
        guard slot2 >= 0 else { throw .missing("content", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        let content = try CellNode._wireDecode(r, slot2, depth + 1, &b)
        var leftButtons: [HeaderButton]? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            guard r.isArray(slot3) else { throw r.mismatch(at: slot3, expected: "array") }
            var leftButtonsArray: [HeaderButton] = []
            leftButtonsArray.reserveCapacity(r.count(slot3))
            var leftButtonsEntry = slot3 + 1
            for _ in 0..<r.count(slot3) {
                try JSONTapeReader.nest((depth + 1), at: leftButtonsEntry)
                let leftButtonsElement = try HeaderButton._wireDecode(r, leftButtonsEntry, (depth + 1) + 1, &b)
                leftButtonsArray.append(leftButtonsElement)
                leftButtonsEntry = r.next(after: leftButtonsEntry)
            }
            leftButtons = leftButtonsArray
        }
        var rightButtons: [HeaderButton]? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            try JSONTapeReader.nest(depth, at: slot4)
            guard r.isArray(slot4) else { throw r.mismatch(at: slot4, expected: "array") }
            var rightButtonsArray: [HeaderButton] = []
            rightButtonsArray.reserveCapacity(r.count(slot4))
            var rightButtonsEntry = slot4 + 1
            for _ in 0..<r.count(slot4) {
                try JSONTapeReader.nest((depth + 1), at: rightButtonsEntry)
                let rightButtonsElement = try HeaderButton._wireDecode(r, rightButtonsEntry, (depth + 1) + 1, &b)
                rightButtonsArray.append(rightButtonsElement)
                rightButtonsEntry = r.next(after: rightButtonsEntry)
            }
            rightButtons = rightButtonsArray
        }
        var preferredWidth: PreferredWidth? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            try JSONTapeReader.nest(depth, at: slot5)
            preferredWidth = try PreferredWidth._wireDecode(r, slot5, depth + 1, &b)
        }
        return WidgetController(_wire: (), presentation: presentation, title: title, content: content, leftButtons: leftButtons, rightButtons: rightButtons, preferredWidth: preferredWidth)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"presentation":"#)
        try JSONWriter.nest(depth)
        try self.presentation._wireEncode(&w, depth + 1)
        w.raw(#","title":"#)
        w.string(self.title)
        w.raw(#","content":"#)
        try JSONWriter.nest(depth)
        try self.content._wireEncode(&w, depth + 1)
        if let leftButtons = self.leftButtons {
            w.raw(#","leftButtons":"#)
            try JSONWriter.nest(depth)
            w.byte(UInt8(ascii: "["))
            for (position, element) in leftButtons.enumerated() {
                if position > 0 { w.byte(UInt8(ascii: ",")) }
                try JSONWriter.nest((depth + 1))
                try element._wireEncode(&w, (depth + 1) + 1)
            }
            w.byte(UInt8(ascii: "]"))
        }
        if let rightButtons = self.rightButtons {
            w.raw(#","rightButtons":"#)
            try JSONWriter.nest(depth)
            w.byte(UInt8(ascii: "["))
            for (position, element) in rightButtons.enumerated() {
                if position > 0 { w.byte(UInt8(ascii: ",")) }
                try JSONWriter.nest((depth + 1))
                try element._wireEncode(&w, (depth + 1) + 1)
            }
            w.byte(UInt8(ascii: "]"))
        }
        if let preferredWidth = self.preferredWidth {
            w.raw(#","preferredWidth":"#)
            try JSONWriter.nest(depth)
            try preferredWidth._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension Presentation: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Presentation {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> Presentation? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "push") {
                return Presentation.push
            }
        case 5:
            if JSONTapeReader.bytes(text, equal: "modal") {
                return Presentation.modal
            } else if JSONTapeReader.bytes(text, equal: "popup") {
                return Presentation.popup
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Presentation {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(Presentation.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .push: w.raw(#""push""#)
        case .modal: w.raw(#""modal""#)
        case .popup: w.raw(#""popup""#)
        }
    }
}

extension HeaderButton: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> HeaderButton {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), id: String, title: String, role: HeaderButton.Role?, systemImage: String?) {
        self.id = id
        self.title = title
        self.role = role
        self.systemImage = systemImage
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> HeaderButton {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    slot0 = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "role") {
                    slot2 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "title") {
                    slot1 = member + 1
                }
            case 11:
                if JSONTapeReader.bytes(name, equal: "systemImage") {
                    slot3 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("id", in: i) }
        let id = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("title", in: i) }
        let title = try r.string(slot1)
        var role: HeaderButton.Role? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            role = try HeaderButton.Role._wireDecode(r, slot2, depth + 1, &b)
        }
        var systemImage: String? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            systemImage = try r.string(slot3)
        }
        return HeaderButton(_wire: (), id: id, title: title, role: role, systemImage: systemImage)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"id":"#)
        w.string(self.id)
        w.raw(#","title":"#)
        w.string(self.title)
        if let role = self.role {
            w.raw(#","role":"#)
            try JSONWriter.nest(depth)
            try role._wireEncode(&w, depth + 1)
        }
        if let systemImage = self.systemImage {
            w.raw(#","systemImage":"#)
            w.string(systemImage)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension HeaderButton.Role: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> HeaderButton.Role {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> HeaderButton.Role? {
        switch text.count {
        case 6:
            if JSONTapeReader.bytes(text, equal: "cancel") {
                return HeaderButton.Role.cancel
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "default") {
                return HeaderButton.Role.`default`
            } else if JSONTapeReader.bytes(text, equal: "primary") {
                return HeaderButton.Role.primary
            }
        case 11:
            if JSONTapeReader.bytes(text, equal: "destructive") {
                return HeaderButton.Role.destructive
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> HeaderButton.Role {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(HeaderButton.Role.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .`default`: w.raw(#""default""#)
        case .primary: w.raw(#""primary""#)
        case .destructive: w.raw(#""destructive""#)
        case .cancel: w.raw(#""cancel""#)
        }
    }
}

extension PreferredWidth: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> PreferredWidth {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), compact: PreferredWidth.Value?, regular: PreferredWidth.Value?) {
        self.compact = compact
        self.regular = regular
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> PreferredWidth {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 7:
                if JSONTapeReader.bytes(name, equal: "compact") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "regular") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var compact: PreferredWidth.Value? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            try JSONTapeReader.nest(depth, at: slot0)
            compact = try PreferredWidth.Value._wireDecode(r, slot0, depth + 1, &b)
        }
        var regular: PreferredWidth.Value? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            regular = try PreferredWidth.Value._wireDecode(r, slot1, depth + 1, &b)
        }
        return PreferredWidth(_wire: (), compact: compact, regular: regular)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let compact = self.compact {
            w.raw(#","compact":"#)
            try JSONWriter.nest(depth)
            try compact._wireEncode(&w, depth + 1)
        }
        if let regular = self.regular {
            w.raw(#","regular":"#)
            try JSONWriter.nest(depth)
            try regular._wireEncode(&w, depth + 1)
        }
    }
}

extension PreferredWidth.Value: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> PreferredWidth.Value {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> PreferredWidth.Value {
        if r.isNumber(i) { return .points(try r.double(i)) }
        let text = try r.string(i)
        switch text {
        case "small": return .small
        case "medium": return .medium
        case "large": return .large
        default: throw JSONTapeError(index: i, reason: "expected points or small/medium/large, got \"\(text)\"")
        }
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .points(let value): w.number(value)
        case .small: w.raw(#""small""#)
        case .medium: w.raw(#""medium""#)
        case .large: w.raw(#""large""#)
        }
    }
}

extension AirportRef: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> AirportRef {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), iataCode: String, name: String, city: String, timeZone: String) {
        self.iataCode = iataCode
        self.name = name
        self.city = city
        self.timeZone = timeZone
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> AirportRef {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "name") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "city") {
                    slot2 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "iataCode") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "timeZone") {
                    slot3 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("iataCode", in: i) }
        let iataCode = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("name", in: i) }
        let name = try r.string(slot1)
        guard slot2 >= 0 else { throw .missing("city", in: i) }
        let city = try r.string(slot2)
        guard slot3 >= 0 else { throw .missing("timeZone", in: i) }
        let timeZone = try r.string(slot3)
        return AirportRef(_wire: (), iataCode: iataCode, name: name, city: city, timeZone: timeZone)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"iataCode":"#)
        w.string(self.iataCode)
        w.raw(#","name":"#)
        w.string(self.name)
        w.raw(#","city":"#)
        w.string(self.city)
        w.raw(#","timeZone":"#)
        w.string(self.timeZone)
        w.byte(UInt8(ascii: "}"))
    }
}

extension Airport: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Airport {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), iataCode: String, icaoCode: String, name: String, city: String, country: String, timeZone: String, latitude: Double, longitude: Double, terminals: [String]) {
        self.iataCode = iataCode
        self.icaoCode = icaoCode
        self.name = name
        self.city = city
        self.country = country
        self.timeZone = timeZone
        self.latitude = latitude
        self.longitude = longitude
        self.terminals = terminals
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Airport {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var slot7 = -1
        var slot8 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "name") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "city") {
                    slot3 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "country") {
                    slot4 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "iataCode") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "icaoCode") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "timeZone") {
                    slot5 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "latitude") {
                    slot6 = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "longitude") {
                    slot7 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "terminals") {
                    slot8 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("iataCode", in: i) }
        let iataCode = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("icaoCode", in: i) }
        let icaoCode = try r.string(slot1)
        guard slot2 >= 0 else { throw .missing("name", in: i) }
        let name = try r.string(slot2)
        guard slot3 >= 0 else { throw .missing("city", in: i) }
        let city = try r.string(slot3)
        guard slot4 >= 0 else { throw .missing("country", in: i) }
        let country = try r.string(slot4)
        guard slot5 >= 0 else { throw .missing("timeZone", in: i) }
        let timeZone = try r.string(slot5)
        guard slot6 >= 0 else { throw .missing("latitude", in: i) }
        let latitude = try r.double(slot6)
        guard slot7 >= 0 else { throw .missing("longitude", in: i) }
        let longitude = try r.double(slot7)
        guard slot8 >= 0 else { throw .missing("terminals", in: i) }
        try JSONTapeReader.nest(depth, at: slot8)
        guard r.isArray(slot8) else { throw r.mismatch(at: slot8, expected: "array") }
        var terminalsArray: [String] = []
        terminalsArray.reserveCapacity(r.count(slot8))
        var terminalsEntry = slot8 + 1
        for _ in 0..<r.count(slot8) {
            let terminalsElement = try r.string(terminalsEntry)
            terminalsArray.append(terminalsElement)
            terminalsEntry = r.next(after: terminalsEntry)
        }
        let terminals = terminalsArray
        return Airport(_wire: (), iataCode: iataCode, icaoCode: icaoCode, name: name, city: city, country: country, timeZone: timeZone, latitude: latitude, longitude: longitude, terminals: terminals)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"iataCode":"#)
        w.string(self.iataCode)
        w.raw(#","icaoCode":"#)
        w.string(self.icaoCode)
        w.raw(#","name":"#)
        w.string(self.name)
        w.raw(#","city":"#)
        w.string(self.city)
        w.raw(#","country":"#)
        w.string(self.country)
        w.raw(#","timeZone":"#)
        w.string(self.timeZone)
        w.raw(#","latitude":"#)
        w.number(self.latitude)
        w.raw(#","longitude":"#)
        w.number(self.longitude)
        w.raw(#","terminals":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.terminals.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            w.string(element)
        }
        w.byte(UInt8(ascii: "]"))
        w.byte(UInt8(ascii: "}"))
    }
}

extension Flight: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Flight {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), id: String, airline: Airline, flightNumber: String, departure: FlightEndpoint, arrival: FlightEndpoint, status: FlightStatus, seat: String?, bookingReference: String?, aircraft: String?, divertedTo: AirportRef?) {
        self.id = id
        self.airline = airline
        self.flightNumber = flightNumber
        self.departure = departure
        self.arrival = arrival
        self.status = status
        self.seat = seat
        self.bookingReference = bookingReference
        self.aircraft = aircraft
        self.divertedTo = divertedTo
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Flight {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var slot7 = -1
        var slot8 = -1
        var slot9 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    slot0 = member + 1
                }
            case 4:
                if JSONTapeReader.bytes(name, equal: "seat") {
                    slot6 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "status") {
                    slot5 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "airline") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "arrival") {
                    slot4 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "aircraft") {
                    slot8 = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "departure") {
                    slot3 = member + 1
                }
            case 10:
                if JSONTapeReader.bytes(name, equal: "divertedTo") {
                    slot9 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "flightNumber") {
                    slot2 = member + 1
                }
            case 16:
                if JSONTapeReader.bytes(name, equal: "bookingReference") {
                    slot7 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("id", in: i) }
        let id = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("airline", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        let airline = try Airline._wireDecode(r, slot1, depth + 1, &b)
        guard slot2 >= 0 else { throw .missing("flightNumber", in: i) }
        let flightNumber = try r.string(slot2)
        guard slot3 >= 0 else { throw .missing("departure", in: i) }
        try JSONTapeReader.nest(depth, at: slot3)
        let departure = try FlightEndpoint._wireDecode(r, slot3, depth + 1, &b)
        guard slot4 >= 0 else { throw .missing("arrival", in: i) }
        try JSONTapeReader.nest(depth, at: slot4)
        let arrival = try FlightEndpoint._wireDecode(r, slot4, depth + 1, &b)
        guard slot5 >= 0 else { throw .missing("status", in: i) }
        try JSONTapeReader.nest(depth, at: slot5)
        let status = try FlightStatus._wireDecode(r, slot5, depth + 1, &b)
        var seat: String? = nil
        if slot6 >= 0, !r.isNull(slot6) {
            seat = try r.string(slot6)
        }
        var bookingReference: String? = nil
        if slot7 >= 0, !r.isNull(slot7) {
            bookingReference = try r.string(slot7)
        }
        var aircraft: String? = nil
        if slot8 >= 0, !r.isNull(slot8) {
            aircraft = try r.string(slot8)
        }
        var divertedTo: AirportRef? = nil
        if slot9 >= 0, !r.isNull(slot9) {
            try JSONTapeReader.nest(depth, at: slot9)
            divertedTo = try AirportRef._wireDecode(r, slot9, depth + 1, &b)
        }
        return Flight(_wire: (), id: id, airline: airline, flightNumber: flightNumber, departure: departure, arrival: arrival, status: status, seat: seat, bookingReference: bookingReference, aircraft: aircraft, divertedTo: divertedTo)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"id":"#)
        w.string(self.id)
        w.raw(#","airline":"#)
        try JSONWriter.nest(depth)
        try self.airline._wireEncode(&w, depth + 1)
        w.raw(#","flightNumber":"#)
        w.string(self.flightNumber)
        w.raw(#","departure":"#)
        try JSONWriter.nest(depth)
        try self.departure._wireEncode(&w, depth + 1)
        w.raw(#","arrival":"#)
        try JSONWriter.nest(depth)
        try self.arrival._wireEncode(&w, depth + 1)
        w.raw(#","status":"#)
        try JSONWriter.nest(depth)
        try self.status._wireEncode(&w, depth + 1)
        if let seat = self.seat {
            w.raw(#","seat":"#)
            w.string(seat)
        }
        if let bookingReference = self.bookingReference {
            w.raw(#","bookingReference":"#)
            w.string(bookingReference)
        }
        if let aircraft = self.aircraft {
            w.raw(#","aircraft":"#)
            w.string(aircraft)
        }
        if let divertedTo = self.divertedTo {
            w.raw(#","divertedTo":"#)
            try JSONWriter.nest(depth)
            try divertedTo._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension Airline: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Airline {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), name: String, iataCode: String) {
        self.name = name
        self.iataCode = iataCode
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Airline {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "name") {
                    slot0 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "iataCode") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("name", in: i) }
        let name = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("iataCode", in: i) }
        let iataCode = try r.string(slot1)
        return Airline(_wire: (), name: name, iataCode: iataCode)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"name":"#)
        w.string(self.name)
        w.raw(#","iataCode":"#)
        w.string(self.iataCode)
        w.byte(UInt8(ascii: "}"))
    }
}

extension FlightEndpoint: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> FlightEndpoint {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), airport: AirportRef, scheduled: Timestamp, estimated: Timestamp?, actual: Timestamp?, terminal: String?, gate: String?, previousGate: String?) {
        self.airport = airport
        self.scheduled = scheduled
        self.estimated = estimated
        self.actual = actual
        self.terminal = terminal
        self.gate = gate
        self.previousGate = previousGate
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> FlightEndpoint {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "gate") {
                    slot5 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "actual") {
                    slot3 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "airport") {
                    slot0 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "terminal") {
                    slot4 = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "scheduled") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "estimated") {
                    slot2 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "previousGate") {
                    slot6 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("airport", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let airport = try AirportRef._wireDecode(r, slot0, depth + 1, &b)
        guard slot1 >= 0 else { throw .missing("scheduled", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        let scheduled = try Timestamp._wireDecode(r, slot1, depth + 1, &b)
        var estimated: Timestamp? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            estimated = try Timestamp._wireDecode(r, slot2, depth + 1, &b)
        }
        var actual: Timestamp? = nil
        if slot3 >= 0, !r.isNull(slot3) {
            try JSONTapeReader.nest(depth, at: slot3)
            actual = try Timestamp._wireDecode(r, slot3, depth + 1, &b)
        }
        var terminal: String? = nil
        if slot4 >= 0, !r.isNull(slot4) {
            terminal = try r.string(slot4)
        }
        var gate: String? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            gate = try r.string(slot5)
        }
        var previousGate: String? = nil
        if slot6 >= 0, !r.isNull(slot6) {
            previousGate = try r.string(slot6)
        }
        return FlightEndpoint(_wire: (), airport: airport, scheduled: scheduled, estimated: estimated, actual: actual, terminal: terminal, gate: gate, previousGate: previousGate)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"airport":"#)
        try JSONWriter.nest(depth)
        try self.airport._wireEncode(&w, depth + 1)
        w.raw(#","scheduled":"#)
        try JSONWriter.nest(depth)
        try self.scheduled._wireEncode(&w, depth + 1)
        if let estimated = self.estimated {
            w.raw(#","estimated":"#)
            try JSONWriter.nest(depth)
            try estimated._wireEncode(&w, depth + 1)
        }
        if let actual = self.actual {
            w.raw(#","actual":"#)
            try JSONWriter.nest(depth)
            try actual._wireEncode(&w, depth + 1)
        }
        if let terminal = self.terminal {
            w.raw(#","terminal":"#)
            w.string(terminal)
        }
        if let gate = self.gate {
            w.raw(#","gate":"#)
            w.string(gate)
        }
        if let previousGate = self.previousGate {
            w.raw(#","previousGate":"#)
            w.string(previousGate)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension FlightStatus: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> FlightStatus {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> FlightStatus? {
        switch text.count {
        case 6:
            if JSONTapeReader.bytes(text, equal: "landed") {
                return FlightStatus.landed
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "delayed") {
                return FlightStatus.delayed
            }
        case 8:
            if JSONTapeReader.bytes(text, equal: "boarding") {
                return FlightStatus.boarding
            } else if JSONTapeReader.bytes(text, equal: "departed") {
                return FlightStatus.departed
            } else if JSONTapeReader.bytes(text, equal: "diverted") {
                return FlightStatus.diverted
            }
        case 9:
            if JSONTapeReader.bytes(text, equal: "scheduled") {
                return FlightStatus.scheduled
            } else if JSONTapeReader.bytes(text, equal: "cancelled") {
                return FlightStatus.cancelled
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> FlightStatus {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(FlightStatus.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .scheduled: w.raw(#""scheduled""#)
        case .delayed: w.raw(#""delayed""#)
        case .boarding: w.raw(#""boarding""#)
        case .departed: w.raw(#""departed""#)
        case .landed: w.raw(#""landed""#)
        case .cancelled: w.raw(#""cancelled""#)
        case .diverted: w.raw(#""diverted""#)
        }
    }
}

extension Trip: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Trip {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), id: String, title: String, flights: [Flight]) {
        self.id = id
        self.title = title
        self.flights = flights
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Trip {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    slot0 = member + 1
                }
            case 5:
                if JSONTapeReader.bytes(name, equal: "title") {
                    slot1 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "flights") {
                    slot2 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("id", in: i) }
        let id = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("title", in: i) }
        let title = try r.string(slot1)
        guard slot2 >= 0 else { throw .missing("flights", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        guard r.isArray(slot2) else { throw r.mismatch(at: slot2, expected: "array") }
        var flightsArray: [Flight] = []
        flightsArray.reserveCapacity(r.count(slot2))
        var flightsEntry = slot2 + 1
        for _ in 0..<r.count(slot2) {
            try JSONTapeReader.nest((depth + 1), at: flightsEntry)
            let flightsElement = try Flight._wireDecode(r, flightsEntry, (depth + 1) + 1, &b)
            flightsArray.append(flightsElement)
            flightsEntry = r.next(after: flightsEntry)
        }
        let flights = flightsArray
        return Trip(_wire: (), id: id, title: title, flights: flights)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"id":"#)
        w.string(self.id)
        w.raw(#","title":"#)
        w.string(self.title)
        w.raw(#","flights":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.flights.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
        w.byte(UInt8(ascii: "}"))
    }
}

extension UserInfo: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> UserInfo {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), userID: String, displayName: String?) {
        self.userID = userID
        self.displayName = displayName
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> UserInfo {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 6:
                if JSONTapeReader.bytes(name, equal: "userID") {
                    slot0 = member + 1
                }
            case 11:
                if JSONTapeReader.bytes(name, equal: "displayName") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("userID", in: i) }
        let userID = try r.string(slot0)
        var displayName: String? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            displayName = try r.string(slot1)
        }
        return UserInfo(_wire: (), userID: userID, displayName: displayName)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"userID":"#)
        w.string(self.userID)
        if let displayName = self.displayName {
            w.raw(#","displayName":"#)
            w.string(displayName)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension CanBeDisplayedNotification: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> CanBeDisplayedNotification {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), canBeDisplayed: Bool) {
        self.canBeDisplayed = canBeDisplayed
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> CanBeDisplayedNotification {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 14:
                if JSONTapeReader.bytes(name, equal: "canBeDisplayed") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("canBeDisplayed", in: i) }
        let canBeDisplayed = try r.bool(slot0)
        return CanBeDisplayedNotification(_wire: (), canBeDisplayed: canBeDisplayed)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"canBeDisplayed":"#)
        w.bool(self.canBeDisplayed)
        w.byte(UInt8(ascii: "}"))
    }
}

extension LogNotification: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> LogNotification {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), level: LogNotification.Level, message: String, fields: [String: JSONValue]?) {
        self.level = level
        self.message = message
        self.fields = fields
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> LogNotification {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "level") {
                    slot0 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "fields") {
                    slot2 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "message") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("level", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let level = try LogNotification.Level._wireDecode(r, slot0, depth + 1, &b)
        guard slot1 >= 0 else { throw .missing("message", in: i) }
        let message = try r.string(slot1)
        var fields: [String: JSONValue]? = nil
        if slot2 >= 0, !r.isNull(slot2) {
            try JSONTapeReader.nest(depth, at: slot2)
            fields = try r.stringKeyedValues(slot2)
        }
        return LogNotification(_wire: (), level: level, message: message, fields: fields)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"level":"#)
        try JSONWriter.nest(depth)
        try self.level._wireEncode(&w, depth + 1)
        w.raw(#","message":"#)
        w.string(self.message)
        if let fields = self.fields {
            w.raw(#","fields":"#)
            try JSONWriter.nest(depth)
            w.members(fields)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension LogNotification.Level: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> LogNotification.Level {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> LogNotification.Level? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "info") {
                return LogNotification.Level.info
            }
        case 5:
            if JSONTapeReader.bytes(text, equal: "debug") {
                return LogNotification.Level.debug
            } else if JSONTapeReader.bytes(text, equal: "error") {
                return LogNotification.Level.error
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "notice") {
                return LogNotification.Level.notice
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "warning") {
                return LogNotification.Level.warning
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> LogNotification.Level {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(LogNotification.Level.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .debug: w.raw(#""debug""#)
        case .info: w.raw(#""info""#)
        case .notice: w.raw(#""notice""#)
        case .warning: w.raw(#""warning""#)
        case .error: w.raw(#""error""#)
        }
    }
}

extension PresentWidgetControllerNotification: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> PresentWidgetControllerNotification {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), controller: WidgetController) {
        self.controller = controller
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> PresentWidgetControllerNotification {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 10:
                if JSONTapeReader.bytes(name, equal: "controller") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("controller", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let controller = try WidgetController._wireDecode(r, slot0, depth + 1, &b)
        return PresentWidgetControllerNotification(_wire: (), controller: controller)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"controller":"#)
        try JSONWriter.nest(depth)
        try self.controller._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension ReloadWidgetNotification: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ReloadWidgetNotification {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: ()) {
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ReloadWidgetNotification {
        ReloadWidgetNotification(_wire: ())
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw("{}")
    }
}

extension ActionRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ActionRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), id: String, payload: JSONValue?, source: ActionRequest.Source) {
        self.id = id
        self.payload = payload
        self.source = source
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ActionRequest {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 2:
                if JSONTapeReader.bytes(name, equal: "id") {
                    slot0 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "source") {
                    slot2 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "payload") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("id", in: i) }
        let id = try r.string(slot0)
        var payload: JSONValue? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            payload = r.value(slot1)
        }
        guard slot2 >= 0 else { throw .missing("source", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        let source = try ActionRequest.Source._wireDecode(r, slot2, depth + 1, &b)
        return ActionRequest(_wire: (), id: id, payload: payload, source: source)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"id":"#)
        w.string(self.id)
        if let payload = self.payload {
            w.raw(#","payload":"#)
            w.value(payload)
        }
        w.raw(#","source":"#)
        try JSONWriter.nest(depth)
        try self.source._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension ActionRequest.Source: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ActionRequest.Source {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> ActionRequest.Source? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "cell") {
                return ActionRequest.Source.cell
            }
        case 6:
            if JSONTapeReader.bytes(text, equal: "header") {
                return ActionRequest.Source.header
            }
        case 10:
            if JSONTapeReader.bytes(text, equal: "controller") {
                return ActionRequest.Source.controller
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ActionRequest.Source {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(ActionRequest.Source.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .cell: w.raw(#""cell""#)
        case .controller: w.raw(#""controller""#)
        case .header: w.raw(#""header""#)
        }
    }
}

extension ActionResponse: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ActionResponse {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), dismiss: Bool?) {
        self.dismiss = dismiss
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ActionResponse {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 7:
                if JSONTapeReader.bytes(name, equal: "dismiss") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var dismiss: Bool? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            dismiss = try r.bool(slot0)
        }
        return ActionResponse(_wire: (), dismiss: dismiss)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let dismiss = self.dismiss {
            w.raw(#","dismiss":"#)
            w.bool(dismiss)
        }
    }
}

extension CellHeightRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> CellHeightRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), width: Double) {
        self.width = width
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> CellHeightRequest {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "width") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("width", in: i) }
        let width = try r.double(slot0)
        return CellHeightRequest(_wire: (), width: width)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"width":"#)
        w.number(self.width)
        w.byte(UInt8(ascii: "}"))
    }
}

extension CellHeightResponse: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> CellHeightResponse {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), height: CellHeight) {
        self.height = height
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> CellHeightResponse {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 6:
                if JSONTapeReader.bytes(name, equal: "height") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("height", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let height = try CellHeight._wireDecode(r, slot0, depth + 1, &b)
        return CellHeightResponse(_wire: (), height: height)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"height":"#)
        try JSONWriter.nest(depth)
        try self.height._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension CellHeight: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> CellHeight {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> CellHeight {
        if r.isNumber(i) { return .points(try r.double(i)) }
        if r.isString(i) {
            let text = r.stringBytes(i)
            switch text.count {
            case 3:
                if JSONTapeReader.bytes(text, equal: "fit") {
                    return .fit
                }
            default: break
            }
        }
        throw JSONTapeError(index: i, reason: "expected a number of points or \"fit\"")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .points(let value): w.number(value)
        case .fit: w.raw(#""fit""#)
        }
    }
}

extension ConfigureCellRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ConfigureCellRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), width: Double) {
        self.width = width
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ConfigureCellRequest {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "width") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("width", in: i) }
        let width = try r.double(slot0)
        return ConfigureCellRequest(_wire: (), width: width)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"width":"#)
        w.number(self.width)
        w.byte(UInt8(ascii: "}"))
    }
}

extension ConfigureCellResponse: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ConfigureCellResponse {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), cell: Cell, timeline: Timeline?) {
        self.cell = cell
        self.timeline = timeline
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ConfigureCellResponse {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "cell") {
                    slot0 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "timeline") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("cell", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let cell = try Cell._wireDecode(r, slot0, depth + 1, &b)
        var timeline: Timeline? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            try JSONTapeReader.nest(depth, at: slot1)
            timeline = try Timeline._wireDecode(r, slot1, depth + 1, &b)
        }
        return ConfigureCellResponse(_wire: (), cell: cell, timeline: timeline)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"cell":"#)
        try JSONWriter.nest(depth)
        try self.cell._wireEncode(&w, depth + 1)
        if let timeline = self.timeline {
            w.raw(#","timeline":"#)
            try JSONWriter.nest(depth)
            try timeline._wireEncode(&w, depth + 1)
        }
        w.byte(UInt8(ascii: "}"))
    }
}

extension Timeline: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Timeline {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), entries: [Timeline.Entry], reload: ReloadPolicy) {
        self.entries = entries
        self.reload = reload
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Timeline {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 6:
                if JSONTapeReader.bytes(name, equal: "reload") {
                    slot1 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "entries") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        if b.isLimited, slot0 >= 0, depth < 512, r.isArray(slot0) {
            try b.checkTimeline(entries: r.count(slot0), in: i)
        }
        guard slot0 >= 0 else { throw .missing("entries", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        guard r.isArray(slot0) else { throw r.mismatch(at: slot0, expected: "array") }
        var entriesArray: [Timeline.Entry] = []
        entriesArray.reserveCapacity(r.count(slot0))
        var entriesEntry = slot0 + 1
        for _ in 0..<r.count(slot0) {
            try JSONTapeReader.nest((depth + 1), at: entriesEntry)
            let entriesElement = try Timeline.Entry._wireDecode(r, entriesEntry, (depth + 1) + 1, &b)
            entriesArray.append(entriesElement)
            entriesEntry = r.next(after: entriesEntry)
        }
        let entries = entriesArray
        guard slot1 >= 0 else { throw .missing("reload", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        let reload = try ReloadPolicy._wireDecode(r, slot1, depth + 1, &b)
        return Timeline(_wire: (), entries: entries, reload: reload)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"entries":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.entries.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
        w.raw(#","reload":"#)
        try JSONWriter.nest(depth)
        try self.reload._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension Timeline.Entry: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Timeline.Entry {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), date: Timestamp, cell: Cell) {
        self.date = date
        self.cell = cell
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Timeline.Entry {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "date") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "cell") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("date", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let date = try Timestamp._wireDecode(r, slot0, depth + 1, &b)
        guard slot1 >= 0 else { throw .missing("cell", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        let cell = try Cell._wireDecode(r, slot1, depth + 1, &b)
        return Timeline.Entry(_wire: (), date: date, cell: cell)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"date":"#)
        try JSONWriter.nest(depth)
        try self.date._wireEncode(&w, depth + 1)
        w.raw(#","cell":"#)
        try JSONWriter.nest(depth)
        try self.cell._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension ReloadPolicy: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ReloadPolicy {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ReloadPolicy {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "date") {
                    slot1 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "policy") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("policy", in: i) }
        guard r.isString(slot0) else { throw r.mismatch(at: slot0, expected: "string") }
        let tag = r.stringBytes(slot0)
        switch tag.count {
        case 5:
            if JSONTapeReader.bytes(tag, equal: "atEnd") {
                return .atEnd
            } else if JSONTapeReader.bytes(tag, equal: "after") {
                guard slot1 >= 0 else { throw .missing("date", in: i) }
                try JSONTapeReader.nest(depth, at: slot1)
                let date = try Timestamp._wireDecode(r, slot1, depth + 1, &b)
                return .after(date)
            } else if JSONTapeReader.bytes(tag, equal: "never") {
                return .never
            }
        default: break
        }
        let text = String(decoding: tag, as: UTF8.self)
        throw JSONTapeError(index: slot0, reason: "unknown reload policy \"\(text)\" (expected atEnd, after or never)")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .atEnd:
            w.raw(#"{"policy":"atEnd""#)
            w.byte(UInt8(ascii: "}"))
        case .after(let date):
            w.raw(#"{"policy":"after""#)
            w.raw(#","date":"#)
            try JSONWriter.nest(depth)
            try date._wireEncode(&w, depth + 1)
            w.byte(UInt8(ascii: "}"))
        case .never:
            w.raw(#"{"policy":"never""#)
            w.byte(UInt8(ascii: "}"))
        }
    }
}

extension InitRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> InitRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> InitRequest {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "trip") {
                    slot1 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "flight") {
                    slot2 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "airport") {
                    slot3 = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "dashboard") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("dashboard", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        let tag = try DashboardKind._wireDecode(r, slot0, depth + 1, &b)
        switch tag {
        case .trip:
            guard slot1 >= 0 else { throw .missing("trip", in: i) }
            try JSONTapeReader.nest(depth, at: slot1)
            let trip = try Trip._wireDecode(r, slot1, depth + 1, &b)
            guard slot2 >= 0 else { throw .missing("flight", in: i) }
            try JSONTapeReader.nest(depth, at: slot2)
            let flight = try Flight._wireDecode(r, slot2, depth + 1, &b)
            return .trip(trip, flight: flight)
        case .airport:
            guard slot3 >= 0 else { throw .missing("airport", in: i) }
            try JSONTapeReader.nest(depth, at: slot3)
            let airport = try Airport._wireDecode(r, slot3, depth + 1, &b)
            return .airport(airport)
        }
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .trip(let trip, let flight):
            try JSONWriter.nest(depth)
            w.raw(#"{"dashboard":"trip""#)
            w.raw(#","trip":"#)
            try JSONWriter.nest(depth)
            try trip._wireEncode(&w, depth + 1)
            w.raw(#","flight":"#)
            try JSONWriter.nest(depth)
            try flight._wireEncode(&w, depth + 1)
            w.byte(UInt8(ascii: "}"))
        case .airport(let airport):
            try JSONWriter.nest(depth)
            w.raw(#"{"dashboard":"airport""#)
            w.raw(#","airport":"#)
            try JSONWriter.nest(depth)
            try airport._wireEncode(&w, depth + 1)
            w.byte(UInt8(ascii: "}"))
        }
    }
}

extension DashboardKind: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> DashboardKind {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> DashboardKind? {
        switch text.count {
        case 4:
            if JSONTapeReader.bytes(text, equal: "trip") {
                return DashboardKind.trip
            }
        case 7:
            if JSONTapeReader.bytes(text, equal: "airport") {
                return DashboardKind.airport
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> DashboardKind {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(DashboardKind.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .trip: w.raw(#""trip""#)
        case .airport: w.raw(#""airport""#)
        }
    }
}

extension InitResponse: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> InitResponse {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), canBeDisplayed: Bool) {
        self.canBeDisplayed = canBeDisplayed
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> InitResponse {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 14:
                if JSONTapeReader.bytes(name, equal: "canBeDisplayed") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("canBeDisplayed", in: i) }
        let canBeDisplayed = try r.bool(slot0)
        return InitResponse(_wire: (), canBeDisplayed: canBeDisplayed)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"canBeDisplayed":"#)
        w.bool(self.canBeDisplayed)
        w.byte(UInt8(ascii: "}"))
    }
}

extension InitializeRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> InitializeRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), protocolVersion: String, supportedVersions: [String], host: HostInfo, user: UserInfo, locale: String, timeZone: String, capabilities: HostCapabilities) {
        self.protocolVersion = protocolVersion
        self.supportedVersions = supportedVersions
        self.host = host
        self.user = user
        self.locale = locale
        self.timeZone = timeZone
        self.capabilities = capabilities
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> InitializeRequest {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "host") {
                    slot2 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "user") {
                    slot3 = member + 1
                }
            case 6:
                if JSONTapeReader.bytes(name, equal: "locale") {
                    slot4 = member + 1
                }
            case 8:
                if JSONTapeReader.bytes(name, equal: "timeZone") {
                    slot5 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "capabilities") {
                    slot6 = member + 1
                }
            case 15:
                if JSONTapeReader.bytes(name, equal: "protocolVersion") {
                    slot0 = member + 1
                }
            case 17:
                if JSONTapeReader.bytes(name, equal: "supportedVersions") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("protocolVersion", in: i) }
        let protocolVersion = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("supportedVersions", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        guard r.isArray(slot1) else { throw r.mismatch(at: slot1, expected: "array") }
        var supportedVersionsArray: [String] = []
        supportedVersionsArray.reserveCapacity(r.count(slot1))
        var supportedVersionsEntry = slot1 + 1
        for _ in 0..<r.count(slot1) {
            let supportedVersionsElement = try r.string(supportedVersionsEntry)
            supportedVersionsArray.append(supportedVersionsElement)
            supportedVersionsEntry = r.next(after: supportedVersionsEntry)
        }
        let supportedVersions = supportedVersionsArray
        guard slot2 >= 0 else { throw .missing("host", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        let host = try HostInfo._wireDecode(r, slot2, depth + 1, &b)
        guard slot3 >= 0 else { throw .missing("user", in: i) }
        try JSONTapeReader.nest(depth, at: slot3)
        let user = try UserInfo._wireDecode(r, slot3, depth + 1, &b)
        guard slot4 >= 0 else { throw .missing("locale", in: i) }
        let locale = try r.string(slot4)
        guard slot5 >= 0 else { throw .missing("timeZone", in: i) }
        let timeZone = try r.string(slot5)
        guard slot6 >= 0 else { throw .missing("capabilities", in: i) }
        try JSONTapeReader.nest(depth, at: slot6)
        let capabilities = try HostCapabilities._wireDecode(r, slot6, depth + 1, &b)
        return InitializeRequest(_wire: (), protocolVersion: protocolVersion, supportedVersions: supportedVersions, host: host, user: user, locale: locale, timeZone: timeZone, capabilities: capabilities)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"protocolVersion":"#)
        w.string(self.protocolVersion)
        w.raw(#","supportedVersions":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.supportedVersions.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            w.string(element)
        }
        w.byte(UInt8(ascii: "]"))
        w.raw(#","host":"#)
        try JSONWriter.nest(depth)
        try self.host._wireEncode(&w, depth + 1)
        w.raw(#","user":"#)
        try JSONWriter.nest(depth)
        try self.user._wireEncode(&w, depth + 1)
        w.raw(#","locale":"#)
        w.string(self.locale)
        w.raw(#","timeZone":"#)
        w.string(self.timeZone)
        w.raw(#","capabilities":"#)
        try JSONWriter.nest(depth)
        try self.capabilities._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension HostInfo: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> HostInfo {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), name: String, version: String) {
        self.name = name
        self.version = version
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> HostInfo {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 4:
                if JSONTapeReader.bytes(name, equal: "name") {
                    slot0 = member + 1
                }
            case 7:
                if JSONTapeReader.bytes(name, equal: "version") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("name", in: i) }
        let name = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("version", in: i) }
        let version = try r.string(slot1)
        return HostInfo(_wire: (), name: name, version: version)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"name":"#)
        w.string(self.name)
        w.raw(#","version":"#)
        w.string(self.version)
        w.byte(UInt8(ascii: "}"))
    }
}

extension HostCapabilities: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> HostCapabilities {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), nodeKinds: [String], maxLineBytes: Int, limits: Limits) {
        self.nodeKinds = nodeKinds
        self.maxLineBytes = maxLineBytes
        self.limits = limits
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> HostCapabilities {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 6:
                if JSONTapeReader.bytes(name, equal: "limits") {
                    slot2 = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "nodeKinds") {
                    slot0 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "maxLineBytes") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("nodeKinds", in: i) }
        try JSONTapeReader.nest(depth, at: slot0)
        guard r.isArray(slot0) else { throw r.mismatch(at: slot0, expected: "array") }
        var nodeKindsArray: [String] = []
        nodeKindsArray.reserveCapacity(r.count(slot0))
        var nodeKindsEntry = slot0 + 1
        for _ in 0..<r.count(slot0) {
            let nodeKindsElement = try r.string(nodeKindsEntry)
            nodeKindsArray.append(nodeKindsElement)
            nodeKindsEntry = r.next(after: nodeKindsEntry)
        }
        let nodeKinds = nodeKindsArray
        guard slot1 >= 0 else { throw .missing("maxLineBytes", in: i) }
        let maxLineBytes = try r.int(slot1)
        guard slot2 >= 0 else { throw .missing("limits", in: i) }
        try JSONTapeReader.nest(depth, at: slot2)
        let limits = try Limits._wireDecode(r, slot2, depth + 1, &b)
        return HostCapabilities(_wire: (), nodeKinds: nodeKinds, maxLineBytes: maxLineBytes, limits: limits)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"nodeKinds":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.nodeKinds.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            w.string(element)
        }
        w.byte(UInt8(ascii: "]"))
        w.raw(#","maxLineBytes":"#)
        w.number(self.maxLineBytes)
        w.raw(#","limits":"#)
        try JSONWriter.nest(depth)
        try self.limits._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension Limits: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Limits {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), maxNodes: Int, maxDepth: Int, maxTextLength: Int, maxActionPayloadBytes: Int, maxImageDataBytes: Int, maxListItems: Int, maxFactsRows: Int, maxTimelineEntries: Int) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxTextLength = maxTextLength
        self.maxActionPayloadBytes = maxActionPayloadBytes
        self.maxImageDataBytes = maxImageDataBytes
        self.maxListItems = maxListItems
        self.maxFactsRows = maxFactsRows
        self.maxTimelineEntries = maxTimelineEntries
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Limits {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var slot6 = -1
        var slot7 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 8:
                if JSONTapeReader.bytes(name, equal: "maxNodes") {
                    slot0 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "maxDepth") {
                    slot1 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "maxListItems") {
                    slot5 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "maxFactsRows") {
                    slot6 = member + 1
                }
            case 13:
                if JSONTapeReader.bytes(name, equal: "maxTextLength") {
                    slot2 = member + 1
                }
            case 17:
                if JSONTapeReader.bytes(name, equal: "maxImageDataBytes") {
                    slot4 = member + 1
                }
            case 18:
                if JSONTapeReader.bytes(name, equal: "maxTimelineEntries") {
                    slot7 = member + 1
                }
            case 21:
                if JSONTapeReader.bytes(name, equal: "maxActionPayloadBytes") {
                    slot3 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("maxNodes", in: i) }
        let maxNodes = try r.int(slot0)
        guard slot1 >= 0 else { throw .missing("maxDepth", in: i) }
        let maxDepth = try r.int(slot1)
        guard slot2 >= 0 else { throw .missing("maxTextLength", in: i) }
        let maxTextLength = try r.int(slot2)
        guard slot3 >= 0 else { throw .missing("maxActionPayloadBytes", in: i) }
        let maxActionPayloadBytes = try r.int(slot3)
        guard slot4 >= 0 else { throw .missing("maxImageDataBytes", in: i) }
        let maxImageDataBytes = try r.int(slot4)
        guard slot5 >= 0 else { throw .missing("maxListItems", in: i) }
        let maxListItems = try r.int(slot5)
        guard slot6 >= 0 else { throw .missing("maxFactsRows", in: i) }
        let maxFactsRows = try r.int(slot6)
        guard slot7 >= 0 else { throw .missing("maxTimelineEntries", in: i) }
        let maxTimelineEntries = try r.int(slot7)
        return Limits(_wire: (), maxNodes: maxNodes, maxDepth: maxDepth, maxTextLength: maxTextLength, maxActionPayloadBytes: maxActionPayloadBytes, maxImageDataBytes: maxImageDataBytes, maxListItems: maxListItems, maxFactsRows: maxFactsRows, maxTimelineEntries: maxTimelineEntries)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"maxNodes":"#)
        w.number(self.maxNodes)
        w.raw(#","maxDepth":"#)
        w.number(self.maxDepth)
        w.raw(#","maxTextLength":"#)
        w.number(self.maxTextLength)
        w.raw(#","maxActionPayloadBytes":"#)
        w.number(self.maxActionPayloadBytes)
        w.raw(#","maxImageDataBytes":"#)
        w.number(self.maxImageDataBytes)
        w.raw(#","maxListItems":"#)
        w.number(self.maxListItems)
        w.raw(#","maxFactsRows":"#)
        w.number(self.maxFactsRows)
        w.raw(#","maxTimelineEntries":"#)
        w.number(self.maxTimelineEntries)
        w.byte(UInt8(ascii: "}"))
    }
}

extension InitializeResponse: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> InitializeResponse {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), protocolVersion: String, widgetType: String, cellIdentifier: String, canBeHidden: Bool, dashboards: [DashboardKind], capabilities: WidgetCapabilities) {
        self.protocolVersion = protocolVersion
        self.widgetType = widgetType
        self.cellIdentifier = cellIdentifier
        self.canBeHidden = canBeHidden
        self.dashboards = dashboards
        self.capabilities = capabilities
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> InitializeResponse {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var slot2 = -1
        var slot3 = -1
        var slot4 = -1
        var slot5 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 10:
                if JSONTapeReader.bytes(name, equal: "widgetType") {
                    slot1 = member + 1
                } else if JSONTapeReader.bytes(name, equal: "dashboards") {
                    slot4 = member + 1
                }
            case 11:
                if JSONTapeReader.bytes(name, equal: "canBeHidden") {
                    slot3 = member + 1
                }
            case 12:
                if JSONTapeReader.bytes(name, equal: "capabilities") {
                    slot5 = member + 1
                }
            case 14:
                if JSONTapeReader.bytes(name, equal: "cellIdentifier") {
                    slot2 = member + 1
                }
            case 15:
                if JSONTapeReader.bytes(name, equal: "protocolVersion") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("protocolVersion", in: i) }
        let protocolVersion = try r.string(slot0)
        guard slot1 >= 0 else { throw .missing("widgetType", in: i) }
        let widgetType = try r.string(slot1)
        guard slot2 >= 0 else { throw .missing("cellIdentifier", in: i) }
        let cellIdentifier = try r.string(slot2)
        guard slot3 >= 0 else { throw .missing("canBeHidden", in: i) }
        let canBeHidden = try r.bool(slot3)
        guard slot4 >= 0 else { throw .missing("dashboards", in: i) }
        try JSONTapeReader.nest(depth, at: slot4)
        guard r.isArray(slot4) else { throw r.mismatch(at: slot4, expected: "array") }
        var dashboardsArray: [DashboardKind] = []
        dashboardsArray.reserveCapacity(r.count(slot4))
        var dashboardsEntry = slot4 + 1
        for _ in 0..<r.count(slot4) {
            try JSONTapeReader.nest((depth + 1), at: dashboardsEntry)
            let dashboardsElement = try DashboardKind._wireDecode(r, dashboardsEntry, (depth + 1) + 1, &b)
            dashboardsArray.append(dashboardsElement)
            dashboardsEntry = r.next(after: dashboardsEntry)
        }
        let dashboards = dashboardsArray
        var capabilities: WidgetCapabilities? = nil
        if slot5 >= 0, !r.isNull(slot5) {
            try JSONTapeReader.nest(depth, at: slot5)
            capabilities = try WidgetCapabilities._wireDecode(r, slot5, depth + 1, &b)
        }
        let capabilitiesValue = capabilities ?? WidgetCapabilities()
        return InitializeResponse(_wire: (), protocolVersion: protocolVersion, widgetType: widgetType, cellIdentifier: cellIdentifier, canBeHidden: canBeHidden, dashboards: dashboards, capabilities: capabilitiesValue)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"protocolVersion":"#)
        w.string(self.protocolVersion)
        w.raw(#","widgetType":"#)
        w.string(self.widgetType)
        w.raw(#","cellIdentifier":"#)
        w.string(self.cellIdentifier)
        w.raw(#","canBeHidden":"#)
        w.bool(self.canBeHidden)
        w.raw(#","dashboards":"#)
        try JSONWriter.nest(depth)
        w.byte(UInt8(ascii: "["))
        for (position, element) in self.dashboards.enumerated() {
            if position > 0 { w.byte(UInt8(ascii: ",")) }
            try JSONWriter.nest((depth + 1))
            try element._wireEncode(&w, (depth + 1) + 1)
        }
        w.byte(UInt8(ascii: "]"))
        w.raw(#","capabilities":"#)
        try JSONWriter.nest(depth)
        try self.capabilities._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension WidgetCapabilities: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> WidgetCapabilities {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), prepareData: Bool?, timeline: Bool?) {
        self.prepareData = prepareData
        self.timeline = timeline
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> WidgetCapabilities {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 8:
                if JSONTapeReader.bytes(name, equal: "timeline") {
                    slot1 = member + 1
                }
            case 11:
                if JSONTapeReader.bytes(name, equal: "prepareData") {
                    slot0 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        var prepareData: Bool? = nil
        if slot0 >= 0, !r.isNull(slot0) {
            prepareData = try r.bool(slot0)
        }
        var timeline: Bool? = nil
        if slot1 >= 0, !r.isNull(slot1) {
            timeline = try r.bool(slot1)
        }
        return WidgetCapabilities(_wire: (), prepareData: prepareData, timeline: timeline)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        let start = w.beginObject()
        try _wireEncodeMembers(&w, depth)
        w.endObject(start)
    }

    /// The members, each with its leading comma.
    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        if let prepareData = self.prepareData {
            w.raw(#","prepareData":"#)
            w.bool(prepareData)
        }
        if let timeline = self.timeline {
            w.raw(#","timeline":"#)
            w.bool(timeline)
        }
    }
}

extension PrepareDataRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> PrepareDataRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: ()) {
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> PrepareDataRequest {
        PrepareDataRequest(_wire: ())
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw("{}")
    }
}

extension EmptyResult: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> EmptyResult {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: ()) {
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> EmptyResult {
        EmptyResult(_wire: ())
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw("{}")
    }
}

extension ShutdownRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ShutdownRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: ()) {
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ShutdownRequest {
        ShutdownRequest(_wire: ())
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw("{}")
    }
}

extension ViewControllerRequest: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ViewControllerRequest {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    init(_wire: (), width: Double, sizeClass: ViewControllerRequest.SizeClass) {
        self.width = width
        self.sizeClass = sizeClass
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ViewControllerRequest {
        guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }
        var slot0 = -1
        var slot1 = -1
        var member = i + 1
        for _ in 0..<r.count(i) {
            let name = r.stringBytes(member)
            switch name.count {
            case 5:
                if JSONTapeReader.bytes(name, equal: "width") {
                    slot0 = member + 1
                }
            case 9:
                if JSONTapeReader.bytes(name, equal: "sizeClass") {
                    slot1 = member + 1
                }
            default: break
            }
            member = r.next(after: member + 1)
        }
        guard slot0 >= 0 else { throw .missing("width", in: i) }
        let width = try r.double(slot0)
        guard slot1 >= 0 else { throw .missing("sizeClass", in: i) }
        try JSONTapeReader.nest(depth, at: slot1)
        let sizeClass = try ViewControllerRequest.SizeClass._wireDecode(r, slot1, depth + 1, &b)
        return ViewControllerRequest(_wire: (), width: width, sizeClass: sizeClass)
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        w.raw(#"{"width":"#)
        w.number(self.width)
        w.raw(#","sizeClass":"#)
        try JSONWriter.nest(depth)
        try self.sizeClass._wireEncode(&w, depth + 1)
        w.byte(UInt8(ascii: "}"))
    }
}

extension ViewControllerRequest.SizeClass: WireCodable {
    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> ViewControllerRequest.SizeClass {
        try wireDecode(fragment, limits: limits, _wireDecode)
    }

    public func encode(wire writer: inout JSONWriter) throws {
        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }
    }

    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> ViewControllerRequest.SizeClass? {
        switch text.count {
        case 7:
            if JSONTapeReader.bytes(text, equal: "compact") {
                return ViewControllerRequest.SizeClass.compact
            } else if JSONTapeReader.bytes(text, equal: "regular") {
                return ViewControllerRequest.SizeClass.regular
            }
        default: break
        }
        return nil
    }

    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> ViewControllerRequest.SizeClass {
        guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }
        if let value = _wireCase(r.stringBytes(i)) { return value }
        throw JSONTapeError(
            index: i, reason: "Cannot initialize \(ViewControllerRequest.SizeClass.self) from invalid String value \(String(decoding: r.stringBytes(i), as: UTF8.self))")
    }

    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {
        switch self {
        case .compact: w.raw(#""compact""#)
        case .regular: w.raw(#""regular""#)
        }
    }
}

extension ActionRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> ActionRequest {
        try ActionRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> ActionResponse {
        try ActionResponse.decode(wire: result, limits: limits)
    }

    public static func encodeResult(_ result: ActionResponse, to writer: inout JSONWriter) throws {
        try result.encode(wire: &writer)
    }
}

extension CellHeightRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> CellHeightRequest {
        try CellHeightRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> CellHeightResponse {
        try CellHeightResponse.decode(wire: result, limits: limits)
    }

    public static func encodeResult(_ result: CellHeightResponse, to writer: inout JSONWriter) throws {
        try result.encode(wire: &writer)
    }
}

extension ConfigureCellRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> ConfigureCellRequest {
        try ConfigureCellRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> ConfigureCellResponse {
        try ConfigureCellResponse.decode(wire: result, limits: limits)
    }

    public static func encodeResult(_ result: ConfigureCellResponse, to writer: inout JSONWriter) throws {
        try result.encode(wire: &writer)
    }
}

extension InitRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> InitRequest {
        try InitRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> InitResponse {
        try InitResponse.decode(wire: result, limits: limits)
    }

    public static func encodeResult(_ result: InitResponse, to writer: inout JSONWriter) throws {
        try result.encode(wire: &writer)
    }
}

extension InitializeRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> InitializeRequest {
        try InitializeRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> InitializeResponse {
        try InitializeResponse.decode(wire: result, limits: limits)
    }

    public static func encodeResult(_ result: InitializeResponse, to writer: inout JSONWriter) throws {
        try result.encode(wire: &writer)
    }
}

extension PrepareDataRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> PrepareDataRequest {
        try PrepareDataRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> EmptyResult {
        try EmptyResult.decode(wire: result, limits: limits)
    }

    public static func encodeResult(_ result: EmptyResult, to writer: inout JSONWriter) throws {
        try result.encode(wire: &writer)
    }
}

extension ShutdownRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> ShutdownRequest {
        try ShutdownRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> EmptyResult {
        try EmptyResult.decode(wire: result, limits: limits)
    }

    public static func encodeResult(_ result: EmptyResult, to writer: inout JSONWriter) throws {
        try result.encode(wire: &writer)
    }
}

extension ViewControllerRequest {
    public static func decodeParams(_ params: JSONFragment?) throws -> ViewControllerRequest {
        try ViewControllerRequest.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> WidgetController? {
        try decodeOptional(result, limits: limits, WidgetController._wireDecode)
    }

    public static func encodeResult(_ result: WidgetController?, to writer: inout JSONWriter) throws {
        try encodeOptional(result, to: &writer)
    }
}

extension CanBeDisplayedNotification {
    public static func decodeParams(_ params: JSONFragment?) throws -> CanBeDisplayedNotification {
        try CanBeDisplayedNotification.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }
}

extension LogNotification {
    public static func decodeParams(_ params: JSONFragment?) throws -> LogNotification {
        try LogNotification.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }
}

extension PresentWidgetControllerNotification {
    public static func decodeParams(_ params: JSONFragment?) throws -> PresentWidgetControllerNotification {
        try PresentWidgetControllerNotification.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }
}

extension ReloadWidgetNotification {
    public static func decodeParams(_ params: JSONFragment?) throws -> ReloadWidgetNotification {
        try ReloadWidgetNotification.decode(wire: params ?? .emptyObject, limits: nil)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        try encode(wire: &writer)
    }
}
