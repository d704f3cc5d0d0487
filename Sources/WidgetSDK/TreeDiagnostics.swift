/// Explains an invalid tree to the widget author: which node, where, and what rule.
enum TreeDiagnostics {
    /// Writes a sentence naming the offending node to stderr and to the host's log.
    /// - Parameters:
    ///   - json: the validated value as JSON, to find the node the pointer lands in.
    ///   - pointerPrefix: where the validated value sits in the message sent (for the text).
    static func report(
        _ violation: CellTreeViolation, in json: JSONValue?, context: String, pointerPrefix: String = "",
        logger: WidgetLogger
    ) {
        let node = json.flatMap { enclosingNode(of: violation.pointer, in: $0) }
        var text = "WidgetSDK: \(context) produced an invalid tree, so it was not sent: "
        if let node {
            text += "the \(node.description) node at \(pointerPrefix + node.pointer)"
        } else {
            text += "the tree"
        }
        text += " breaks a rule: \(violation.message) (pointer \(pointerPrefix + violation.pointer))."
        text += " The host gets -32006 invalidCellTree; fix the tree in \(context)."
        StandardError.write(text)
        if logger.channel != nil {
            var fields: [String: JSONValue] = ["pointer": .string(pointerPrefix + violation.pointer)]
            if let node { fields["node"] = .string(node.description) }
            var quiet = logger
            quiet.mirrorsToStandardError = false
            quiet.error("\(context) produced an invalid tree: \(violation.message)", fields: fields)
        }
    }

    /// An RFC 6901 reference token's key: `~1` is `/`, then `~0` is `~`.
    static func unescape(_ token: Substring) -> String {
        guard token.contains("~") else { return String(token) }
        var key = ""
        var scalars = token.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "~" else {
                key.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "1": key.append("/")
            case "0": key.append("~")
            case let other?: key.unicodeScalars.append(scalar); key.unicodeScalars.append(other)
            case nil: key.unicodeScalars.append(scalar)
            }
        }
        return key
    }

    struct NodeDescription {
        var pointer: String
        var description: String
    }

    /// The deepest object with a `type` on the path of `pointer`.
    static func enclosingNode(of pointer: String, in root: JSONValue) -> NodeDescription? {
        var current: JSONValue? = root
        var path = ""
        var found: NodeDescription?
        func describe(_ value: JSONValue, at path: String) -> NodeDescription? {
            guard let type = value["type"]?.stringValue, type != "cell" else { return nil }
            var description = "`\(type)`"
            if let id = value["id"]?.stringValue { description += " (id \"\(id)\")" }
            if let text = (value["text"] ?? value["title"] ?? value["label"])?.stringValue, !text.isEmpty {
                description += " \"\(text.prefix(40))\""
            }
            return NodeDescription(pointer: path, description: description)
        }
        if let value = current, let node = describe(value, at: "") { found = node }
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = unescape(token)
            switch current {
            case .object(let object)?: current = object[key]
            case .array(let array)?: current = Int(key).flatMap { array.indices.contains($0) ? array[$0] : nil }
            default: current = nil
            }
            path += "/" + token
            guard let value = current else { break }
            if let node = describe(value, at: path) { found = node }
        }
        return found
    }
}

/// Test hook: the description of the node a pointer lands in.
package enum TreeDiagnosticsProbe {
    package static func enclosingNode(_ pointer: String, _ json: JSONValue) -> String? {
        TreeDiagnostics.enclosingNode(of: pointer, in: json)?.description
    }
}
