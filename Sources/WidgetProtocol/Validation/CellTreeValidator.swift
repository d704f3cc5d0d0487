import WidgetJSON

/// Checks decoded cell trees and controllers against the ``Limits`` and the semantic rules
/// the JSON Schemas cannot express. Pure and synchronous: the host runs it on every reply,
/// the SDK before sending.
///
/// Rules: node count, depth, text length, list items, facts rows, timeline entries, action
/// payload size, inline image size and base64, images need `label` or `decorative: true`,
/// `openURL` and image URLs are `http`/`https`, non-empty action and button ids, progress
/// `value` in 0…1, `range` date texts have `to`, sane numbers (`maxLines` ≥ 1, `opacity` 0…1,
/// `columns` 1…2, frame lengths ≥ 0), timeline dates ascending.
/// Pointers are relative to the value passed in (`/content/children/3/label` for a ``Cell``).
public struct CellTreeValidator: Sendable {
    /// The limits to check against.
    public var limits: Limits

    /// Creates a validator.
    public init(limits: Limits = .default) {
        self.limits = limits
    }

    /// All violations in a cell, in document order; empty when it is valid.
    public func validate(_ cell: Cell) -> [CellTreeViolation] {
        var walker = Walker(limits: limits)
        walker.cell(cell, at: "")
        return walker.violations
    }

    /// All violations in a controller; empty when it is valid.
    public func validate(_ controller: WidgetController) -> [CellTreeViolation] {
        var walker = Walker(limits: limits)
        walker.controller(controller, at: "")
        return walker.violations
    }

    /// All violations in a `configureCell` reply: its cell (`/cell/...`) and every timeline
    /// entry (`/timeline/entries/N/...`).
    public func validate(_ response: ConfigureCellResponse) -> [CellTreeViolation] {
        var walker = Walker(limits: limits)
        walker.cell(response.cell, at: "/cell")
        if let timeline = response.timeline {
            walker.timeline(timeline, at: "/timeline")
        }
        return walker.violations
    }

    /// The first violation in a cell, or `nil`.
    public func firstViolation(in cell: Cell) -> CellTreeViolation? { validate(cell).first }

    /// The first violation in a controller, or `nil`.
    public func firstViolation(in controller: WidgetController) -> CellTreeViolation? { validate(controller).first }

    /// The first violation in a `configureCell` reply, or `nil`.
    public func firstViolation(in response: ConfigureCellResponse) -> CellTreeViolation? { validate(response).first }
}

private struct Walker {
    let limits: Limits
    var violations: [CellTreeViolation] = []
    var nodeCount = 0
    var reportedCount = false
    var reportedDepth = false

    init(limits: Limits) {
        self.limits = limits
    }

    mutating func fail(_ pointer: String, _ message: String) {
        violations.append(CellTreeViolation(pointer: pointer, message: message))
    }

    mutating func startTree() {
        nodeCount = 0
        reportedCount = false
        reportedDepth = false
    }

    // MARK: Roots

    mutating func cell(_ cell: Cell, at p: String) {
        startTree()
        if cell.version.isEmpty { fail(p + "/version", "version must not be empty") }
        background(cell.background, at: p + "/background")
        if let tap = cell.tap { action(tap, at: p + "/tap") }
        text(cell.accessibilityLabel, at: p + "/accessibilityLabel")
        text(cell.fallbackText, at: p + "/fallbackText")
        node(cell.content, at: p + "/content", depth: 1)
    }

    mutating func controller(_ controller: WidgetController, at p: String) {
        startTree()
        text(controller.title, at: p + "/title")
        for (side, buttons) in [("leftButtons", controller.leftButtons), ("rightButtons", controller.rightButtons)] {
            for (i, button) in (buttons ?? []).enumerated() {
                let bp = "\(p)/\(side)/\(i)"
                if button.id.isEmpty { fail(bp + "/id", "a header button id must not be empty") }
                text(button.title, at: bp + "/title")
            }
        }
        for (key, value) in [("compact", controller.preferredWidth?.compact), ("regular", controller.preferredWidth?.regular)] {
            if case .points(let points) = value, !(points.isFinite && points > 0) {
                fail("\(p)/preferredWidth/\(key)", "a preferred width must be a positive number of points")
            }
        }
        node(controller.content, at: p + "/content", depth: 1)
    }

