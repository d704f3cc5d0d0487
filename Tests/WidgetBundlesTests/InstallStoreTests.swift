import Foundation
import Testing
import WidgetProcess
import WidgetProtocol

@testable import WidgetBundles

/// The install store: a commit puts the staged folder and its record in place, an update
/// replaces the files whole, a removal takes both, one install at a time, and what a dead
/// install left in staging is cleared by the next.
@Suite struct InstallStoreTests {
    func withStore(_ body: (InstallStore, String) throws -> Void) throws {
        try BundleFixtures.withFolder { scratch in try body(InstallStore(root: scratch + "/store"), scratch) }
    }

    @Test func aCommitInstallsTheFilesAndTheRecord() throws {
        try withStore { store, scratch in
            try BundleFixtures.makeBundle(at: scratch + "/src")
            let lock = try store.lock()
            let staged = try store.stage(scratch + "/src", holding: lock)
            let installed = try store.commit(staged, source: scratch + "/src", checkSkipped: false, holding: lock)
            #expect(installed.folder == store.folder(of: "hello"))
            #expect(installed.changes().isEmpty)
            let read = try store.widget("hello")
            #expect(read.manifest == staged.manifest)
            #expect(read.digest == staged.digest)
            #expect(FileSystem.names(in: store.root + "/staging") == [])
        }
    }

    @Test func anUpdateReplacesTheFilesWhole() throws {
        try withStore { store, scratch in
            try BundleFixtures.makeBundle(at: scratch + "/v1")
            try "old".write(toFile: scratch + "/v1/only-in-v1.txt", atomically: true, encoding: .utf8)
            try BundleFixtures.makeBundle(at: scratch + "/v2", ["version": "\"1.1.0\""])
            let lock = try store.lock()
            _ = try store.commit(try store.stage(scratch + "/v1", holding: lock), source: "v1", checkSkipped: false, holding: lock)
            _ = try store.commit(try store.stage(scratch + "/v2", holding: lock), source: "v2", checkSkipped: false, holding: lock)
            #expect(!FileManager.default.fileExists(atPath: store.folder(of: "hello") + "/only-in-v1.txt"))
            #expect(try store.widget("hello").manifest.version == BundleVersion("1.1.0"))
            #expect(try store.widget("hello").changes().isEmpty)
            #expect(FileSystem.names(in: store.root + "/staging") == [])
        }
    }

    @Test func aChangedFileIsNamed() throws {
        try withStore { store, scratch in
            try BundleFixtures.makeBundle(at: scratch + "/src")
            let lock = try store.lock()
            let installed = try store.commit(
                try store.stage(scratch + "/src", holding: lock), source: "src", checkSkipped: false, holding: lock)
            try "print('changed')\n".write(toFile: installed.folder + "/main.py", atomically: true, encoding: .utf8)
            try "new".write(toFile: installed.folder + "/planted.py", atomically: true, encoding: .utf8)
            chmod(installed.folder + "/widget.json", 0o755)
            #expect(
                installed.changes() == [
                    BundleChange(path: "main.py", kind: .changed), BundleChange(path: "planted.py", kind: .added),
                    BundleChange(path: "widget.json", kind: .changed),
                ])
            try FileManager.default.removeItem(atPath: installed.folder + "/main.py")
            #expect(installed.changes().first == BundleChange(path: "main.py", kind: .removed))
        }
    }

    @Test func aRemovalTakesTheFilesAndTheRecord() throws {
        try withStore { store, scratch in
            try BundleFixtures.makeBundle(at: scratch + "/src")
            let lock = try store.lock()
            _ = try store.commit(try store.stage(scratch + "/src", holding: lock), source: "src", checkSkipped: false, holding: lock)
            try store.remove("hello", holding: lock)
            #expect(throws: BundleError.notInstalled("hello")) { try store.widget("hello") }
            #expect(!FileManager.default.fileExists(atPath: store.folder(of: "hello")))
            #expect(throws: BundleError.notInstalled("hello")) { try store.remove("hello", holding: lock) }
        }
    }

    @Test func oneInstallAtATimeAndWhatADeadOneLeftIsCleared() throws {
        try withStore { store, scratch in
            var lock: InstallStore.Lock? = try store.lock()
            #expect(throws: BundleError.busy(store.root)) { _ = try store.lock() }
            try FileManager.default.createDirectory(atPath: store.root + "/staging/bundle.dead", withIntermediateDirectories: true)
            lock = nil
            _ = lock
            _ = try store.lock()
            #expect(FileSystem.names(in: store.root + "/staging") == [])
        }
    }

    @Test func aDamagedRecordIsSaidSo() throws {
        try withStore { store, _ in
            _ = try store.lock()
            try "{\"format\": 1}".write(toFile: store.root + "/records/hello.json", atomically: true, encoding: .utf8)
            let (widgets, damaged) = store.installed()
            #expect(widgets.isEmpty)
            guard case .recordDamaged("hello", _)? = damaged.first else {
                Issue.record("expected a damaged record, got \(damaged)")
                return
            }
        }
    }
}

