/// The last lines a widget instance wrote to stderr, cut to fit on its `exited` record: the
/// cause of a crash is usually there, and the record (a lifecycle record) outlives the rotated
/// `stderr` records. Bounded twice, so a widget cannot make its exit record large.
enum StandardErrorTail {
    /// Lines kept on an `exited` record.
    static let maxLines = 10
    /// UTF-8 bytes kept on an `exited` record, all lines together.
    static let maxBytes = 2048

    /// The newest of `lines` (oldest first) that fit in `maxLines` lines and `maxBytes` bytes,
    /// oldest first. A line longer than the room left keeps its end (the part nearest the
    /// crash), cut at a character boundary, and nothing older is kept.
    static func last(of lines: [String], maxLines: Int = maxLines, maxBytes: Int = maxBytes) -> [String] {
        var kept: [String] = []
        var room = maxBytes
        for line in lines.reversed() where kept.count < maxLines && room > 0 {
            let size = line.utf8.count
            if size <= room {
                kept.append(line)
                room -= size
            } else {
                var start = line.utf8.index(line.utf8.endIndex, offsetBy: -room)
                while start < line.utf8.endIndex, UTF8.isContinuation(line.utf8[start]) { start = line.utf8.index(after: start) }
                kept.append(String(decoding: line.utf8[start...], as: UTF8.self))
                room = 0
            }
        }
        return kept.reversed()
    }
}
