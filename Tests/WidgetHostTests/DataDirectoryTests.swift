import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetProtocol

@testable import WidgetHost

@Suite struct DataDirectoryTests {
    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func theDefaultRootIsTheUsersOwnStateFolder() {
        #expect(DataDirectory.defaultRoot(environment: ["XDG_STATE_HOME": "/x/state/", "HOME": "/home/ada"]) == "/x/state/widgets/data")
        #expect(
            DataDirectory.defaultRoot(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/ada"])
                == "/home/ada/.local/state/widgets/data")
        #expect(!SupervisorOptions(user: .init(userID: "u"), recorder: .disabled()).dataRoot.hasPrefix(NSTemporaryDirectory()))
    }

    @Test func missingFoldersAreCreatedPrivateAndAnOpenWidgetFolderIsTightened() throws {
        let base = temporaryDirectory("data-private")
        let root = base + "/state/widgets/data"
        #expect(try DataDirectory.prepare(root: root, widgetID: "w") == root + "/w")
        for path in [base + "/state", base + "/state/widgets", root, root + "/w"] { #expect(Self.mode(path) == 0o700, "\(path)") }
        #expect(mkdir(root + "/open", 0o755) == 0 && chmod(root + "/open", 0o755) == 0)
        _ = try DataDirectory.prepare(root: root, widgetID: "open")
        #expect(Self.mode(root + "/open") == 0o700)
    }

    @Test func aRootOthersCanWriteIsRefused() throws {
        let base = temporaryDirectory("data-refused")
        let shared = base + "/shared"
        #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o1777) == 0)
        #expect(throws: DataDirectory.Refusal.self) { try DataDirectory.prepare(root: shared, widgetID: "w") }
        do {
            _ = try DataDirectory.prepare(root: shared, widgetID: "w")
        } catch {
            #expect(error.description.contains("\(shared) is writable by other users (mode 1777)"))
        }
        #expect(!FileManager.default.fileExists(atPath: shared + "/w"))
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func aRootAnotherUserOwnsIsRefused() throws {
        let foreign = temporaryDirectory("data-foreign") + "/foreign"
        #expect(mkdir(foreign, 0o700) == 0 && chown(foreign, 65534, 65534) == 0)
        do {
            _ = try DataDirectory.prepare(root: foreign, widgetID: "w")
            Issue.record("a folder of uid 65534 was accepted")
        } catch {
            #expect(error.description.contains("belongs to another user (uid 65534)"))
        }
    }
}

extension ProcessTests {
    @Suite(.serialized)
    struct DataDirectoryProcessTests {
        @Test func aRefusedDataRootIsAFailedStartWithTheReasonInTheLog() async throws {
            let harness = try Harness("data-root") { options in
                options.dataRoot = temporaryDirectory("open-root")
                _ = chmod(options.dataRoot, 0o777)
            }
            let widget = harness.supervisor(hostileEntry("w", mode: "healthy"))
            await widget.start()
            let status = await expectStatus(widget) { if case .failed = $0 { return true } else { return false } }
            guard case .failed(let reason)? = status else { return }
            #expect(reason.contains("is writable by other users"))
            let failed = await harness.waitForRecords("the spawnFailed record") { $0["kind"]?.stringValue == "spawnFailed" }
            #expect(failed.first?["text"]?.stringValue?.contains("is writable by other users") == true)
        }

        @Test func aWidgetsDataFolderIs0700() async throws {
            let harness = try Harness("data-mode")
            let widget = try await harness.startReady(hostileEntry("w", mode: "healthy"))
            #expect(DataDirectoryTests.mode(harness.options.dataRoot + "/w") == 0o700)
            #expect(DataDirectoryTests.mode(harness.options.dataRoot) == 0o700)
            await widget.stop()
        }
    }
}
