/// Writes a ustar stream (POSIX pax `x` headers for a name too long for ustar), as
/// `widgets pack` makes bundles: files, folders and symbolic links only, owner 0, modes
/// 0644/0755 (folders and executables 0755), so an archive says nothing of the packer's
/// machine beyond the files' times.
package struct TarWriter {
    private let emit: ([UInt8]) throws(BundleError) -> Void

    package init(emit: @escaping ([UInt8]) throws(BundleError) -> Void) {
        self.emit = emit
    }

    package mutating func directory(_ path: String, modified: Int64) throws(BundleError) {
        try header(path + "/", flag: UInt8(ascii: "5"), size: 0, mode: 0o755, modified: modified, link: "")
    }

    package mutating func symlink(_ path: String, target: String, modified: Int64) throws(BundleError) {
        try header(path, flag: UInt8(ascii: "2"), size: 0, mode: 0o777, modified: modified, link: target)
    }

    /// A file's header; its `size` bytes follow through ``data(_:)``, then ``endOfFile(size:)``.
    package mutating func file(_ path: String, size: UInt64, executable: Bool, modified: Int64) throws(BundleError) {
        try header(path, flag: UInt8(ascii: "0"), size: size, mode: executable ? 0o755 : 0o644, modified: modified, link: "")
    }

    package mutating func data(_ bytes: [UInt8]) throws(BundleError) {
        try emit(bytes)
    }

    /// The padding after a file's data, to the next 512-byte block.
    package mutating func endOfFile(size: UInt64) throws(BundleError) {
        let pad = Int((512 - size % 512) % 512)
        if pad > 0 { try emit([UInt8](repeating: 0, count: pad)) }
    }

    /// The two zero blocks that end an archive.
    package mutating func finish() throws(BundleError) {
        try emit([UInt8](repeating: 0, count: 1024))
    }

    // MARK: - Headers

    private mutating func header(
        _ path: String, flag: UInt8, size: UInt64, mode: UInt32, modified: Int64, link: String
    ) throws(BundleError) {
        let name = Array(path.utf8)
        let target = Array(link.utf8)
        var ustarName = name
        var prefix: [UInt8] = []
        var pax: [(String, String)] = []
        if name.count > 100 {
            // Split at a slash so that the name fits 100 and the prefix 155, else say it in pax.
            if let split = (0..<name.count).last(where: { name[$0] == UInt8(ascii: "/") && $0 <= 155 && name.count - $0 - 1 <= 100 }),
                split > 0
            {
                prefix = Array(name[0..<split])
                ustarName = Array(name[(split + 1)...])
            } else {
                pax.append(("path", path))
                ustarName = Array(name.prefix(100))
            }
        }
        if target.count > 100 { pax.append(("linkpath", link)) }
        if !pax.isEmpty {
            let records = Self.paxRecords(pax)
            try emit(
                Self.block(
                    name: Array("PaxHeader".utf8), flag: UInt8(ascii: "x"), size: UInt64(records.count), mode: 0o644, modified: modified,
                    link: [], prefix: []))
            try emit(records)
            try endOfFile(size: UInt64(records.count))
        }
        try emit(
            Self.block(
                name: ustarName, flag: flag, size: size, mode: mode, modified: modified, link: Array(target.prefix(100)), prefix: prefix))
    }

    private static func block(
        name: [UInt8], flag: UInt8, size: UInt64, mode: UInt32, modified: Int64, link: [UInt8], prefix: [UInt8]
    ) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: 512)
        func put(_ bytes: [UInt8], at offset: Int) {
            for (index, byte) in bytes.enumerated() { block[offset + index] = byte }
        }
        func octal(_ value: UInt64, width: Int) -> [UInt8] {
            let digits = String(value, radix: 8)
            return Array((String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits).utf8) + [0]
        }
        put(name, at: 0)
        put(octal(UInt64(mode), width: 8), at: 100)
        put(octal(0, width: 8), at: 108)
        put(octal(0, width: 8), at: 116)
        if size < 0o77777777777 {
            put(octal(size, width: 12), at: 124)
        } else {
            // Base-256, as GNU tar and pax readers know it (files over 8 GiB; never a bundle's).
            var field = [UInt8](repeating: 0, count: 12)
            var value = size
            for index in stride(from: 11, through: 1, by: -1) {
                field[index] = UInt8(value & 0xFF)
                value >>= 8
            }
            field[0] = 0x80
            put(field, at: 124)
        }
        put(octal(UInt64(max(0, modified)), width: 12), at: 136)
        block[156] = flag
        put(link, at: 157)
        put(Array("ustar\0".utf8), at: 257)
        put(Array("00".utf8), at: 263)
        put(prefix, at: 345)
        put(Array("        ".utf8), at: 148)
        let sum = block.reduce(0) { $0 + UInt64($1) }
        put(Array(String(sum, radix: 8).leftPadded(to: 6).utf8) + [0, 32], at: 148)
        return block
    }

    /// Pax records `"%d key=value\n"`, where the length counts itself.
    private static func paxRecords(_ pairs: [(String, String)]) -> [UInt8] {
        var result: [UInt8] = []
        for (key, value) in pairs {
            let body = " \(key)=\(value)\n"
            var length = body.utf8.count + 1
            while String(length).utf8.count + body.utf8.count != length { length += 1 }
            result += Array((String(length) + body).utf8)
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
