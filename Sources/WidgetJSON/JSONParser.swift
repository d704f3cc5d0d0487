/// A strict RFC 8259 parser from UTF-8 bytes to a ``JSONTape``: the one grammar walk. A
/// ``JSONValue`` tree, when one is wanted, is built from the tape afterwards.
///
/// It is iterative: open containers live on an explicit stack, so hostile nesting costs heap,
/// not call stack, and the depth limit turns 100,000 `[` into an error after `maxDepth` bytes.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var position = 0
    /// The decoded UTF-8 of every string with escapes, one after another: the tape's
    /// `unescaped` bytes (a string entry with escapes is a range of these).
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    // MARK: - Tokens

    @inline(__always)
    mutating func skipWhitespace() {
        // Compact JSON has none: one look, then the loop on locals only when there is some.
        guard position < bytes.count, bytes[position] <= 0x20 else { return }
        var at = position
        let end = bytes.count
        while at < end {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default:
                position = at
                return
            }
        }
        position = at
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for i in 0..<count {
            guard position + i < bytes.count else {
                position += i
                throw failure("unexpected end of input in literal '\(literal)'")
            }
            guard bytes[position + i] == text[i] else {
                position += i
                throw failure("invalid literal, expected '\(literal)'")
            }
        }
        position += count
    }

    // MARK: - Strings

    /// Slow path: the bytes from `start` hold an escape at `position`; decode them onto the end
    /// of `scratch` and return where they start there.
    mutating func parseEscapedString(from start: Int) throws(JSONParseError) -> Int {
        let decodedStart = scratch.count
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return decodedStart
            case UInt8(ascii: "\\"):
                try parseEscape()
            case 0..<0x20:
                throw failure("unescaped control character \(Self.describe(byte)) in string")
            case 0x20..<0x80:
                scratch.append(byte)
                position += 1
            default:
                let length = try utf8SequenceLength()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<position + length]))
                position += length
            }
        }
        throw failure("unterminated string")
    }

    /// One escape sequence at `position` (the backslash), appended to `scratch` as UTF-8.
    ///
    /// A `\u` escape naming a lone UTF-16 surrogate (a high one not followed by `\u` + low, or
    /// a stray low one) becomes U+FFFD: JavaScript peers emit these when they cut a string
    /// mid-emoji, and a replacement character beats rejecting the whole message (the rule of
    /// protocol/README.md §1, "Lone surrogates", for the host and the Swift SDK alike). Raw
    /// invalid UTF-8 bytes, in contrast, are rejected: they mean a corrupt stream, not a sloppy
    /// peer. The serializer never writes a lone surrogate: it writes scalars as UTF-8.
    private mutating func parseEscape() throws(JSONParseError) {
        guard position + 1 < bytes.count else {
            position += 1
            throw failure("unexpected end of input in escape sequence")
        }
        let escape = bytes[position + 1]
        let simple: UInt8
        switch escape {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            position += 2
            let unit = try parseHex4()
            var scalar: UInt32
            if unit & 0xFC00 == 0xD800 {
                // High surrogate: only a following `\uDC00`…`\uDFFF` completes it.
                if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                    let saved = position
                    position += 2
                    let low = try parseHex4()
                    if low & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    } else {
                        scalar = 0xFFFD
                        position = saved  // the next escape stands on its own
                    }
                } else {
                    scalar = 0xFFFD
                }
            } else if unit & 0xFC00 == 0xDC00 {
                scalar = 0xFFFD
            } else {
                scalar = UInt32(unit)
            }
            appendUTF8(scalar)
            return
        default:
            position += 1
            throw failure("invalid escape sequence \\\(Self.printable(escape))")
        }
        scratch.append(simple)
        position += 2
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw failure("unexpected end of input in \\u escape") }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw failure("invalid hex digit \(Self.describe(byte)) in \\u escape")
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(scalar >> 6))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(scalar >> 12))
            scratch.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(scalar >> 18))
            scratch.append(0x80 | UInt8((scalar >> 12) & 0x3F))
            scratch.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        }
    }

    /// Validates the multi-byte UTF-8 sequence at `position` (RFC 3629: no overlongs, no
    /// surrogates, nothing above U+10FFFF) and returns its length without consuming it.
    func utf8SequenceLength() throws(JSONParseError) -> Int {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw JSONParseError(offset: position, reason: "invalid UTF-8 byte \(Self.hex(lead))")
        }
        for i in 1..<length {
            guard position + i < bytes.count else {
                throw JSONParseError(offset: position + i, reason: "truncated UTF-8 sequence")
            }
            let byte = bytes[position + i]
            guard (i == 1 ? secondRange : 0x80...0xBF).contains(byte) else {
                throw JSONParseError(offset: position + i, reason: "invalid UTF-8 continuation byte \(Self.hex(byte))")
            }
        }
        return length
    }

    // MARK: - Numbers

    /// A number per RFC 8259's grammar. Integers (no fraction, no exponent) that fit `Int64`
    /// become `.int`; everything else `.double`, correctly rounded. A magnitude beyond
    /// `Double.greatestFiniteMagnitude` is an error ("number out of range"); one below the
    /// smallest denormal rounds to zero.
    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw failure("expected a digit after '-'")
        }
        var significand: UInt64 = 0
        var significandOverflowed = false
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw failure("leading zero in number")
            }
        } else {
            accumulateDigits(into: &significand, overflowed: &significandOverflowed)
        }
        var isInteger = true
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw failure("expected a digit after '.'")
            }
            fractionDigits = accumulateDigits(into: &significand, overflowed: &significandOverflowed)
        }
        var exponent = 0
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            var exponentNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw failure("expected a digit in exponent")
            }
            while position < bytes.count, isDigit(bytes[position]) {
                // Saturate: anything past 10^6 is zero or out of range either way.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[position] &- UInt8(ascii: "0")) }
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        if isInteger, !significandOverflowed {
            if negative {
                if significand <= UInt64(Int64.max) + 1 { return .int(Int64(bitPattern: 0 &- significand)) }
            } else if significand <= UInt64(Int64.max) {
                return .int(Int64(significand))
            }
        }

        // Clinger's fast path: both operands exact in a Double, so one IEEE operation rounds right.
        let scale = exponent - fractionDigits
        if !significandOverflowed, significand <= 1 << 53, scale >= -22, scale <= 22 {
            var result = Double(significand)
            result = scale < 0 ? result / Self.powersOfTen[-scale] : result * Self.powersOfTen[scale]
            return .double(negative ? -result : result)
        }
        // Rare: long or extreme numbers go through the stdlib's correctly rounded, locale-free
        // conversion. The grammar was checked above, so it only sees valid decimal literals.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let result = Double(text), result.isFinite else {
            throw JSONParseError(offset: start, reason: "number out of range")
        }
        return .double(result)
    }

    /// Reads a run of digits and returns how many; the significand keeps what fits in 64 bits.
    @inline(__always)
    @discardableResult
    private mutating func accumulateDigits(into significand: inout UInt64, overflowed: inout Bool) -> Int {
        let start = position
        while position < bytes.count, isDigit(bytes[position]) {
            let digit = UInt64(bytes[position] &- UInt8(ascii: "0"))
            let (times10, o1) = significand.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(digit)
            if o1 || o2 { overflowed = true } else { significand = sum }
            position += 1
        }
        return position - start
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    // MARK: - Errors

    func failure(_ reason: String) -> JSONParseError {
        JSONParseError(offset: position, reason: reason)
    }

    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte \(hex(byte))"
    }

    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : hex(byte)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
    }
}

