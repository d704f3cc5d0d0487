import Foundation

@testable import WidgetBundles

/// Folders, bundles and hand-made archives for the bundle tests.
enum BundleFixtures {
    /// A new empty folder of this test's own, removed by `body`'s end.
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let path = NSTemporaryDirectory() + "bundle-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { FileSystem.removeTree(path) }
        return try body(path)
    }

    static func withFolder<T>(_ body: (String) async throws -> T) async throws -> T {
        let path = NSTemporaryDirectory() + "bundle-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { FileSystem.removeTree(path) }
        return try await body(path)
    }

    /// A `widget.json` with these members over a valid default.
    static func manifestJSON(_ overrides: [String: String] = [:]) -> String {
        var members: [(String, String)] = [
            ("id", "\"hello\""), ("name", "\"Hello\""), ("version", "\"1.0.0\""), ("widgetType", "\"hello\""),
            ("description", "\"Says hello.\""), ("author", "\"Tests\""), ("command", "[\"python3\", \"main.py\"]"),
            ("dashboards", "[\"trip\"]"),
        ]
        for (key, value) in overrides {
            if let index = members.firstIndex(where: { $0.0 == key }) {
                members[index].1 = value
            } else {
                members.append((key, value))
            }
        }
        return "{" + members.filter { $0.1 != "-" }.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A bundle folder at `path`: widget.json (with `overrides`) and main.py.
    static func makeBundle(at path: String, _ overrides: [String: String] = [:], script: String = "print('hi')\n") throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try manifestJSON(overrides).write(toFile: path + "/widget.json", atomically: true, encoding: .utf8)
        try script.write(toFile: path + "/main.py", atomically: true, encoding: .utf8)
    }

    /// Stages `source` into a new folder beneath `scratch`.
    static func stage(_ source: String, scratch: String, limits: BundleLimits = BundleLimits()) throws(BundleError) -> StagedBundle {
        let destination = scratch + "/staged-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        return try StagedBundle.stage(source, into: destination, limits: limits)
    }

    /// The names beneath `path`, recursively, relative to it, sorted.
    static func tree(_ path: String) -> [String] {
        ((FileManager.default.subpaths(atPath: path)) ?? []).sorted()
    }
}

/// Tar blocks written by hand, independently of ``TarWriter``, so the reader is tested against
/// another encoder (and hostile archives can say anything).
enum RawTar {
    static func header(_ name: String, type: Character = "0", size: UInt64 = 0, link: String = "", mode: UInt32 = 0o644) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: 512)
        func put(_ text: String, at offset: Int, width: Int) {
            for (index, byte) in text.utf8.prefix(width).enumerated() { block[offset + index] = byte }
        }
        func octal(_ value: UInt64, width: Int) -> String {
            let digits = String(value, radix: 8)
            return String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits
        }
        put(name, at: 0, width: 100)
        put(octal(UInt64(mode), width: 8), at: 100, width: 8)
        put(octal(0, width: 8), at: 108, width: 8)
        put(octal(0, width: 8), at: 116, width: 8)
        put(octal(size, width: 12), at: 124, width: 12)
        put(octal(0, width: 12), at: 136, width: 12)
        block[156] = type.asciiValue!
        put(link, at: 157, width: 100)
        put("ustar", at: 257, width: 6)
        put("00", at: 263, width: 2)
        for index in 148..<156 { block[index] = 32 }
        let sum = block.reduce(0) { $0 + Int($1) }
        put(octal(UInt64(sum), width: 7), at: 148, width: 7)
        return block
    }

    static func file(_ name: String, _ contents: String, mode: UInt32 = 0o644) -> [UInt8] {
        let bytes = Array(contents.utf8)
        return header(name, size: UInt64(bytes.count), mode: mode) + bytes + [UInt8](repeating: 0, count: (512 - bytes.count % 512) % 512)
    }

    static let end = [UInt8](repeating: 0, count: 1024)

    /// `tar` gzip'd with our deflater.
    static func gzip(_ tar: [UInt8]) throws -> [UInt8] {
        var out: [UInt8] = []
        let deflater = try GzipDeflater()
        try deflater.deflate(tar, finish: true) { out += $0 }
        return out
    }

    /// A valid bundle's entries (widget.json, main.py) followed by `extra` and the end blocks, gzip'd, written to `path`.
    static func writeArchive(_ path: String, extra: [UInt8], bundle: Bool = true) throws {
        var tar: [UInt8] = []
        if bundle {
            tar += file("widget.json", BundleFixtures.manifestJSON())
            tar += file("main.py", "print('hi')\n")
        }
        tar += extra + end
        try Data(try gzip(tar)).write(to: URL(fileURLWithPath: path))
    }
}
