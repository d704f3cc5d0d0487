/// A terminal colour: a 256-colour palette index with a basic (16-colour) SGR code beside it.
public struct TerminalColor: Hashable, Sendable {
    /// Index into the xterm 256-colour palette (`38;5;N`).
    public var index256: UInt8
    /// The basic foreground SGR code (30–37 or 90–97) for 16-colour terminals.
    public var basic: UInt8

    /// Creates a colour from both representations.
    public init(index256: UInt8, basic: UInt8) {
        self.index256 = index256
        self.basic = basic
    }

    /// The nearest palette colours to an sRGB colour: the 6×6×6 cube or the grey ramp for
    /// 256 colours, and the nearest of the 16 basic colours.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        func cube(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        let levels = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (cube(red), cube(green), cube(blue))
        let cubeRGB = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + greyIndex * 10
        func distance(_ c: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (c.0 - Int(red), c.1 - Int(green), c.2 - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        index256 =
            distance((grey, grey, grey)) < distance(cubeRGB)
            ? UInt8(232 + greyIndex) : UInt8(16 + 36 * r + 6 * g + b)
        let basics: [(UInt8, (Int, Int, Int))] = [
            (30, (0, 0, 0)), (31, (205, 0, 0)), (32, (0, 205, 0)), (33, (205, 205, 0)), (34, (0, 0, 238)),
            (35, (205, 0, 205)), (36, (0, 205, 205)), (37, (229, 229, 229)), (90, (127, 127, 127)),
            (91, (255, 0, 0)), (92, (0, 255, 0)), (93, (255, 255, 0)), (94, (92, 92, 255)), (95, (255, 0, 255)),
            (96, (0, 255, 255)), (97, (255, 255, 255)),
        ]
        basic = basics.min { distance($0.1) < distance($1.1) }!.0
    }

    /// Parses `#RRGGBB` (the only hex form the protocol allows); `nil` for anything else.
    public init?(hex: String) {
        guard let (r, g, b) = HexColor.parse(hex) else { return nil }
        self.init(red: r, green: g, blue: b)
    }
}

/// `#RRGGBB` parsing shared by the terminal and the HTML theme.
enum HexColor {
    static func parse(_ text: String) -> (UInt8, UInt8, UInt8)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x30...0x39: return c - 0x30
            case 0x41...0x46: return c - 0x41 + 10
            case 0x61...0x66: return c - 0x61 + 10
            default: return nil
            }
        }
        var values: [UInt8] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let hi = nibble(bytes[i]), let lo = nibble(bytes[i + 1]) else { return nil }
            values.append(hi << 4 | lo)
        }
        return (values[0], values[1], values[2])
    }

    /// The canonical upper-case `#RRGGBB` form, or `nil` when `text` is not a hex colour.
    static func canonical(_ text: String) -> String? {
        guard parse(text) != nil else { return nil }
        return text.uppercased()
    }
}