    mutating func timeline(_ timeline: Timeline, at p: String) {
        if timeline.entries.count > limits.maxTimelineEntries {
            fail(
                "\(p)/entries/\(limits.maxTimelineEntries)",
                "a timeline has at most \(limits.maxTimelineEntries) entries, this one has \(timeline.entries.count)")
        }
        var previous: Double?
        for (i, entry) in timeline.entries.enumerated() {
            if let previous, entry.date.secondsSince1970 < previous {
                fail("\(p)/entries/\(i)/date", "timeline entries must be in ascending date order")
            }
            previous = entry.date.secondsSince1970
            cell(entry.cell, at: "\(p)/entries/\(i)/cell")
        }
    }

    // MARK: Nodes

    mutating func node(_ node: CellNode, at p: String, depth: Int) {
        nodeCount += 1
        if nodeCount > limits.maxNodes, !reportedCount {
            reportedCount = true
            fail(p, "a tree has at most \(limits.maxNodes) nodes")
        }
        if depth > limits.maxDepth, !reportedDepth {
            reportedDepth = true
            fail(p, "a tree is at most \(limits.maxDepth) levels deep")
        }
        if let modifiers = node.modifiers {
            self.modifiers(modifiers, at: p, depth: depth)
        } else if let fallback = node.fallback {
            self.node(fallback, at: p + "/fallback", depth: depth)
        }

        switch node {
        case .vstack(let n): children(n.children, at: p + "/children", depth: depth)
        case .hstack(let n): children(n.children, at: p + "/children", depth: depth)
        case .zstack(let n): children(n.children, at: p + "/children", depth: depth)
        case .spacer(let n):
            if let minLength = n.minLength, !(minLength.isFinite && minLength >= 0) {
                fail(p + "/minLength", "minLength must be a non-negative number")
            }
        case .divider(let n): background(n.color, at: p + "/color")
        case .text(let n):
            text(n.text, at: p + "/text")
            background(n.color, at: p + "/color")
            if let maxLines = n.maxLines, maxLines < 1 { fail(p + "/maxLines", "maxLines must be at least 1") }
            if let factor = n.minimumScaleFactor, !(factor > 0 && factor <= 1) {
                fail(p + "/minimumScaleFactor", "minimumScaleFactor must be greater than 0 and at most 1")
            }
        case .dateText(let n):
            if n.style == .range, n.to == nil { fail(p + "/to", "a dateText with style range needs \"to\"") }
            if let to = n.to, to.secondsSince1970 < n.date.secondsSince1970 { fail(p + "/to", "\"to\" must not be before \"date\"") }
            text(n.fallbackText, at: p + "/fallbackText")
            background(n.color, at: p + "/color")
        case .image(let n):
            imageSource(n.source, at: p + "/source")
            let hasLabel = !(n.label ?? "").unicodeScalars.allSatisfy(Self.isBlank)
            if !hasLabel, n.decorative != true {
                fail(p + "/label", "an image needs a non-empty label or \"decorative\": true")
            }
            text(n.label, at: p + "/label")
            if let size = n.size, !(size.isFinite && size > 0) { fail(p + "/size", "size must be a positive number") }
            background(n.tint, at: p + "/tint")
        case .label(let n):
            text(n.title, at: p + "/title")
            if let icon = n.icon { imageSource(icon, at: p + "/icon") }
            background(n.color, at: p + "/color")
        case .badge(let n):
            text(n.text, at: p + "/text")
        case .progress(let n):
            if let value = n.value {
                if !(value.isFinite && value >= 0 && value <= 1) { fail(p + "/value", "progress value must be between 0 and 1") }
            } else if n.indeterminate != true {
                fail(p + "/value", "a progress needs a value (0…1) or \"indeterminate\": true")
            }
            text(n.label, at: p + "/label")
            background(n.tint, at: p + "/tint")
        case .facts(let n):
            if n.rows.count > limits.maxFactsRows {
                fail("\(p)/rows/\(limits.maxFactsRows)", "facts have at most \(limits.maxFactsRows) rows, these have \(n.rows.count)")
            }
            for (i, row) in n.rows.enumerated() {
                text(row.title, at: "\(p)/rows/\(i)/title")
                text(row.value, at: "\(p)/rows/\(i)/value")
            }
            if let columns = n.columns, !(1...2).contains(columns) { fail(p + "/columns", "columns must be 1 or 2") }
        case .button(let n):
            text(n.title, at: p + "/title")
            if let icon = n.icon { imageSource(icon, at: p + "/icon") }
            action(n.action, at: p + "/action")
            if let confirm = n.confirm {
                text(confirm.title, at: p + "/confirm/title")
                text(confirm.message, at: p + "/confirm/message")
            }
        case .toggle(let n):
            text(n.label, at: p + "/label")
            action(n.action, at: p + "/action")
        case .list(let n):
            if n.items.count > limits.maxListItems {
                fail("\(p)/items/\(limits.maxListItems)", "a list has at most \(limits.maxListItems) items, this one has \(n.items.count)")
            }
            if let maxVisible = n.maxVisible, maxVisible < 1 { fail(p + "/maxVisible", "maxVisible must be at least 1") }
            if let more = n.more { action(more, at: p + "/more") }
            children(n.items, at: p + "/items", depth: depth)
        case .placeholder(let n):
            if let width = n.width, !(width.isFinite && width >= 0) { fail(p + "/width", "width must be a non-negative number") }
            if let lines = n.lines, lines < 1 { fail(p + "/lines", "lines must be at least 1") }
        case .unknown:
            break
        }
    }

