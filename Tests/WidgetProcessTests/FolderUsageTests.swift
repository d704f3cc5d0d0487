import Foundation
import Glibc
import Testing

@testable import WidgetProcess

/// The disk a folder takes, as the budget watchdog measures a widget's data folder.
@Suite struct FolderUsageTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-usage-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
    }

    func write(_ name: String, bytes: Int) throws {
        try Data(repeating: 1, count: bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    @Test func countsEveryFileBelowTheFolderButNoLinkedOne() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("top", bytes: 1 << 20)
        try write("a/b/deep", bytes: 2 << 20)
        // A name that is not UTF-8 is counted by its bytes, not skipped.
        let rawName: [UInt8] = Array((folder + "/a/").utf8) + [0xFF, 0xFE, 0]
        let fd = rawName.withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600) }
        }
        try #require(fd >= 0)
        let chunk = [UInt8](repeating: 1, count: 1 << 20)
        #expect(chunk.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == 1 << 20)
        close(fd)
        // A link to something large outside is not followed.
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/usr", withDestinationPath: "/usr")
        let bytes = try #require(FolderUsage.allocatedBytes(under: folder))
        #expect(bytes >= 4 << 20, "1 + 2 + 1 MiB of files")
        #expect(bytes < 5 << 20, "folders and the link take a few blocks, /usr none")
    }

    @Test func stopsCountingOncePastTheLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 0..<8 { try write("f\(index)", bytes: 1 << 20) }
        let bytes = try #require(FolderUsage.allocatedBytes(under: folder, stoppingAbove: 2 << 20))
        #expect(bytes > 2 << 20 && bytes < 5 << 20, "it stops after the file that went past 2 MiB")
    }

    @Test func aFolderThatIsALinkOrMissingIsNotMeasured() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "/usr")
        #expect(FolderUsage.allocatedBytes(under: folder + "/link") == nil)
        #expect(FolderUsage.allocatedBytes(under: folder + "/missing") == nil)
    }
}
