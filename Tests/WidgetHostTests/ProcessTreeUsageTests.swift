import Glibc
import Testing
import WidgetTestSupport

@testable import WidgetProcess

/// The inspector's cost sampler: a tree's CPU time and memory from `/proc` stat lines, and a
/// real tree sampled while it runs.
@Suite struct ProcessTreeUsageTests {
    /// A stat line with the given pid, parent, state and counters (utime, stime, cutime, cstime, rss).
    static func line(_ pid: pid_t, parent: pid_t, state: String = "S", command: String = "sh", ticks: [Int], rss: Int) -> String {
        let times = ticks.map(String.init).joined(separator: " ")
        return "\(pid) (\(command)) \(state) \(parent) \(pid) \(pid) 0 -1 4194304 100 0 0 0 \(times) 20 0 1 0 12345 1000000 \(rss) 0"
    }

    @Test func aTreesTimesAndPagesAreSummedBelowItsRootOnly() throws {
        let lines = [
            Self.line(100, parent: 1, ticks: [10, 5, 3, 2], rss: 100),
            Self.line(101, parent: 100, command: "widget (main) x", ticks: [200, 50, 0, 0], rss: 2000),
            Self.line(102, parent: 101, ticks: [1, 1, 0, 0], rss: 10),
            Self.line(103, parent: 101, state: "Z", ticks: [7, 7, 0, 0], rss: 0),
            Self.line(200, parent: 1, ticks: [999, 999, 0, 0], rss: 9999),
            "not a stat line",
        ]
        let usage = try #require(ProcessTreeUsage.usage(ofTree: 100, statLines: lines, ticksPerSecond: 100, pageSize: 4096))
        #expect(usage.cpuTime == .milliseconds(2720), "(20 + 250 + 2) ticks at 100 per second; the zombie and pid 200 not counted")
        #expect(usage.residentBytes == 2110 * 4096)
        #expect(usage.processes == 3)
        #expect(ProcessTreeUsage.usage(ofTree: 103, statLines: lines, ticksPerSecond: 100, pageSize: 4096) == nil, "a zombie has no tree")
        #expect(ProcessTreeUsage.usage(ofTree: 300, statLines: lines, ticksPerSecond: 100, pageSize: 4096) == nil)
    }
}

extension ProcessTests {
    @Suite struct ProcessTreeSamplingTests {
        @Test func aRunningTreeIsSampledWithItsChildren() async throws {
            let shell = try TestProcess(
                executable: "/bin/sh", arguments: ["-c", "sleep 60 & a=$!; sleep 60 & b=$!; read line; kill $a $b; wait"])
            try await waitUntil("the shell's two children to show in /proc", pollingEvery: .milliseconds(50)) {
                ProcessTreeUsage.sample(root: shell.pid)?.processes == 3
            }
            let usage = try #require(ProcessTreeUsage.sample(root: shell.pid))
            #expect(usage.residentBytes > 3 * 4096, "three processes hold more than a page each")
            close(shell.stdinFD)
            #expect(await shell.waitForExit() == 0)
            #expect(ProcessTreeUsage.sample(root: shell.pid) == nil, "a reaped process has no tree")
            let own = try #require(ProcessTreeUsage.sample(root: getpid()))
            #expect(own.cpuTime > .zero, "this test process has used some CPU")
        }

        /// The walk down the `children` files finds what a pass over all of `/proc` finds: the
        /// root, its children and a grandchild, and nothing outside the tree. (Every process of the
        /// tree reads the test's pipe, so closing it ends them all; nothing is signalled.)
        @Test func theWalkDownTheChildrenFilesFindsTheWholeTreeAndNothingElse() async throws {
            try #require(ProcessTreeUsage.kernelListsChildren, "this kernel has no /proc/<pid>/task/<tid>/children")
            let shell = try TestProcess(
                executable: "/bin/sh",
                arguments: ["-c", "exec 3<&0; (cat <&3 >/dev/null; :) & cat <&3 >/dev/null & wait"])
            @Sendable func pids(_ lines: [String]) -> Set<pid_t> {
                Set(lines.compactMap { ProcessTable.Process(statLine: $0) }.filter(\.isAlive).map(\.pid))
            }
            func treeFromTheWholeTable() -> Set<pid_t> {
                let all = ProcessTreeUsage.allStatLines().compactMap { ProcessTable.Process(statLine: $0) }.filter(\.isAlive)
                var tree: Set<pid_t> = [shell.pid]
                while let next = all.first(where: { tree.contains($0.parentPID) && !tree.contains($0.pid) }) { tree.insert(next.pid) }
                return tree
            }
            try await waitUntil("the shell, its two children and its grandchild", pollingEvery: .milliseconds(50)) {
                pids(ProcessTreeUsage.treeStatLines(root: shell.pid) ?? []).count == 4
            }
            let walked = pids(try #require(ProcessTreeUsage.treeStatLines(root: shell.pid)))
            #expect(walked == treeFromTheWholeTable())
            #expect(walked.contains(shell.pid) && !walked.contains(getpid()), "the tree starts at its root")
            #expect(ProcessTreeUsage.sample(root: shell.pid)?.processes == 4)
            close(shell.stdinFD)
            _ = await shell.waitForExit()
            #expect(ProcessTreeUsage.treeStatLines(root: shell.pid) == [], "a reaped root has no tree")
        }
    }
}
