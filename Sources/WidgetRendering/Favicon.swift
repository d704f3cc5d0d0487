/// The dashboard's icon for a browser tab: two cards on the accent colour. Without one, a
/// browser asks the server for `/favicon.ico` on every load (and logs the 404 as an error);
/// the static page carries it as a `data:` URL (its CSP allows `data:` images only), the live
/// page as `/static/favicon.svg`.
public enum Favicon {
    /// The icon as SVG.
    public static let svg =
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='#0066CC'/>"
        + "<rect x='6' y='7' width='20' height='8' rx='2' fill='#FFFFFF'/>"
        + "<rect x='6' y='18' width='20' height='8' rx='2' fill='#FFFFFF' fill-opacity='0.7'/></svg>"

    /// The icon as a `data:` URL, percent-encoded where a URL needs it.
    public static let dataURL: String = {
        var url = "data:image/svg+xml,"
        for scalar in svg.unicodeScalars {
            switch scalar {
            case "<": url += "%3C"
            case ">": url += "%3E"
            case "#": url += "%23"
            case " ": url += "%20"
            case "\"": url += "%22"
            default: url.unicodeScalars.append(scalar)
            }
        }
        return url
    }()
}
