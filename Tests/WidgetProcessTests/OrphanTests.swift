import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetProcess

extension ProcessTests {
    /// Nothing a widget starts outlives it or the host: real process trees whose descendants
    /// leave the process group (setsid + double fork), clear their parent-death signal or exec
    /// from a secondary thread; then the host is SIGKILLed, the widget stopped, or it crashes.
    /// Every process of the tree carries a marker in its environment, so the check finds them
    /// wherever they moved; it polls /proc until none lives and names the survivors otherwise.
    @Suite(.serialized, .timeLimit(.minutes(1)))
    struct OrphanTests {
        /// The escape-tree fixture under `ChildProcess`, marked, and its "ready" line's pids
        /// (widget, group child, daemon).
        private func spawnTree(_ options: String...) async throws -> (child: ChildProcess, marker: String, pids: [Int32]) {
            try await spawnTree(options)
        }

        private func spawnTree(_ options: [String]) async throws -> (child: ChildProcess, marker: String, pids: [Int32]) {
            let marker = UUID().uuidString
            var configuration = fixtureLaunch("escape-tree.py")
            configuration.arguments = options
            configuration.environment[treeMarkerVariable] = marker
            let child = try await ChildProcess.spawn(configuration)
            let output = try #require(child.takeStandardOutput())
            let line = await readLine(output)
            output.close()
            let pids = line.split(separator: " ").dropFirst().compactMap { Int32($0) }
            try #require(line.hasPrefix("ready ") && pids.count == 3, "escape-tree printed \(line)")
            return (child, marker, pids)
        }

        @Test func treeIsWhatTheTestThinksItIs() async throws {
            let (child, marker, pids) = try await spawnTree()
            #expect(pids[0] == child.pid, "the host's pid is the widget's, not its sentinel's")
            // A process that has just forked or is exec'ing may not show its environment for a
            // moment: wait (bounded) until the whole tree is visible.
            try? await waitUntil("the four processes of the tree in /proc") { livingProcesses(marked: marker).count >= 4 }
            let living = livingProcesses(marked: marker).map(\.pid)
            #expect(Set(pids).isSubset(of: living), "widget, group child and daemon all run: \(living)")
            #expect(living.contains(child.sentinelPID), "the sentinel is marked too (it carries the widget's environment)")
            #expect(Set(living).count == 4)
            _ = await child.stop()
        }

        // MARK: The host dies

        /// A host of its own (not under a sentinel of the test's, which would do the work for
        /// it), spawned plainly so its orphans go where they would for a user; its stdout relays
        /// the widget's "ready" line.
        private func startHost(_ arguments: [String], marker: String) throws -> TestProcess {
            var environment = ProcessInfo.processInfo.environment
            environment[treeMarkerVariable] = marker
            return try TestProcess(executable: try builtProduct("spawn-and-wait"), arguments: arguments, environment: environment)
        }

        @Test(arguments: [[String](), ["--clear-pdeathsig"], ["--exec-from-thread"]], [false, true])
        func hostKilledWithSIGKILLLeavesNoProcessOfTheTree(_ options: [String], subreaper: Bool) async throws {
            let marker = UUID().uuidString
            let host = try startHost(
                (subreaper ? ["--subreaper"] : []) + ["--run", fixture("escape-tree.py"), "--ignore-eof"] + options, marker: marker)
            defer {
                FileDescriptor(rawValue: host.stdinFD).close()
                FileDescriptor(rawValue: host.stdoutFD).close()
            }
            let line = await readLine(FileDescriptor(rawValue: host.stdoutFD))
            // A process that has just forked or is exec'ing may not show its environment for a
            // moment: wait (bounded) until the whole tree is visible.
            try? await waitUntil("the five processes of the tree in /proc") { livingProcesses(marked: marker).count >= 5 }
            let tree = livingProcesses(marked: marker)
            try #require(line.hasPrefix("ready "), "the host relayed \(line)")
            #expect(tree.count == 5, "host, sentinel, widget, group child and daemon: \(tree)")

            host.kill(Sig.kill)
            _ = await host.waitForExit()
            let left = await survivors(marked: marker)
            #expect(left.isEmpty, "still running 10 s after the host was SIGKILLed: \(left)")
            killAll(left)
            reapExitedChildren(among: tree.map(\.pid))
        }

        // MARK: The host stops the widget

