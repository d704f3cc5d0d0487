/// One entry of a tar archive, as its header says (nothing here is trusted yet: ``BundleStager``
/// checks the name, the kind, the size and the link).
package struct TarEntry: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case file
        case directory
        case symlink
        /// A hard link, a device, a FIFO, a sparse file…: refused by the stager, named by its flag.
        case other(String)
    }

    package var path: String
    package var kind: Kind
    package var size: UInt64
    package var mode: UInt32
    package var linkTarget: String
}

/// Reads ustar, POSIX pax (`x`: `path`, `linkpath`, `size`) and GNU (`L`, `K` long names,
/// base-256 sizes) tar streams, as `widgets pack` and the common tars write them.
///
/// Pulls its bytes from `input` in chunks (a gzip stream as it inflates), so memory stays
/// bounded by the chunk, whatever the archive claims. Headers are checked (checksum, octal
/// fields, the two zero blocks that end an archive); a stream that ends early is
/// ``BundleError/archiveCorrupt(_:_:)``.
package struct TarReader {
    /// Next chunk of the stream; empty at its end.
    private let input: () throws(BundleError) -> [UInt8]
    private let source: String
    private var buffer: [UInt8] = []
    private var position = 0
    private var inputEnded = false
    /// Bytes of the current entry's data not read yet, then its padding to 512.
    private var remaining: UInt64 = 0
    private var padding = 0
    package private(set) var ended = false

    /// Pax and GNU headers are metadata of the next entry: never more than this.
    static let maximumMetadataBytes: UInt64 = 1 << 20

    package init(source: String, input: @escaping () throws(BundleError) -> [UInt8]) {
        self.source = source
        self.input = input
    }

    /// The next entry, nil after the end-of-archive blocks. Data of the entry before that was
    /// not read is skipped.
    package mutating func next() throws(BundleError) -> TarEntry? {
        guard !ended else { return nil }
        try skipRest()
        var overrides: [String: String] = [:]
        while true {
            let block = try take(512)
            guard block.count == 512 else { throw corrupt("it ends in the middle of a header (truncated?)") }
            if block.allSatisfy({ $0 == 0 }) {
                let second = try take(512)
                guard second.isEmpty || second.allSatisfy({ $0 == 0 }) else { throw corrupt("a zero block is followed by data") }
                ended = true
                return nil
            }
            try verifyChecksum(block)
            let flag = block[156]
            let size = try number(block, 124, 12, field: "size")
            switch flag {
            case UInt8(ascii: "x"):
                for (key, value) in try paxRecords(try metadata(size)) { overrides[key] = value }
                continue
            case UInt8(ascii: "g"):
                _ = try metadata(size)
                continue
            case UInt8(ascii: "L"):
                overrides["path"] = Self.string(try metadata(size)[...])
                continue
            case UInt8(ascii: "K"):
                overrides["linkpath"] = Self.string(try metadata(size)[...])
                continue
            default:
                break
            }
            var name = Self.string(block[0..<100])
            let magic = Array(block[257..<263])
            if magic == Array("ustar\0".utf8) {
                let prefix = Self.string(block[345..<500])
                if !prefix.isEmpty { name = prefix + "/" + name }
            }
            let kind: TarEntry.Kind
            switch flag {
            case 0, UInt8(ascii: "0"), UInt8(ascii: "7"): kind = name.hasSuffix("/") ? .directory : .file
            case UInt8(ascii: "5"): kind = .directory
            case UInt8(ascii: "2"): kind = .symlink
            case UInt8(ascii: "1"): kind = .other("a hard link")
            case UInt8(ascii: "3"), UInt8(ascii: "4"): kind = .other("a device")
            case UInt8(ascii: "6"): kind = .other("a FIFO")
            case UInt8(ascii: "S"): kind = .other("a sparse file")
            default: kind = .other("an entry of type '\(Unicode.Scalar(flag).escaped(asASCII: true))'")
            }
            var entry = TarEntry(
                path: overrides["path"] ?? name, kind: kind, size: size,
                mode: UInt32(truncatingIfNeeded: try number(block, 100, 8, field: "mode")),
                linkTarget: overrides["linkpath"] ?? Self.string(block[157..<257]))
            if let paxSize = overrides["size"] {
                guard let value = UInt64(paxSize) else { throw corrupt("a pax header's size is not a number") }
                entry.size = value
            }
            // Only a file's header is followed by its data; a link's or folder's size is ignored.
            remaining = entry.kind == .directory || entry.kind == .symlink ? 0 : entry.size
            padding = Int((512 - remaining % 512) % 512)
            return entry
        }
    }

    /// The current entry's data, in chunks, up to its size.
    package mutating func readData(_ body: ([UInt8]) throws(BundleError) -> Void) throws(BundleError) {
        while remaining > 0 {
            let chunk = try take(Int(min(remaining, 64 * 1024)))
            guard !chunk.isEmpty else { throw corrupt("it ends in the middle of a file (truncated?)") }
            remaining -= UInt64(chunk.count)
            try body(chunk)
        }
    }

    // MARK: - Blocks

    private mutating func skipRest() throws(BundleError) {
        try readData { _ throws(BundleError) in }
        if padding > 0 {
            guard try take(padding).count == padding else { throw corrupt("it ends in a file's padding (truncated?)") }
            padding = 0
        }
    }

    private mutating func metadata(_ size: UInt64) throws(BundleError) -> [UInt8] {
        guard size <= Self.maximumMetadataBytes else { throw corrupt("a metadata header claims \(size) bytes") }
        let bytes = try take(Int(size))
        guard bytes.count == Int(size) else { throw corrupt("it ends in a metadata header (truncated?)") }
        let pad = Int((512 - size % 512) % 512)
        guard try take(pad).count == pad else { throw corrupt("it ends in a metadata header (truncated?)") }
        return bytes
    }

    /// Exactly `count` bytes, fewer only at the end of the stream.
    private mutating func take(_ count: Int) throws(BundleError) -> [UInt8] {
        while buffer.count - position < count && !inputEnded {
            let chunk = try input()
            if chunk.isEmpty {
                inputEnded = true
            } else {
                if position > 0 {
                    buffer.removeFirst(position)
                    position = 0
                }
                buffer += chunk
            }
        }
        let end = min(position + count, buffer.count)
        let result = Array(buffer[position..<end])
        position = end
        return result
    }

    // MARK: - Fields

    private func corrupt(_ reason: String) -> BundleError {
        .archiveCorrupt(source, reason)
    }

    private func verifyChecksum(_ block: [UInt8]) throws(BundleError) {
        let stored = try number(block, 148, 8, field: "checksum")
        var sum: UInt64 = 0
        for (index, byte) in block.enumerated() { sum += (148..<156).contains(index) ? 32 : UInt64(byte) }
        guard sum == stored else { throw corrupt("a header's checksum is wrong (a damaged archive, or not a tar)") }
    }

    /// An octal field (NUL or space terminated), or GNU's base-256 (high bit of the first byte).
    private func number(_ block: [UInt8], _ offset: Int, _ length: Int, field: String) throws(BundleError) -> UInt64 {
        let bytes = block[offset..<offset + length]
        if let first = bytes.first, first & 0x80 != 0 {
            var value: UInt64 = UInt64(first & 0x7F)
            for byte in bytes.dropFirst() {
                guard value >> 56 == 0 else { throw corrupt("a header's \(field) is too large") }
                value = value << 8 | UInt64(byte)
            }
            return value
        }
        var value: UInt64 = 0
        var seenDigit = false
        for byte in bytes {
            if byte == 0 || byte == 32 {
                if seenDigit { break } else { continue }
            }
            guard (48...55).contains(byte) else { throw corrupt("a header's \(field) is not an octal number") }
            seenDigit = true
            value = value * 8 + UInt64(byte - 48)
        }
        return value
    }

    /// A NUL-terminated field as text.
    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// `"%d %s=%s\n"` records of a pax header.
    private func paxRecords(_ bytes: [UInt8]) throws(BundleError) -> [(String, String)] {
        var records: [(String, String)] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            guard let space = rest.firstIndex(of: 32), let length = Int(String(decoding: rest[rest.startIndex..<space], as: UTF8.self)),
                length > space - rest.startIndex + 1, length <= rest.count
            else { throw corrupt("a pax header is malformed") }
            let record = rest[rest.index(after: space)..<rest.startIndex + length - 1]
            guard rest[rest.startIndex + length - 1] == 10, let equals = record.firstIndex(of: UInt8(ascii: "=")) else {
                throw corrupt("a pax record is malformed")
            }
            records.append(
                (
                    String(decoding: record[record.startIndex..<equals], as: UTF8.self),
                    String(decoding: record[(equals + 1)...], as: UTF8.self)
                ))
            rest = rest[(rest.startIndex + length)...]
        }
        return records
    }
}
