/// Escaping of untrusted text for HTML text and double-quoted attribute values.
enum HTMLEscape {
    /// `text` cleaned (``UntrustedText``) with `& < > " '` escaped: safe in element content
    /// and in double-quoted attributes.
    static func text(_ text: String) -> String {
        escape(UntrustedText.clean(text))
    }

    /// Escapes `& < > " '`, and the colon after `javascript`, `vbscript` or `data` (any case)
    /// as `&#58;`: widget text never spells a dangerous URL scheme literally, even in places
    /// a later tool might mistake for a link.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var recent: [UInt8] = []  // the last letters, lower-cased, for the scheme check
        for scalar in text.unicodeScalars {
            if let entity = entity(for: scalar) {
                out += entity
            } else if scalar == ":", endsWithScheme(recent) {
                out += "&#58;"
            } else {
                out.unicodeScalars.append(scalar)
            }
            if scalar.isASCII, scalar.properties.isAlphabetic {
                recent.append(UInt8(scalar.value) | 0x20)
                if recent.count > 10 { recent.removeFirst() }
            } else {
                recent.removeAll(keepingCapacity: true)
            }
        }
        return out
    }

    /// Escapes `& < > " '` in a URL that ``SafeURL`` already accepted.
    static func url(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let entity = entity(for: scalar) { out += entity } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// The entity for one of `& < > " '`; nil for any other scalar.
    private static func entity(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }

    private static let schemes: [[UInt8]] = ["javascript", "vbscript", "data"].map { Array($0.utf8) }

    private static func endsWithScheme(_ recent: [UInt8]) -> Bool {
        schemes.contains { scheme in recent.count >= scheme.count && Array(recent.suffix(scheme.count)) == scheme }
    }
}