    mutating func children(_ nodes: [CellNode], at p: String, depth: Int) {
        for (i, child) in nodes.enumerated() {
            node(child, at: "\(p)/\(i)", depth: depth + 1)
        }
    }

    mutating func modifiers(_ m: Modifiers, at p: String, depth: Int) {
        if let id = m.id, id.isEmpty { fail(p + "/id", "id must not be empty") }
        background(m.background, at: p + "/background")
        if let frame = m.frame {
            let lengths: [(String, FrameLength?)] = [
                ("width", frame.width), ("height", frame.height), ("minWidth", frame.minWidth),
                ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight), ("maxHeight", frame.maxHeight),
            ]
            for (key, length) in lengths {
                if case .points(let v) = length, !(v.isFinite && v >= 0) {
                    fail("\(p)/frame/\(key)", "frame lengths must be non-negative numbers or \"infinity\"")
                }
            }
        }
        if let opacity = m.opacity, !(opacity >= 0 && opacity <= 1) { fail(p + "/opacity", "opacity must be between 0 and 1") }
        text(m.accessibilityLabel, at: p + "/accessibilityLabel")
        if let tap = m.tap { action(tap, at: p + "/tap") }
        if let fallback = m.fallback { node(fallback, at: p + "/fallback", depth: depth) }
    }

    // MARK: Leaves

    mutating func text(_ text: String?, at p: String) {
        guard let text else { return }
        let length = text.unicodeScalars.count
        if length > limits.maxTextLength {
            fail(p, "text is at most \(limits.maxTextLength) characters, this is \(length)")
        }
    }

    mutating func background(_ color: ColorToken?, at p: String) {
        guard let color else { return }
        if color.rawValue.hasPrefix("#"), !color.isHex { fail(p, "a hex colour must be #RRGGBB") }
    }

    mutating func action(_ action: Action, at p: String) {
        switch action {
        case .invoke(let id, let payload):
            if id.isEmpty { fail(p + "/id", "an action id must not be empty") }
            if let payload {
                let size = payload.serialized().count
                if size > limits.maxActionPayloadBytes {
                    fail(p + "/payload", "an action payload is at most \(limits.maxActionPayloadBytes) bytes serialized, this is \(size)")
                }
            }
        case .openURL(let url):
            if !Self.isWebURL(url) { fail(p + "/url", "openURL takes an http or https URL") }
        case .present:
            break
        }
    }

    mutating func imageSource(_ source: ImageSource, at p: String) {
        switch source {
        case .symbol(let name):
            if name.isEmpty { fail(p + "/symbol", "a symbol name must not be empty") }
        case .asset(let id):
            if id.isEmpty { fail(p + "/asset", "an asset id must not be empty") }
        case .url(let url):
            if !Self.isWebURL(url) { fail(p + "/url", "an image URL must be http or https") }
        case .data(let base64):
            guard let data = Self.base64Decoded(base64) else {
                fail(p + "/data", "image data must be base64")
                return
            }
            if data.count > limits.maxImageDataBytes {
                fail(p + "/data", "inline image data is at most \(limits.maxImageDataBytes) bytes, this is \(data.count)")
            } else if !(data.starts(with: [0x89, 0x50, 0x4E, 0x47]) || data.starts(with: [0xFF, 0xD8, 0xFF])) {
                fail(p + "/data", "inline image data must be PNG or JPEG")
            }
        }
    }

}

