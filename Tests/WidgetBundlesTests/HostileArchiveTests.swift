import Foundation
import Testing

@testable import WidgetBundles

/// Archives made to hurt: each is refused with its own error, and nothing is written outside
/// the folder it was being extracted into.
@Suite struct HostileArchiveTests {
    /// Stages `extra` (after a valid widget.json and main.py) and returns the error; `outside`
    /// is a folder beside the staging folder that must stay empty.
    func refusal(_ extra: [UInt8], limits: BundleLimits = BundleLimits(), bundle: Bool = true) throws -> (BundleError?, outside: [String]) {
        try BundleFixtures.withFolder { scratch in
            let archive = scratch + "/hostile.tar.gz"
            try RawTar.writeArchive(archive, extra: extra, bundle: bundle)
            let outside = scratch + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            let staging = outside + "/staging"
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
            do throws(BundleError) {
                _ = try StagedBundle.stage(archive, into: staging, limits: limits)
                return (nil, [])
            } catch {
                return (error, BundleFixtures.tree(outside).filter { !$0.hasPrefix("staging") })
            }
        }
    }

    @Test func aDotDotEntryIsRefused() throws {
        let (error, outside) = try refusal(RawTar.file("../escaped.txt", "gotcha"))
        guard case .unsafePath(let entry, let reason)? = error else {
            Issue.record("expected unsafePath, got \(String(describing: error))")
            return
        }
        #expect(entry == "../escaped.txt")
        #expect(reason.contains(".."))
        #expect(outside.isEmpty)
    }

    @Test func aDotDotInTheMiddleIsRefused() throws {
        let (error, outside) = try refusal(RawTar.file("lib/../../escaped.txt", "gotcha"))
        guard case .unsafePath? = error else {
            Issue.record("expected unsafePath, got \(String(describing: error))")
            return
        }
        #expect(outside.isEmpty)
    }

