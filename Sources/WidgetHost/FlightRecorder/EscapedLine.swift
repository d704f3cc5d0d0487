/// A stdout line the host could not read, as the text of its record: valid UTF-8 as it was,
/// each byte of an invalid sequence as `\xFF` (upper-case hex), so nothing the widget wrote is
/// lost (repairing would replace each with U+FFFD). A `\` in the line is not escaped (as with
/// Python's `backslashreplace`): the text is for people, and JSON gone wrong stays readable.
enum EscapedLine {
    static func text(of bytes: some Collection<UInt8>) -> String {
        var text = ""
        text.reserveCapacity(bytes.count)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        // The parser reads ahead in its own buffer, so the bytes of an invalid sequence are
        // taken from a second iterator that follows it.
        var follower = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                for _ in 0..<encoded.count { _ = follower.next() }
            case .error(let length):
                for _ in 0..<length {
                    guard let byte = follower.next() else { break }
                    text += "\\x" + hex(byte >> 4) + hex(byte & 0x0F)
                }
            case .emptyInput:
                return text
            }
        }
    }

    private static func hex(_ nibble: UInt8) -> String {
        String(UnicodeScalar(nibble < 10 ? 0x30 + nibble : 0x37 + nibble))
    }
}