extension Walker {
    /// Foundation's `CharacterSet.whitespaces`: tab and the space separators (Zs), not newlines.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}

// MARK: - Foundation-free checks (what `URL(string:)` and `Data(base64Encoded:)` accepted)

extension Walker {
    /// `http://` or `https://` (any case), then an authority with a non-empty host and an
    /// optional numeric port; no control characters anywhere, no spaces in the authority.
    static func isWebURL(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return false }
        var i = 0
        while i < bytes.count, bytes[i] != UInt8(ascii: ":") { i += 1 }
        let scheme = String(decoding: bytes[0..<i], as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https", bytes[i...].starts(with: "://".utf8) else { return false }
        var authority = bytes[(i + 3)...].prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
        guard !authority.contains(UInt8(ascii: " ")) else { return false }
        var host = authority[...]
        var port = authority[authority.endIndex...]
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")) else { return false }
            port = host[(close + 1)...]
            host = host[(host.startIndex + 1)..<close]
            guard port.isEmpty || port.first == UInt8(ascii: ":") else { return false }
        } else if let colon = host.firstIndex(of: UInt8(ascii: ":")) {
            port = host[colon...]
            host = host[..<colon]
        }
        guard port.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return !host.isEmpty
    }

    /// Strict base64 (RFC 4648 alphabet, padded to a multiple of 4, no whitespace), decoded.
    static func base64Decoded(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        guard bytes.count % 4 == 0 else { return nil }
        var padding = 0
        while padding < 2, padding < bytes.count, bytes[bytes.count - 1 - padding] == UInt8(ascii: "=") { padding += 1 }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 4 * 3)
        var accumulator: UInt32 = 0
        for (n, byte) in bytes.enumerated() {
            let sextet: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): sextet = 62
            case UInt8(ascii: "/"): sextet = 63
            case UInt8(ascii: "=") where n >= bytes.count - padding: sextet = 0
            default: return nil
            }
            accumulator = accumulator << 6 | sextet
            if n % 4 == 3 {
                output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                output.append(UInt8(truncatingIfNeeded: accumulator >> 8))
                output.append(UInt8(truncatingIfNeeded: accumulator))
                accumulator = 0
            }
        }
        output.removeLast(padding)
        return output
    }
}
