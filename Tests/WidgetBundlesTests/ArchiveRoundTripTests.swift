import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetBundles

/// What `widgets pack` writes reads back as the same bundle, and speaks the tar and gzip that
/// other tools speak: GNU tar lists and extracts it, and an archive GNU tar made installs.
@Suite struct ArchiveRoundTripTests {
    /// A bundle with a nested folder, an executable, a link and a name past ustar's 100 bytes.
    func makeRichBundle(at path: String) throws {
        try BundleFixtures.makeBundle(at: path)
        let deep = path + "/lib/" + String(repeating: "long-folder-name-", count: 5) + "/" + String(repeating: "n", count: 90)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try "deep\n".write(toFile: deep + "/" + String(repeating: "f", count: 99) + ".txt", atomically: true, encoding: .utf8)
        try "#!/bin/sh\necho tool\n".write(toFile: path + "/lib/tool.sh", atomically: true, encoding: .utf8)
        chmod(path + "/lib/tool.sh", 0o755)
        try FileManager.default.createSymbolicLink(atPath: path + "/start.py", withDestinationPath: "main.py")
        try Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }).write(to: URL(fileURLWithPath: path + "/lib/data.bin"))
    }

    @Test func aPackedBundleStagesAsTheSameFiles() throws {
        try BundleFixtures.withFolder { scratch in
            try makeRichBundle(at: scratch + "/src")
            let staged = try BundleFixtures.stage(scratch + "/src", scratch: scratch)
            try BundleArchive.write(staged, to: scratch + "/hello.tar.gz")
            let again = try BundleFixtures.stage(scratch + "/hello.tar.gz", scratch: scratch)
            #expect(again.digest == staged.digest)
            #expect(again.manifest == staged.manifest)
            #expect(again.root.hasSuffix("/hello"))
            #expect(staged.digest.files.contains { $0.path == "lib/tool.sh" && $0.kind.isExecutable })
            #expect(staged.digest.files.contains { $0.path == "main.py" && !$0.kind.isExecutable })
        }
    }

    @Test func gnuTarListsAndExtractsWhatWePack() async throws {
        try await BundleFixtures.withFolder { scratch in
            try makeRichBundle(at: scratch + "/src")
            let staged = try BundleFixtures.stage(scratch + "/src", scratch: scratch)
            try BundleArchive.write(staged, to: scratch + "/hello.tar.gz")
            try FileManager.default.createDirectory(atPath: scratch + "/out", withIntermediateDirectories: true)
            let run = try await CommandRunner.run("/usr/bin/env", ["tar", "-xzf", scratch + "/hello.tar.gz", "-C", scratch + "/out"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try BundleDigest.read(scratch + "/out/hello") == staged.digest)
        }
    }

    @Test func anArchiveGnuTarMadeStages() async throws {
        try await BundleFixtures.withFolder { scratch in
            try makeRichBundle(at: scratch + "/src")
            for format in ["gnu", "posix", "ustar"] {
                let archive = scratch + "/\(format).tar.gz"
                let run = try await CommandRunner.run(
                    "/usr/bin/env", ["tar", "--format=\(format)", "-czf", archive, "-C", scratch + "/src", "."])
                guard format != "ustar" || run.status == 0 else { continue }  // ustar cannot hold the long name
                #expect(run.status == 0, "\(format): \(run.stderr)")
                let staged = try BundleFixtures.stage(archive, scratch: scratch)
                #expect(staged.digest == (try BundleDigest.read(scratch + "/src")), "\(format)")
            }
        }
    }

    @Test func gzipRoundTripsInAnyChunking() throws {
        let message = (0..<300_000).map { UInt8(truncatingIfNeeded: ($0 / 7) &* 13) }
        let compressed = try RawTar.gzip(message)
        #expect(compressed.count < message.count)
        for piece in [1, 17, 4096, compressed.count] {
            let inflater = try GzipInflater(source: "test")
            var out: [UInt8] = []
            var offset = 0
            while offset < compressed.count {
                try inflater.inflate(Array(compressed[offset..<min(offset + piece, compressed.count)]), source: "test") { out += $0 }
                offset += piece
            }
            #expect(inflater.isFinished)
            #expect(out == message, "in pieces of \(piece)")
        }
    }
}

extension BundleFile.Kind {
    var isExecutable: Bool {
        if case .file(_, _, let executable) = self { return executable }
        return false
    }
}
