/// Which URLs from a widget the renderers let through.
public enum SafeURL {
    /// `url` when it is an absolute `http` or `https` URL with a host and nothing a browser
    /// would reinterpret (no whitespace, controls, quotes or angle brackets); else `nil`.
    /// `javascript:`, `data:`, relative and scheme-relative URLs are refused.
    public static func link(_ url: String) -> String? {
        guard url.utf8.count <= 3000 else { return nil }
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = url.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = url.dropFirst(7)
        } else {
            return nil
        }
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
        if payload.hasPrefix("iVBORw0KGgo") {
            sniffed = "image/png"
        } else if payload.hasPrefix("/9j/") {
            sniffed = "image/jpeg"
        } else if payload.hasPrefix("R0lGOD") {
            sniffed = "image/gif"
        } else if payload.hasPrefix("UklGR") {
            sniffed = "image/webp"
        } else {
            sniffed = nil
        }
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