/// The user's layout: add, remove and move, and the file it is kept in.
@Suite struct DashboardLayoutTests {
    @Test func addRemoveAndMove() {
        var layout = DashboardLayout()
        var changed: [Bool] = []
        changed.append(layout.add("a", to: .trip))
        changed.append(layout.add("b", to: .trip))
        changed.append(layout.add("c", to: .trip))
        changed.append(layout.add("a", to: .trip))
        #expect(changed == [true, true, true, false])
        changed = [layout.move("c", by: -1, in: .trip)]
        #expect(layout[.trip] == ["a", "c", "b"])
        changed.append(layout.move("a", by: -1, in: .trip))
        changed.append(layout.move("a", by: 5, in: .trip))
        #expect(changed == [true, false, true])
        #expect(layout[.trip] == ["c", "b", "a"])
        layout.add("a", to: .airport)
        let removed = layout.remove("a")
        #expect(removed)
        #expect(layout[.trip] == ["c", "b"])
        #expect(layout[.airport] == [])
    }

    @Test func theFileRoundTripsAndABrokenOneIsSaidSo() throws {
        try BundleFixtures.withFolder { scratch in
            let path = scratch + "/config/widgets/dashboards.json"
            #expect(try DashboardLayout.load(path) == nil)
            let layout = DashboardLayout(dashboards: [.trip: ["flight-status", "checklist"], .airport: ["airport-guide"]])
            try layout.save(path)
            #expect(try DashboardLayout.load(path) == layout)
            try #"{"version": 1, "dashboards": {"trips": []}}"#.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(throws: BundleError.layoutInvalid(path, "\"trips\" is not a dashboard")) { _ = try DashboardLayout.load(path) }
        }
    }
}

/// What the prompt says a bundle may do.
@Suite struct PermissionWordsTests {
    let words = PermissionWords(dataFolder: "/home/ada/.local/state/widgets/data/radar", home: "/home/ada")

    @Test func eachGrantInPlainWords() {
        let lines = words.abilities(
            BundlePermissions(
                read: ["/usr/share/zoneinfo", "/home/ada/maps"], write: ["${dataDir}/cache", "/home/ada/maps"], network: [443, 8443],
                sandbox: .required))
        #expect(
            lines == [
                "read files in /usr/share/zoneinfo",
                "read and change files in its data folder's cache (~/.local/state/widgets/data/radar/cache)",
                "read and change files in ~/maps",
                "connect to other computers on TCP ports 443 and 8443 (any address, this machine included)",
                "run only when every protection of the sandbox is available on this machine (sandbox: required)",
            ])
    }

    @Test func nothingAskedIsSaidAndTheHomeFolderIsWarnedAbout() {
        #expect(words.abilities(BundlePermissions()) == ["use no file beyond its own folder and its data folder, and no network"])
        #expect(words.abilities(BundlePermissions(read: ["/home"])) == ["read files in /home (all of your files)"])
        #expect(
            words.abilities(BundlePermissions(write: ["/"])) == ["read and change files in / (every file of this machine you may open)"])
    }
}
