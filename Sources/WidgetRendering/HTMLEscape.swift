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
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case ":" where endsWithScheme(recent): out += "&#58;"
            default: out.unicodeScalars.append(scalar)
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
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let schemes: [[UInt8]] = ["javascript", "vbscript", "data"].map { Array($0.utf8) }

    private static func endsWithScheme(_ recent: [UInt8]) -> Bool {
        schemes.contains { scheme in recent.count >= scheme.count && Array(recent.suffix(scheme.count)) == scheme }
    }
}

/// Which URLs from a widget the renderers let through.
public enum SafeURL {
    /// `url` when it is an absolute `http` or `https` URL with a host and nothing a browser
    /// would reinterpret (no whitespace, controls, quotes or angle brackets); else `nil`.
    /// `javascript:`, `data:`, relative and scheme-relative URLs are refused.
    public static func link(_ url: String) -> String? {
        guard url.utf8.count <= 3000 else { return nil }
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") { rest = url.dropFirst(8) } else if lower.hasPrefix("http://") { rest = url.dropFirst(7) } else { return nil }
        guard let first = rest.unicodeScalars.first, first != "/" else { return nil }
        for scalar in url.unicodeScalars {
            let v = scalar.value
            if v <= 0x20 || v == 0x7F || (0x80...0x9F).contains(v) { return nil }
            if "\"'<>\\`".unicodeScalars.contains(scalar) { return nil }
            if v > 0x7E { return nil }  // IDN and other non-ASCII must arrive percent-encoded
        }
        return url
    }

    /// The image types allowed inline.
    static let imageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"]

    /// A `data:` URL for an inline image, or `nil`. Accepts `data:image/(png|jpeg|gif|webp);base64,…`
    /// and, for an `ImageSource.data` payload, bare base64 whose first bytes identify one of
    /// those types. The base64 alphabet (and padding) is checked in full; at most 256 KiB decoded.
    public static func imageData(_ value: String) -> String? {
        var type: String? = nil
        var payload = Substring(value)
        if value.lowercased().hasPrefix("data:") {
            guard let comma = value.firstIndex(of: ",") else { return nil }
            let header = value[value.index(value.startIndex, offsetBy: 5)..<comma].lowercased()
            guard let match = imageTypes.first(where: { header == $0 + ";base64" }) else { return nil }
            type = match
            payload = value[value.index(after: comma)...]
        }
        guard isBase64(payload), payload.utf8.count <= 256 * 1024 * 4 / 3 + 4 else { return nil }
        let sniffed: String?
        if payload.hasPrefix("iVBORw0KGgo") { sniffed = "image/png" }
        else if payload.hasPrefix("/9j/") { sniffed = "image/jpeg" }
        else if payload.hasPrefix("R0lGOD") { sniffed = "image/gif" }
        else if payload.hasPrefix("UklGR") { sniffed = "image/webp" }
        else { sniffed = nil }
        guard let kind = type ?? sniffed else { return nil }
        return "data:" + kind + ";base64," + payload
    }

    static func isBase64(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count % 4 == 0 else { return false }
        var padding = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                if padding > 0 { return false }
            case UInt8(ascii: "="):
                padding += 1
                if padding > 2 { return false }
            default:
                return false
            }
        }
        return true
    }
}
