import Foundation
import Testing

@testable import WidgetProcess

extension ProcessTests {
    @Suite(.serialized, .timeLimit(.minutes(1)))
    struct ResourceLimitTests {
        @Test func addressSpaceLimitStopsUnboundedAllocation() async throws {
            let limits = ResourceLimits(addressSpaceBytes: 256 << 20)
            let child = try await ChildProcess.spawn(fixtureLaunch("allocate-forever.py", limits: limits))
            let output = await readToEnd(try #require(child.takeStandardOutput()))
            let status = await child.waitForExit()
            // Python reports MemoryError; a runtime that aborts on ENOMEM would die of a signal.
            #expect(status == .exited(3) && output == "MemoryError\n" || status.isSignal)
        }

        @Test func cpuLimitKillsASpinningChild() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("spin.sh", limits: ResourceLimits(cpuSeconds: 1)))
            // One CPU second can take many wall seconds beside busy neighbours: a bound only a hang reaches.
            let status = await child.waitForExit(timeout: .seconds(50))
            // soft = hard = 1 s: SIGXCPU at the soft limit (default action: die), SIGKILL at hard.
            #expect(status == .signaled(Sig.xcpu, coreDumped: false) || status == .signaled(Sig.kill, coreDumped: false))
            if status == nil { child.signal(Sig.kill, toGroup: true); _ = await child.waitForExit() }
        }

        @Test func limitsAreAppliedInTheChild() async throws {
            let limits = ResourceLimits(addressSpaceBytes: 1 << 30, cpuSeconds: 7, openFiles: 64, processes: 50)
            let child = try await ChildProcess.spawn(fixtureLaunch("print-limits.sh", limits: limits))
            let lines = await readToEnd(try #require(child.takeStandardOutput())).split(separator: "\n")
            #expect(await child.waitForExit() == .exited(0))
            func limit(_ name: String) -> [Substring] {
                lines.first { $0.hasPrefix(name) }.map { $0.dropFirst(name.count).split(separator: " ") } ?? []
            }
            #expect(limit("Max cpu time").prefix(2) == ["7", "7"])
            #expect(limit("Max open files").prefix(2) == ["64", "64"])
            #expect(limit("Max processes").prefix(2) == ["50", "50"])
            #expect(limit("Max address space").prefix(2) == ["1073741824", "1073741824"])
            #expect(limit("Max core file size").prefix(2) == ["0", "0"], "no core files by default")
        }

        /// RLIMIT_NPROC counts the real uid's processes and is not enforced for root (the
        /// kernel exempts uid 0 and CAP_SYS_RESOURCE/CAP_SYS_ADMIN), so as root only the
        /// setting can be checked (above); as another user the fork bomb must be stopped.
        @Test func processLimitStopsAForkBombWhenNotRoot() async throws {
            let limits = ResourceLimits(processes: 1)
            let child = try await ChildProcess.spawn(fixtureLaunch("fork-forever.py", limits: limits))
            let output = await readToEnd(try #require(child.takeStandardOutput()))
            let status = await child.waitForExit()
            if currentUID == 0 {
                #expect(status == .exited(0), "root is exempt: \(output)")
            } else {
                #expect(status == .exited(4), "fork failed: \(output)")
            }
        }

        @Test func limitAboveTheHardLimitIsAResourceLimitError() async throws {
            guard currentUID != 0 else { return }  // root may raise any hard limit
            do {
                _ = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/true", limits: ResourceLimits(openFiles: .max)))
                Issue.record("spawned with an impossible limit")
            } catch {
                guard case .resourceLimitFailed = error else { Issue.record("\(error)"); return }
            }
        }
    }
}

extension TerminationStatus {
    var isSignal: Bool {
        if case .signaled = self { return true } else { return false }
    }
}
