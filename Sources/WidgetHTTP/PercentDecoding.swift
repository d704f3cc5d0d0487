/// `%XX` decoding of URL parts. The parser has already refused targets with a malformed escape;
/// a stray `%` met here anyway is kept as it is.
enum PercentDecoding {
    /// `text` with its escapes decoded (and `+` as a space when `plusIsSpace`); invalid UTF-8
    /// after decoding is repaired.
    static func decode(_ text: Substring, plusIsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "+"), plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                guard let high = iterator.next() else {
                    bytes.append(byte)
                    break
                }
                guard let low = iterator.next() else {
                    bytes += [byte, high]
                    break
                }
                if let h = hexValue(high), let l = hexValue(low) {
                    bytes.append(h << 4 | l)
                } else {
                    bytes += [byte, high, low]
                }
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
