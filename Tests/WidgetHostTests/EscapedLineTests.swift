import Testing

@testable import WidgetHost

/// A stray stdout line as its record's text: invalid bytes kept as `\xFF`, the rest as it was.
struct EscapedLineTests {
    @Test(
        arguments: [
            ([0xFF, 0xFE, 0x20, 0x6F, 0x6B], #"\xFF\xFE ok"#),
            // A lead byte without its continuation: only that byte is invalid, the "(" is kept.
            ([0x61, 0xC3, 0x28], #"a\xC3("#),
            // Valid multi-byte characters and a backslash stay as they are.
            (Array("é \\n ✈".utf8), "é \\n ✈"),
            // A character cut at the end of the line.
            ([0x78, 0xE2, 0x9C], #"x\xE2\x9C"#),
            ([], ""),
        ] as [([UInt8], String)])
    func invalidBytesAreHexEscapedAndTheRestKept(bytes: [UInt8], text: String) {
        #expect(EscapedLine.text(of: bytes) == text)
    }

    @Test func surrogatesAndOverlongFormsAreInvalidBytes() {
        // U+D800 encoded as UTF-8 (not allowed) and an overlong "/".
        #expect(EscapedLine.text(of: [0xED, 0xA0, 0x80, 0xC0, 0xAF]) == #"\xED\xA0\x80\xC0\xAF"#)
    }
}