        @Test(arguments: [[String](), ["--ignore-eof"]])
        func normalStopLeavesNoProcessOfTheTree(_ options: [String]) async throws {
            let (child, marker, _) = try await spawnTree(options)
            // A widget that exits at EOF gets all the time a loaded machine may need to see it
            // (the stop returns when it exits); one that ignores EOF and SIGTERM gets short steps.
            let grace: Duration = options.isEmpty ? .seconds(60) : .milliseconds(200)
            let status = await child.stop(
                sequence: StopSequence(timings: StopTimings(afterCloseInputGrace: grace, afterTerminateGrace: .milliseconds(200))))
            // At stdin EOF it exits 0; ignoring EOF and SIGTERM, it ends at the SIGKILL step.
            #expect(status == (options.isEmpty ? .exited(0) : .signaled(Sig.kill, coreDumped: false)))
            let left = await survivors(marked: marker)
            #expect(left.isEmpty, "still running after the stop returned: \(left)")
            killAll(left)
        }

        // MARK: The widget crashes (and is started again)

        @Test func crashLeavesNoProcessOfTheTreeAndTheRestartStartsClean() async throws {
            let (child, marker, _) = try await spawnTree()
            let input = try #require(child.takeStandardInput())
            write("crash\n", to: input)
            input.close()
            #expect(await child.waitForExit() == .signaled(Sig.segv, coreDumped: false), "the sentinel relays the widget's own death")
            let left = await survivors(marked: marker)
            #expect(left.isEmpty, "still running after the widget crashed: \(left)")
            killAll(left)

            // What a supervisor does next: the same widget again, a tree of its own.
            let (again, secondMarker, _) = try await spawnTree()
            // A process that has just forked or is exec'ing may not show its environment for a
            // moment: wait (bounded) until the whole tree is visible.
            try? await waitUntil("the four processes of the new tree in /proc") { livingProcesses(marked: secondMarker).count >= 4 }
            #expect(livingProcesses(marked: secondMarker).count == 4)
            _ = await again.stop()
            let leftAgain = await survivors(marked: secondMarker)
            #expect(leftAgain.isEmpty, "still running after the restarted widget was stopped: \(leftAgain)")
            killAll(leftAgain)
        }

        // MARK: The sentinel itself is signalled

        @Test func terminatingTheSentinelKillsTheTree() async throws {
            let (child, marker, _) = try await spawnTree("--ignore-eof")
            send(Sig.term, to: child.sentinelPID)
            #expect(await child.waitForExit() == .signaled(Sig.kill, coreDumped: false))
            let left = await survivors(marked: marker)
            #expect(left.isEmpty, "still running after the sentinel got SIGTERM: \(left)")
            killAll(left)
        }

        /// SIGKILL to the sentinel (a widget of the same user can send it) runs no teardown. In a
        /// `HostSubreaper` host what the sentinel had adopted comes to the host, which kills the
        /// widget (here without a parent-death signal), its group and the adopted daemon.
        @Test func sentinelKilledOutrightInASubreaperHostLeavesNoProcessOfTheTree() async throws {
            let marker = UUID().uuidString
            let host = try startHost(
                ["--subreaper", "--run", fixture("escape-tree.py"), "--ignore-eof", "--clear-pdeathsig"], marker: marker)
            defer {
                FileDescriptor(rawValue: host.stdinFD).close()
                FileDescriptor(rawValue: host.stdoutFD).close()
            }
            let output = FileDescriptor(rawValue: host.stdoutFD)
            let line = await readLine(output)
            try #require(line.hasPrefix("ready "), "the host relayed \(line)")
            let sentinel = try #require(livingProcesses(marked: marker).first { $0.command.contains("widget-sentinel") })

            send(Sig.kill, to: sentinel.pid)
            let exit = await readLine(output)
            #expect(exit.hasPrefix("exited ") && exit.contains("signal 9"), "the host saw the widget killed: \(exit)")
            #expect(await host.waitForExit() == 0)
            let left = await survivors(marked: marker)
            #expect(left.isEmpty, "still running after the sentinel was SIGKILLed: \(left)")
            killAll(left)
        }

        // MARK: No sentinel

        @Test func missingSentinelIsATypedErrorThatSaysWhatToDo() async throws {
            var environment = ProcessInfo.processInfo.environment
            environment["WIDGETHOST_SENTINEL"] = "/nonexistent/widget-sentinel"
            let host = try await ChildProcess.spawn(
                LaunchConfiguration(
                    executable: try builtProduct("spawn-and-wait"), arguments: ["--run", "/bin/true"], environment: environment))
            let output = await readToEnd(try #require(host.takeStandardOutput()))
            #expect(await host.waitForExit() == .exited(3))
            #expect(output.hasPrefix("spawn failed: The widget sentinel (widget-sentinel"), "\(output)")
            #expect(output.contains("WIDGETHOST_SENTINEL=/nonexistent/widget-sentinel is not an executable file"))
            #expect(output.contains("swift build --product widget-sentinel"))
        }
    }
}
