import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetProcess

/// The kernel's ceilings on a widget's tree (issue 32: "another program can still fork during a
/// flood"; a balloon faster than the watchdog samples): where to make the cgroups, read from the
/// kernel's own texts, a real flood of threads held to its ceiling while a process of the test's
/// own still starts, and a real balloon killed at its memory ceiling, each against the same
/// attempt without a ceiling.
struct KernelCeilingTests {
    @Test func aV2MountAndTheV1MountsOfEachControllerAreCandidatesV2First() {
        let mountInfo = """
            25 30 0:22 / /sys/fs/cgroup rw,nosuid - tmpfs tmpfs rw,mode=755
            33 25 0:28 / /sys/fs/cgroup/pids rw,relatime shared:14 - cgroup cgroup rw,pids
            34 25 0:29 / /sys/fs/cgroup/memory rw,relatime shared:15 - cgroup cgroup rw,memory
            35 25 0:30 / /sys/fs/cgroup/unified rw,relatime shared:16 - cgroup2 cgroup2 rw
            36 25 0:31 / /sys/fs/cgroup/cpu rw,relatime shared:17 - cgroup cgroup rw,cpu
            """
        let cgroups = "8:pids:/ci/job\n4:memory:/process_api/x\n1:cpu:/\n0::/ci\n"
        let found = CgroupPlace.candidates(mountInfo: mountInfo, cgroups: cgroups)
        #expect(
            found == [
                .init(parent: "/sys/fs/cgroup/unified/ci", version: .v2, resources: [.tasks, .memory]),
                .init(parent: "/sys/fs/cgroup/pids/ci/job", version: .v1, resources: [.tasks]),
                .init(parent: "/sys/fs/cgroup/memory/process_api/x", version: .v1, resources: [.memory]),
            ])
    }

    @Test func aMountOfASubtreeIsReadBelowItsRootAndTheRootCgroupIsTheMountPoint() {
        let mountInfo = """
            40 25 0:31 /user.slice /sys/fs/cgroup rw - cgroup2 cgroup2 rw
            41 25 0:32 / /sys/fs/cgroup/pids rw - cgroup cgroup rw,pids,nsdelegate
            """
        let found = CgroupPlace.candidates(mountInfo: mountInfo, cgroups: "3:pids:/\n0::/user.slice/app\n")
        #expect(found.map(\.parent) == ["/sys/fs/cgroup/app", "/sys/fs/cgroup/pids"])
    }

    @Test func withoutAControllerOrAV2MountThereIsNoCandidate() {
        let mountInfo = "34 25 0:29 / /sys/fs/cgroup/cpu rw - cgroup cgroup rw,cpu\n"
        #expect(CgroupPlace.candidates(mountInfo: mountInfo, cgroups: "4:cpu:/\n").isEmpty)
        #expect(CgroupPlace.candidates(mountInfo: "garbage\n\n - \n", cgroups: "nonsense").isEmpty)
    }

    /// A host in a PID namespace of its own is pid 2 there, and pid 2 is alive here: its folder
    /// is a leftover once ten minutes old, whatever its pid says.
    @Test func anotherHostsFolderIsALeftoverWhenItsPidIsGoneOrItIsTenMinutesOld() {
        #expect(CgroupPlace.isLeftover(pidAlive: false, secondsSinceChange: 1))
        #expect(CgroupPlace.isLeftover(pidAlive: true, secondsSinceChange: 601))
        #expect(!CgroupPlace.isLeftover(pidAlive: true, secondsSinceChange: 30))
        #expect(!CgroupPlace.isLeftover(pidAlive: true, secondsSinceChange: nil))
    }

    @Test func countsAreReadFromFlatKeyedFiles() {
        #expect(WidgetCgroup.count("max", in: "max 12\n") == 12)
        #expect(WidgetCgroup.count("max", in: "max 0\nmax.imposed 3\n") == 0)
        #expect(WidgetCgroup.count("oom_kill", in: "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n") == 2)
        #expect(WidgetCgroup.count("max", in: "") == nil)
    }

    @Test func eachResourceWritesItsOwnLimitFile() {
        #expect(CgroupResource.tasks.limitFile(.v1) == "pids.max" && CgroupResource.tasks.limitFile(.v2) == "pids.max")
        #expect(CgroupResource.memory.limitFile(.v1) == "memory.limit_in_bytes" && CgroupResource.memory.limitFile(.v2) == "memory.max")
    }

    /// A widget that starts threads until the kernel refuses one, then holds them. The script's
    /// first line says how many it started and why it stopped.
    static let threadFlood = """
        import sys, threading
        threading.stack_size(65536)
        hold = threading.Event()
        started, why = 0, "target"
        try:
            while started < 400:
                threading.Thread(target=hold.wait, daemon=True).start()
                started += 1
        except RuntimeError as error:
            why = str(error)
        print("started %d (%s)" % (started, why), flush=True)
        sys.stdin.read()
        hold.set()
        """

    static func spawn(
        _ script: String, _ arguments: [String] = [], taskCeiling: Int? = nil, memoryCeiling: Int? = nil
    ) async throws -> ChildProcess {
        let host = ProcessInfo.processInfo.environment
        return try await ChildProcess.spawn(
            LaunchConfiguration(
                executable: "python3", arguments: ["-c", script] + arguments,
                environment: ["PATH": host["PATH"] ?? "/usr/bin:/bin", "HOME": "/", "WIDGET_ID": "ceiling"],
                taskCeiling: taskCeiling, memoryCeiling: memoryCeiling))
    }

    static func flood(taskCeiling: Int?) async throws -> (started: Int, line: String, child: ChildProcess) {
        let child = try await spawn(threadFlood, taskCeiling: taskCeiling)
        _ = child.takeStandardError()
        let line = await readLine(try #require(child.takeStandardOutput()))
        let started = Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        return (started, line, child)
    }

    @Test(.enabled(if: CgroupPlace.holding(.tasks) != nil, "no pids cgroup this host may make"))
    func aThreadFloodStopsAtTheKernelsCeilingAndAnotherProgramStillStarts() async throws {
        let (started, line, child) = try await Self.flood(taskCeiling: 50)
        #expect(child.sandbox.kernelTasks?.limit == 50, "the spawn got a pids cgroup")
        let cgroup = try #require(child.cgroups.first { $0.limits[.tasks] != nil })
        // 50 tasks: the sentinel, the interpreter's main thread and 48 more.
        #expect(started > 0 && started <= 48, "\(line)")
        #expect((cgroup.refusedForks ?? 0) > 0, "the kernel refused the flood's next thread")
        // The rest of the machine is not at the flood's ceiling: a process of this test starts.
        let other = try TestProcess(executable: "/bin/true")
        #expect(await other.waitForExit() == 0)
        _ = child.closeStandardInput()
        #expect(await child.waitForExit() == .exited(0))
        #expect(!FileManager.default.fileExists(atPath: cgroup.path), "the cgroup goes with the tree")
    }

    /// The control: the same flood with no ceiling starts every thread it wants.
    @Test func withoutACeilingTheSameFloodStartsEveryThread() async throws {
        let (started, line, child) = try await Self.flood(taskCeiling: nil)
        #expect(child.sandbox.kernelTasks == nil && child.cgroups.isEmpty)
        #expect(started == 400, "\(line)")
        _ = child.closeStandardInput()
        #expect(await child.waitForExit() == .exited(0))
    }

    /// Writes 4 MiB blocks until ARGV[1] MiB, then says so and exits.
    static let balloon = """
        import sys
        hog = []
        while len(hog) * 4 < int(sys.argv[1]):
            hog.append(b"\\x01" * (4 << 20))
        print("held %d MiB" % (len(hog) * 4), flush=True)
        """

    @Test(.enabled(if: CgroupPlace.holding(.memory) != nil, "no memory cgroup this host may make"))
    func aBalloonIsKilledByTheKernelAtItsMemoryCeilingAndTheExitSaysSo() async throws {
        let child = try await Self.spawn(Self.balloon, ["256"], memoryCeiling: 64 << 20)
        #expect(child.sandbox.kernelMemory?.limit == 64 << 20, "the spawn got a memory cgroup")
        _ = child.takeStandardError()
        // Blocks of its own, far past the ceiling: it never gets to say it holds them.
        let output = await readToEnd(try #require(child.takeStandardOutput()))
        #expect(output.isEmpty, "\(output)")
        #expect(await child.waitForExit() == .signaled(Sig.kill, coreDumped: false))
        #expect(child.memoryCeilingReached == 64 << 20)
    }

    /// The control: the same balloon with no ceiling holds all it wanted.
    @Test func withoutACeilingTheSameBalloonHoldsAllItWanted() async throws {
        let child = try await Self.spawn(Self.balloon, ["256"])
        #expect(child.sandbox.kernelMemory == nil)
        _ = child.takeStandardError()
        #expect(await readToEnd(try #require(child.takeStandardOutput())).hasPrefix("held 256 MiB"))
        #expect(await child.waitForExit() == .exited(0))
        #expect(child.memoryCeilingReached == nil)
    }
}