// MARK: - Public entry points

extension JSONValue {
    /// How many arrays and objects may nest before the parser gives up (`[[1]]` is depth 2).
    public static let defaultMaxDepth = 512

    /// Parses one JSON value (RFC 8259) from UTF-8 bytes.
    ///
    /// Strict: only space, tab, LF and CR count as whitespace (a byte-order mark is an error);
    /// raw invalid UTF-8 and unescaped control characters in strings are errors; a `\u` escape
    /// naming a lone surrogate becomes U+FFFD. Integers that fit `Int64` become ``int(_:)``, other
    /// numbers ``double(_:)``; a number too large for `Double` (`1e400`) is an error, one too small
    /// becomes zero. Any scalar may stand at the top level. Anything but whitespace after the
    /// value is an error. A repeated object key keeps its first position and its last value.
    ///
    /// - Parameter maxDepth: arrays and objects nested deeper than this are an error rather than
    ///   a stack overflow; the parser itself never recurses.
    /// - Throws: ``JSONParseError`` with the byte offset of the problem.
    public init<Bytes: Collection>(parsing bytes: Bytes, maxDepth: Int = JSONValue.defaultMaxDepth) throws(JSONParseError)
    where Bytes.Element == UInt8 {
        let tape = try JSONTape.parse(bytes as? [UInt8] ?? Array(bytes), maxDepth: maxDepth)
        self = tape.value(at: 0)
    }

    /// Parses one JSON value from the string's UTF-8; same rules as ``init(parsing:maxDepth:)``.
    public init(parsing string: String) throws(JSONParseError) {
        try self.init(parsing: Array(string.utf8))
    }
}

// MARK: - Building

