import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetProcess

/// The kernel's ceiling on a widget's tasks (issue 32: "another program can still fork during a
/// flood"): where to make the cgroups, read from the kernel's own texts, and a real flood of
/// threads held to it while a process of the test's own still starts.
struct TaskCgroupTests {
    @Test func aV1PidsMountAndAV2MountAreBothCandidatesV2First() {
        let mountInfo = """
            25 30 0:22 / /sys/fs/cgroup rw,nosuid - tmpfs tmpfs rw,mode=755
            33 25 0:28 / /sys/fs/cgroup/pids rw,relatime shared:14 - cgroup cgroup rw,pids
            34 25 0:29 / /sys/fs/cgroup/memory rw,relatime shared:15 - cgroup cgroup rw,memory
            35 25 0:30 / /sys/fs/cgroup/unified rw,relatime shared:16 - cgroup2 cgroup2 rw
            """
        let cgroups = "8:pids:/ci/job\n4:memory:/process_api/x\n0::/ci\n"
        let found = TaskCgroupPlace.candidates(mountInfo: mountInfo, cgroups: cgroups)
        #expect(found.map(\.0) == ["/sys/fs/cgroup/unified/ci", "/sys/fs/cgroup/pids/ci/job"])
        #expect(found.map(\.1) == [.v2, .v1])
    }

    @Test func aMountOfASubtreeIsReadBelowItsRootAndTheRootCgroupIsTheMountPoint() {
        let mountInfo = """
            40 25 0:31 /user.slice /sys/fs/cgroup rw - cgroup2 cgroup2 rw
            41 25 0:32 / /sys/fs/cgroup/pids rw - cgroup cgroup rw,pids,nsdelegate
            """
        let found = TaskCgroupPlace.candidates(mountInfo: mountInfo, cgroups: "3:pids:/\n0::/user.slice/app\n")
        #expect(found.map(\.0) == ["/sys/fs/cgroup/app", "/sys/fs/cgroup/pids"])
    }

    @Test func withoutAPidsControllerOrAV2MountThereIsNoCandidate() {
        let mountInfo = "34 25 0:29 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n"
        #expect(TaskCgroupPlace.candidates(mountInfo: mountInfo, cgroups: "4:memory:/\n").isEmpty)
        #expect(TaskCgroupPlace.candidates(mountInfo: "garbage\n\n - \n", cgroups: "nonsense").isEmpty)
    }

    @Test func refusedForksAreTheMaxLineOfPidsEvents() {
        #expect(TaskCgroup.refusedForks(inEvents: "max 12\n") == 12)
        #expect(TaskCgroup.refusedForks(inEvents: "max 0\nmax.imposed 3\n") == 0)
        #expect(TaskCgroup.refusedForks(inEvents: "") == nil)
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

    static func flood(taskCeiling: Int?) async throws -> (started: Int, line: String, child: ChildProcess) {
        let host = ProcessInfo.processInfo.environment
        let configuration = LaunchConfiguration(
            executable: "python3", arguments: ["-c", threadFlood],
            environment: ["PATH": host["PATH"] ?? "/usr/bin:/bin", "HOME": "/", "WIDGET_ID": "thread-flood"],
            taskCeiling: taskCeiling)
        let child = try await ChildProcess.spawn(configuration)
        _ = child.takeStandardError()
        let line = await readLine(try #require(child.takeStandardOutput()))
        let started = Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        return (started, line, child)
    }

    @Test(.enabled(if: TaskCgroupPlace.shared != nil, "no pids cgroup this host may make"))
    func aThreadFloodStopsAtTheKernelsCeilingAndAnotherProgramStillStarts() async throws {
        let (started, line, child) = try await Self.flood(taskCeiling: 50)
        let cgroup = try #require(child.sandbox.taskCgroup, "the spawn got a task cgroup")
        #expect(cgroup.maxTasks == 50)
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
        #expect(child.sandbox.taskCgroup == nil)
        #expect(started == 400, "\(line)")
        _ = child.closeStandardInput()
        #expect(await child.waitForExit() == .exited(0))
    }
}
