import Foundation
import Testing
import WidgetTestSupport

/// `widgets install` as a person and as a script use it: the permissions in plain words and the
/// question on a terminal (answered by `pty_answer.py`, so this process holds no terminal), an
/// update that asks again only when it asks for more, downgrades, the check as the gate, and
/// hostile or broken bundles refused with nothing installed.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct InstallCommandTests {
    static let readAndNetwork = #"{"read": ["/usr/share/zoneinfo"], "network": [443]}"#

    @Test func aBundleThatReadsAFolderAndUsesAPortSaysSoAndWaitsForTheAnswer() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let bundle = try user.bundle(permissions: Self.readAndNetwork)

        let refused = try await user.runOnTerminal(["install", "--force", bundle], answering: [("[y/N]", "n")])
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stdout.contains("read files in /usr/share/zoneinfo"))
        #expect(refused.stdout.contains("connect to other computers on TCP port 443"))
        #expect(refused.stdout.contains("Install Hello 1.0.0? [y/N]"))
        #expect(refused.stdout.contains("Not installed: you did not agree"))
        #expect(user.installedIDs.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: user.store + "/bundles/hello"))
        #expect(user.staging.isEmpty)

        let agreed = try await user.runOnTerminal(["install", "--force", bundle], answering: [("[y/N]", "y")])
        #expect(agreed.status == 0, "\(agreed.stdout)")
        #expect(agreed.stdout.contains("Installed Hello 1.0.0 (hello)"))
        #expect(user.installedIDs == ["hello"])
        #expect(FileManager.default.fileExists(atPath: user.store + "/bundles/hello/hello.py"))
        #expect((try? String(contentsOfFile: user.layout, encoding: .utf8))?.contains(#""trip":["hello"]"#) == true)
    }

    @Test func anUpdateThatAddsAPortAsksAgainAndOneThatAddsNothingDoesNot() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let first = try await user.run(["install", "--yes", "--force", try user.bundle(permissions: Self.readAndNetwork)])
        #expect(first.status == 0, "\(first.stderr)")

        let morePorts = try user.bundle(version: "1.1.0", permissions: #"{"read": ["/usr/share/zoneinfo"], "network": [443, 8443]}"#)
        let asked = try await user.runOnTerminal(["install", "--force", morePorts], answering: [("[y/N]", "y")])
        #expect(asked.status == 0, "\(asked.stdout)")
        #expect(asked.stdout.contains("Hello 1.0.0 → 1.1.0"))
        #expect(asked.stdout.contains("now also connects to other computers on TCP port 8443"))
        #expect(asked.stdout.contains("It asks for more than 1.0.0 did. Install Hello 1.1.0? [y/N]"))

        // The same permissions (and one fewer port): no question, on a terminal or not.
        let same = try user.bundle(version: "1.2.0", permissions: #"{"read": ["/usr/share/zoneinfo"], "network": [443]}"#)
        let quiet = try await user.runOnTerminal(["install", "--force", same], answering: [])
        #expect(quiet.status == 0, "\(quiet.stdout)")
        #expect(!quiet.stdout.contains("[y/N]"))
        #expect(quiet.stdout.contains("no longer connects on TCP port 8443"))
        #expect(quiet.stdout.contains("Installed Hello 1.2.0"))
        let record = try String(contentsOfFile: user.store + "/records/hello.json", encoding: .utf8)
        #expect(record.contains(#""version":"1.2.0""#))
    }

    @Test func withoutATerminalOrYesItRefusesBeforeCheckingAnything() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let run = try await user.run(["install", try user.bundle(permissions: Self.readAndNetwork)])
        #expect(run.status == 1)
        #expect(run.stderr.contains("there is no terminal to ask on"))
        #expect(run.stderr.contains("--yes"))
        #expect(!run.stderr.contains("Checking"))
        #expect(user.installedIDs.isEmpty)
    }

    @Test func anOlderVersionNeedsDowngrade() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        #expect(try await user.run(["install", "--yes", "--force", try user.bundle(version: "2.0.0")]).status == 0)
        let older = try user.bundle(version: "1.9.9")
        let refused = try await user.run(["install", "--yes", "--force", older])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("Hello 2.0.0 is installed, and this bundle is the older 1.9.9"))
        #expect(refused.stderr.contains("--downgrade"))
        let downgraded = try await user.run(["install", "--yes", "--force", "--downgrade", older])
        #expect(downgraded.status == 0, "\(downgraded.stderr)")
        #expect(try String(contentsOfFile: user.store + "/records/hello.json", encoding: .utf8).contains(#""version":"1.9.9""#))
    }

    /// The gate: the starter passes `widgets check` and installs; a widget that exits at once
    /// fails it and is refused with the failed checks, unless --force, which says what it skips.
    @Test func theCheckIsTheGate() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let good = try await user.run(["install", "--yes", "--deadline-scale", "2", try user.bundle()])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stderr.contains("Checking Hello with 'widgets check'"))

        let broken = try user.bundle("broken", script: "import sys\nsys.exit(0)\n")
        let refused = try await user.run(["install", "--yes", broken])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("fails 'widgets check', so it was not installed"), "\(refused.stderr)")
        #expect(refused.stderr.contains("✗ handshake"), "\(refused.stderr)")
        #expect(user.installedIDs == ["hello"])

        let forced = try await user.run(["install", "--yes", "--force", broken])
        #expect(forced.status == 0)
        #expect(forced.stderr.contains("--force: 'widgets check' is skipped"))
        #expect(user.installedIDs == ["broken", "hello"])
    }

    @Test func aHostileArchiveIsRefusedWithNothingInstalled() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let bundle = try user.bundle()
        try FileManager.default.createSymbolicLink(atPath: bundle + "/secrets", withDestinationPath: "/etc")
        let archive = user.root + "/hostile.tar.gz"
        let tar = try await CommandRunner.run("/usr/bin/env", ["tar", "-czf", archive, "-C", bundle, "."])
        #expect(tar.status == 0)
        let run = try await user.run(["install", "--yes", "--force", archive])
        #expect(run.status == 1)
        #expect(run.stderr.contains("The bundle's link \"secrets\" leads to /etc, outside the bundle"), "\(run.stderr)")
        #expect(user.installedIDs.isEmpty)
        #expect(user.staging.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: user.store + "/bundles/hello"))
    }

    @Test func aMissingCommandAndAWrongSchemaAreRefused() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let noScript = try user.bundle()
        try FileManager.default.removeItem(atPath: noScript + "/hello.py")
        let missing = try await user.run(["install", "--yes", "--force", noScript])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("names no file of the bundle"), "\(missing.stderr)")

        let wrong = try user.bundle(permissions: #"{"network": ["https"]}"#)
        let schema = try await user.run(["install", "--yes", "--force", wrong])
        #expect(schema.status == 1)
        #expect(schema.stderr.contains("at /permissions/network/0: \"https\" is not a TCP port"), "\(schema.stderr)")
        #expect(user.installedIDs.isEmpty)
        #expect(user.staging.isEmpty)
    }

    /// A real full disk: the store on a 256 KiB tmpfs in a mount namespace of the command's own
    /// (root only; skipped elsewhere), and a bundle with a 1 MiB file.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")))
    func aFullDiskLeavesNothingHalfInstalled() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let bundle = try user.bundle()
        try Data(repeating: 7, count: 1 << 20).write(to: URL(fileURLWithPath: bundle + "/data.bin"))
        let disk = user.root + "/small-disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let script = """
            mount -t tmpfs -o size=256k tmpfs "$0" || exit 90
            XDG_DATA_HOME="$0" "$@"; status=$?
            echo "status=$status"; find "$0/widgets" -mindepth 1 | sort; exit 0
            """
        let run = try await CommandRunner.run(
            "/usr/bin/unshare",
            ["--mount", "sh", "-c", script, disk, BuiltProducts.path(of: "widgets"), "install", "--yes", "--force", bundle],
            environment: user.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("status=1"), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("The disk is full"), "\(run.stderr)")
        #expect(run.stderr.contains("Nothing was installed"))
        let left = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("status=") }.map { String($0.dropFirst(disk.count + 1)) }
        #expect(left == ["widgets/.lock", "widgets/bundles", "widgets/records", "widgets/staging"], "\(left)")
    }
}