extension JSONParser {
    /// Parses exactly one value surrounded by optional whitespace into `entries`: the grammar
    /// walk every JSON input goes through, whatever it becomes.
    mutating func parseTape(into entries: inout JSONEntryBuffer) throws(JSONParseError) {
        // The open containers are a chain through their own entries, not a stack of their own
        // (no allocation): while a container is open its entry's `a` counts its members and its
        // `b` holds the entry of the container around it; both are final when it closes.
        var open = -1
        var depth = 0

        parsing: while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw failure(open < 0 ? "empty input, expected a JSON value" : "unexpected end of input, expected a value")
            }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                guard depth < maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    entries.append(JSONTape.Entry(kind: .object, a: 0, b: entries.count + 1))
                } else {
                    entries.append(JSONTape.Entry(kind: .object, a: 0, b: open))
                    open = entries.count - 1
                    depth += 1
                    try scanKey(into: &entries)
                    continue parsing
                }
            case UInt8(ascii: "["):
                guard depth < maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    entries.append(JSONTape.Entry(kind: .array, a: 0, b: entries.count + 1))
                } else {
                    entries.append(JSONTape.Entry(kind: .array, a: 0, b: open))
                    open = entries.count - 1
                    depth += 1
                    continue parsing
                }
            case UInt8(ascii: "\""):
                position += 1
                try scanStringBody(into: &entries)
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                entries.append(JSONTape.Entry(kind: .bool, a: 1, b: 0))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                entries.append(JSONTape.Entry(kind: .bool, a: 0, b: 0))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                entries.append(JSONTape.Entry(kind: .null, a: 0, b: 0))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                switch try parseNumber() {
                case .int(let int): entries.append(JSONTape.Entry(kind: .int, a: Int(int), b: 0))
                case .double(let double):
                    entries.append(JSONTape.Entry(kind: .double, a: Int(bitPattern: UInt(double.bitPattern)), b: 0))
                default: preconditionFailure("parseNumber returns a number")
                }
            case let byte:
                throw failure("unexpected \(Self.describe(byte)), expected a value")
            }

            // A value is complete: count it in its container, closing as many as end here.
            while true {
                guard open >= 0 else {
                    skipWhitespace()
                    guard position == bytes.count else {
                        throw failure("unexpected \(Self.describe(bytes[position])) after the JSON value")
                    }
                    return
                }
                entries[open].a += 1
                let isObject = entries[open].kind == .object
                skipWhitespace()
                guard position < bytes.count else {
                    throw failure("unexpected end of input, expected ',' or '\(isObject ? "}" : "]")'")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if isObject {
                        skipWhitespace()
                        try scanKey(into: &entries)
                    }
                    continue parsing
                }
                guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw failure("unexpected \(Self.describe(byte)), expected ',' or '\(isObject ? "}" : "]")'")
                }
                position += 1
                let closed = open
                open = entries[closed].b
                depth -= 1
                entries[closed].b = entries.count
            }
        }
    }

    /// Skips eight bytes at a time while none of them needs a look: no `"`, no `\\`, no control
    /// character, no byte of a multi-byte UTF-8 sequence. The byte loop after it handles whatever
    /// stopped it (a false alarm included) exactly.
    @inline(__always)
    private mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var at = position
        while at + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let special =
                ((quote &- ones) & ~quote)  // a '"'
                | ((backslash &- ones) & ~backslash)  // a '\\'
                | ((word &- ones &* 0x20) & ~word)  // below 0x20
                | word  // 0x80 and above
            if special & highs != 0 { break }
            at += 8
        }
        position = at
    }

    /// A member name and its colon, recorded as a string entry; the caller has skipped whitespace.
    private mutating func scanKey(into entries: inout JSONEntryBuffer) throws(JSONParseError) {
        guard position < bytes.count else { throw failure("unexpected end of input, expected a member name") }
        guard bytes[position] == UInt8(ascii: "\"") else {
            throw failure("unexpected \(Self.describe(bytes[position])), expected a member name in double quotes")
        }
        position += 1
        try scanStringBody(into: &entries)
        skipWhitespace()
        guard position < bytes.count else { throw failure("unexpected end of input, expected ':'") }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw failure("unexpected \(Self.describe(bytes[position])), expected ':'")
        }
        position += 1
    }

    /// The string after its opening quote, recorded as a byte range: of the input, or for a
    /// string with escapes, of its decoded bytes in `scratch`. Leaves `position` after the
    /// closing quote.
    private mutating func scanStringBody(into entries: inout JSONEntryBuffer) throws(JSONParseError) {
        let start = position
        skipPlainASCII()
        // The plain bytes in a local: `position` lives in `self`, which the loop would store to
        // at every byte.
        var at = position
        let end = bytes.count
        guard let base = bytes.baseAddress else { throw failure("unterminated string") }
        while at < end {
            let byte = base[at]
            if byte == UInt8(ascii: "\"") {
                entries.append(JSONTape.Entry(kind: .string, a: start, b: at))
                position = at + 1
                return
            }
            if byte < 0x80, byte >= 0x20, byte != UInt8(ascii: "\\") {
                at += 1
                continue
            }
            position = at
            if byte == UInt8(ascii: "\\") {
                let decodedStart = try parseEscapedString(from: start)
                entries.append(JSONTape.Entry(kind: .escapedString, a: decodedStart, b: scratch.count))
                return
            }
            if byte < 0x20 {
                throw failure("unescaped control character \(Self.describe(byte)) in string")
            }
            at += try utf8SequenceLength()
        }
        position = at
        throw failure("unterminated string")
    }
}