    @Test func anAbsolutePathIsRefused() throws {
        let target = NSTemporaryDirectory() + "absolute-\(UUID().uuidString)"
        let (error, _) = try refusal(RawTar.file(target, "gotcha"))
        guard case .unsafePath(_, let reason)? = error else {
            Issue.record("expected unsafePath, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("absolute"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aLinkToEtcIsRefused() throws {
        let (error, _) = try refusal(RawTar.header("etc", type: "2", link: "/etc"))
        guard case .linkOutside(let entry, let target)? = error else {
            Issue.record("expected linkOutside, got \(String(describing: error))")
            return
        }
        #expect(entry == "etc")
        #expect(target == "/etc")
    }

    @Test func aRelativeLinkThatClimbsOutIsRefused() throws {
        let (error, _) = try refusal(RawTar.header("up", type: "2", link: "../../../../../../etc/passwd"))
        guard case .linkOutside(let entry, _)? = error else {
            Issue.record("expected linkOutside, got \(String(describing: error))")
            return
        }
        #expect(entry == "up")
    }

    /// The classic: a link to a folder outside, then a file "inside" the link.
    @Test func aFileBeneathALinkIsRefusedBeforeItIsWritten() throws {
        try BundleFixtures.withFolder { scratch in
            let victim = scratch + "/victim"
            try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
            let (error, _) = try refusal(
                RawTar.header("door", type: "2", link: "../../../\((victim as NSString).lastPathComponent)")
                    + RawTar.file("door/planted", "x"))
            guard case .unsafePath(let entry, let reason)? = error else {
                Issue.record("expected unsafePath, got \(String(describing: error))")
                return
            }
            #expect(entry == "door/planted")
            #expect(reason.contains("link"))
            #expect(BundleFixtures.tree(victim).isEmpty)
        }
    }

    @Test func aLinkInsideTheBundleIsKept() throws {
        try BundleFixtures.withFolder { scratch in
            let archive = scratch + "/ok.tar.gz"
            try RawTar.writeArchive(archive, extra: RawTar.header("start.py", type: "2", link: "main.py"))
            let staged = try BundleFixtures.stage(archive, scratch: scratch)
            #expect(staged.digest.files.contains(BundleFile(path: "start.py", kind: .symlink(target: "main.py"))))
        }
    }

    @Test func tenThousandFilesAreRefused() throws {
        var extra: [UInt8] = []
        for index in 0..<10_000 { extra += RawTar.header("many/\(index)") }
        let (error, _) = try refusal(extra)
        guard case .tooManyEntries(let limit)? = error else {
            Issue.record("expected tooManyEntries, got \(String(describing: error))")
            return
        }
        #expect(limit == BundleLimits().maximumEntries)
    }

    /// A header that claims 2 GB, with no bytes behind it: refused at the header, before any
    /// data is read (a truncated archive would be another error).
    @Test func aTwoGigabyteFileIsRefusedAtItsHeader() throws {
        let (error, _) = try refusal(RawTar.header("huge.bin", size: 2 << 30), bundle: true)
        guard case .fileTooLarge(let entry, let bytes, _)? = error else {
            Issue.record("expected fileTooLarge, got \(String(describing: error))")
            return
        }
        #expect(entry == "huge.bin")
        #expect(bytes == 2 << 30)
    }

    /// What inflates past the total is refused as it inflates: two files under the per-file
    /// limit whose zeros add up to more than the whole bundle may hold.
    @Test func zerosThatInflatePastTheTotalAreRefused() throws {
        var limits = BundleLimits()
        limits.maximumTotalBytes = 1 << 20
        let zeros = [UInt8](repeating: 0, count: 600 << 10)
        let extra = RawTar.header("a.bin", size: UInt64(zeros.count)) + zeros + RawTar.header("b.bin", size: UInt64(zeros.count)) + zeros
        let (error, _) = try refusal(extra, limits: limits)
        guard case .bundleTooLarge? = error else {
            Issue.record("expected bundleTooLarge, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: [("1", "a hard link"), ("3", "a device"), ("4", "a device"), ("6", "a FIFO")])
    func specialEntriesAreRefused(type: String, kind: String) throws {
        let (error, _) = try refusal(RawTar.header("special", type: Character(type), link: "main.py"))
        guard case .unsupportedEntry(let entry, let what)? = error else {
            Issue.record("expected unsupportedEntry, got \(String(describing: error))")
            return
        }
        #expect(entry == "special")
        #expect(what == kind)
    }

    @Test func theSamePathTwiceIsRefused() throws {
        let (error, _) = try refusal(RawTar.file("main.py", "print('replaced')\n"))
        #expect(error == .duplicateEntry("main.py"))
    }

    @Test func aDamagedHeaderIsRefused() throws {
        var header = RawTar.file("extra.txt", "x")
        header[0] ^= 0x20
        let (error, _) = try refusal(header)
        guard case .archiveCorrupt(_, let reason)? = error else {
            Issue.record("expected archiveCorrupt, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("checksum"))
    }

    @Test func aTruncatedArchiveIsRefused() throws {
        try BundleFixtures.withFolder { scratch in
            let archive = scratch + "/cut.tar.gz"
            try RawTar.writeArchive(archive, extra: RawTar.file("big.txt", String(repeating: "x", count: 100_000)))
            let bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: archive))
            #expect(throws: BundleError.self) { _ = try BundleFixtures.stage(archive, scratch: scratch) }
        }
    }

    @Test func somethingThatIsNotGzipIsRefused() throws {
        try BundleFixtures.withFolder { scratch in
            let archive = scratch + "/plain.tar"
            try Data(RawTar.file("widget.json", "{}") + RawTar.end).write(to: URL(fileURLWithPath: archive))
            let error = #expect(throws: BundleError.self) { _ = try BundleFixtures.stage(archive, scratch: scratch) }
            guard case .archiveCorrupt(_, let reason)? = error else {
                Issue.record("expected archiveCorrupt, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("gzip"))
        }
    }
}
