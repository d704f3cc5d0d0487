import CWidgetSpawn
import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetProcess

extension ProcessTests {
    @Suite(.serialized, .timeLimit(.minutes(1)))
    struct SpawnTests {
        /// spawn-and-wait is a host in miniature: it starts processes, so it holds the processes grant.
        static let miniatureHost = SandboxPolicy(processes: 256)

        @Test func readsStdoutAndDeliversExitCodeZero() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("exit-with.sh", "0", "hello", "world"))
            let output = await readToEnd(try #require(child.takeStandardOutput()))
            #expect(output == "hello world\n")
            #expect(await child.waitForExit() == .exited(0))
        }

        @Test func deliversNonZeroExitCode() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("exit-with.sh", "3"))
            #expect(await child.waitForExit() == .exited(3))
        }

        @Test func manyWaitersAndLateWaitersGetTheSameStatus() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("exit-with.sh", "5"))
            async let first = child.waitForExit()
            async let second = child.waitForExit()
            #expect(await [first, second] == [.exited(5), .exited(5)])
            #expect(await child.waitForExit() == .exited(5))
            #expect(child.terminationStatus == .exited(5))
        }

        /// The bounded wait ends on its clock; the unbounded one ends only with the exit, even
        /// in a cancelled task (a supervisor's exit watcher must see the exit it waits for).
        @Test func boundedWaitEndsOnItsClockAndTheUnboundedOneOutlastsCancellation() async throws {
            let child = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/sleep", arguments: ["30"]))
            let clock = ManualClock()
            let bounded = Task { await child.waitForExit(timeout: .seconds(5), clock: clock) }
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(5))
            #expect(await bounded.value == nil, "still running when the time is up")
            let unbounded = Task { await child.waitForExit() }
            unbounded.cancel()
            #expect(child.signal(Sig.kill, toGroup: true))
            #expect(await unbounded.value == .signaled(Sig.kill, coreDumped: false))
        }

        @Test func reportsDeathBySIGKILL() async throws {
            let child = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/sleep", arguments: ["30"]))
            #expect(child.signal(Sig.kill, toGroup: false))
            #expect(await child.waitForExit() == .signaled(Sig.kill, coreDumped: false))
            #expect(child.signal(Sig.kill, toGroup: true) == false, "a reaped child is never signalled")
        }

        @Test(arguments: [Sig.segv, Sig.abrt])
        func reportsCrashSignal(_ signal: Int32) async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("kill-self.py", String(signal)))
            #expect(await child.waitForExit() == .signaled(signal, coreDumped: false))
        }

        @Test func resolvesABareNameAgainstTheSearchPath() async throws {
            let child = try await ChildProcess.spawn(
                LaunchConfiguration(executable: "echo", arguments: ["found"], searchPath: ["/nonexistent", "/bin"]))
            #expect(await readToEnd(try #require(child.takeStandardOutput())) == "found\n")
            #expect(await child.waitForExit() == .exited(0))
        }

        @Test func timedWaitReturnsNilWhileRunning() async throws {
            let child = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/sleep", arguments: ["30"]))
            #expect(await child.waitForExit(timeout: .milliseconds(50)) == nil)
            child.signal(Sig.kill, toGroup: true)
            #expect(await child.waitForExit(timeout: .seconds(5)) == .signaled(Sig.kill, coreDumped: false))
        }

        // MARK: Spawn failures

        @Test func missingExecutableIsNotFound() async throws {
            let path = fixture("does-not-exist")
            await expectSpawnError(LaunchConfiguration(executable: path), .executableNotFound(path: path, searched: []))
            await expectSpawnError(
                LaunchConfiguration(executable: "no-such-widget-binary", searchPath: ["/bin"]),
                .executableNotFound(path: "no-such-widget-binary", searched: ["/bin"])
            )
        }

        @Test func fileWithoutExecuteBitIsPermissionDenied() async throws {
            let path = fixture("not-executable.sh")
            await expectSpawnError(LaunchConfiguration(executable: path), .permissionDenied(path: path))
        }

        @Test func garbageWithExecuteBitIsExecFormatError() async throws {
            let path = fixture("garbage.bin")
            await expectSpawnError(LaunchConfiguration(executable: path), .execFormatError(path: path))
        }

        @Test func missingWorkingDirectoryIsReported() async throws {
            var configuration = LaunchConfiguration(executable: "/bin/true")
            configuration.workingDirectory = "/nonexistent/widget-dir"
            await expectSpawnError(configuration, .badWorkingDirectory(path: "/nonexistent/widget-dir", errno: 2))
        }

        @Test func environmentWithNULIsRejectedBeforeSpawning() async throws {
            let configuration = LaunchConfiguration(executable: "/bin/true", environment: ["KEY": "a\0b"])
            await expectSpawnError(configuration, .invalidEnvironment(.valueContainsNUL(key: "KEY")))
        }

        @Test func errorDescriptionsSayWhatToDo() {
            #expect(SpawnError.permissionDenied(path: "/w").description.contains("chmod +x"))
            #expect(SpawnError.execFormatError(path: "/w").description.contains("#!"))
            #expect(SpawnError.badWorkingDirectory(path: "/d", errno: 2).description.contains("No such file or directory (ENOENT)"))
        }

        /// The sentinel's mkdtemp of the private TMPDIR failed: the folder it was made in is
        /// named, and the advice is about it (not about processes or descriptors).
        @Test func aTemporaryFolderThatCannotBeMadeIsNamed() {
            let error = SpawnError(
                stage: Int32(CWS_STAGE_TMPDIR.rawValue), errno: ENOENT, detail: 0, path: "/w", workingDirectory: nil,
                temporaryParent: "/missing/tmp")
            #expect(error == .temporaryFolderFailed(parent: "/missing/tmp", errno: ENOENT))
            #expect(error.description.contains("made in /missing/tmp: No such file or directory (ENOENT); set the host's TMPDIR"))
        }

        private func expectSpawnError(
            _ configuration: LaunchConfiguration, _ expected: SpawnError, sourceLocation: SourceLocation = #_sourceLocation
        ) async {
            // (That a failed spawn leaks no descriptor is counted in isolation by
            // `twoHundredSpawnsLeakNoDescriptorsOrZombies`.)
            do {
                let child = try await ChildProcess.spawn(configuration)
                Issue.record("spawned pid \(child.pid) instead of failing with \(expected)", sourceLocation: sourceLocation)
            } catch {
                #expect(error == expected, sourceLocation: sourceLocation)
            }
            // The host keeps working.
            let child = try? await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/true"))
            #expect(await child?.waitForExit() == .exited(0), sourceLocation: sourceLocation)
        }

        // MARK: Inheritance

        @Test func childInheritsOnlyWhatWeGiveIt() async throws {
            setHostEnvironment("SECRET_TOKEN", "hunter2")
            let leaky = openLeakyDescriptors()
            defer { closeDescriptors(leaky) }
            let directory = FileManager.default.temporaryDirectory.path
            let environment = try ChildEnvironment(
                widgetID: "inspector",
                protocolVersion: "1",
                dataDirectory: directory,
                extra: ["LC_ALL": "C.UTF-8"]
            ).build(host: ProcessInfo.processInfo.environment)
            #expect(environment["SECRET_TOKEN"] == nil)

            // A shell script that runs `ls` and `sed`: it holds the processes grant.
            var configuration = LaunchConfiguration(
                executable: fixture("inspect.sh"), environment: environment, sandbox: SandboxPolicy(processes: 8))
            configuration.workingDirectory = directory
            let child = try await ChildProcess.spawn(configuration)
            let output = await readToEnd(try #require(child.takeStandardOutput()))
            #expect(await child.waitForExit() == .exited(0))

            let lines = output.split(separator: "\n").map(String.init)
            let fds = lines.filter { $0.hasPrefix("fd ") }.map { $0.dropFirst(3).split(separator: " ")[0] }
            let script = lines.filter { $0.hasPrefix("fd ") && $0.hasSuffix("/inspect.sh") }.map {
                $0.dropFirst(3).split(separator: " ")[0]
            }
            #expect(Set(fds).subtracting(script) == ["0", "1", "2"], "only stdio and the shell's own script fd")
            #expect(lines.contains("SigBlk:\t0000000000000000"))
            #expect(lines.contains("SigIgn:\t0000000000000000"))
            let childEnvironment = lines.filter { $0.hasPrefix("env ") }.map {
                $0.dropFirst(4).split(separator: "=", maxSplits: 1).map(String.init)
            }
            var seen = Dictionary(uniqueKeysWithValues: childEnvironment.map { ($0[0], $0.count > 1 ? $0[1] : "") })
            // The sandbox's private TMPDIR replaces the host's, and is gone with the widget.
            let removed = seen.removeValue(forKey: "TMPDIR")
            let temporary = try #require(removed)
            #expect(temporary.hasPrefix(child.sandbox.grants.temporaryParent + "/widget-inspector."))
            #expect(!FileManager.default.fileExists(atPath: temporary))
            #expect(seen == environment)
            let stat = try #require(lines.first { $0.hasPrefix("stat ") })
            let afterName = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
            #expect(afterName[2] == "\(child.pid)", "process group id == pid")
            #expect(afterName[3] == "\(child.pid)", "session id == pid")
            #expect(lines.contains("cwd \(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path)"))
        }

        // MARK: Resources

        /// Also in a `HostSubreaper` host (the `widgets` CLI), where every widget's zombie is
        /// left to the host to reap.
        @Test(arguments: [false, true])
        func twoHundredSpawnsLeakNoDescriptorsOrZombies(subreaper: Bool) async throws {
            // Counted in a process of its own: this test process runs other suites in parallel,
            // whose descriptors and children would blur the count.
            let checker = try await ChildProcess.spawn(
                LaunchConfiguration(
                    executable: try builtProduct("spawn-and-wait"),
                    arguments: (subreaper ? ["--subreaper"] : []) + ["--leak-check", "200"],
                    sandbox: Self.miniatureHost)
            )
            let output = try #require(checker.takeStandardOutput())
            let line = await readLine(output)
            output.close()
            #expect(await checker.waitForExit() == .exited(0))
            let fields = line.split(separator: " ")
            try #require(fields.count == 10, "spawn-and-wait printed \(line)")
            // `<=`: the warm-up child's pipes may still be open when "before" is counted.
            #expect((Int(fields[2]) ?? .max) <= (Int(fields[1]) ?? 0), "200 spawns (40 of them failing) leave no pipe open: \(line)")
            let (before, after) = (Int(fields[4]) ?? 0, Int(fields[5]) ?? 0)
            // The runtime's own lazily opened descriptors wobble by a few; a leak would add 200.
            #expect(after - before < 10, "descriptor count: \(line)")
            #expect(fields[7] == "0", "every pidfd is closed once its child is reaped")
            #expect(fields[9] == "0", "no zombies")
        }

        @Test func spawnLatencyOfTrue() async throws {
            let clock = ContinuousClock()
            var spawning = Duration.zero
            for _ in 0..<50 {
                let start = clock.now
                let child = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/true"))
                spawning += clock.now - start
                #expect(await child.waitForExit() == .exited(0))
            }
            print("spawn latency of /bin/true, mean of 50: \(spawning / 50)")
        }

        @Test func twentyConcurrentCrashesAreAllDelivered() async throws {
            let statuses = try await withThrowingTaskGroup(of: TerminationStatus.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        let signal = index.isMultiple(of: 2) ? Sig.segv : Sig.abrt
                        return try await ChildProcess.spawn(fixtureLaunch("kill-self.py", String(signal))).waitForExit()
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .signaled(Sig.segv, coreDumped: false) }.count == 10)
            #expect(statuses.filter { $0 == .signaled(Sig.abrt, coreDumped: false) }.count == 10)
            #expect(await ProcFS.noZombieChildren())
        }

        // MARK: Parent death

        @Test func widgetDiesWithAHostThatIsKilled() async throws {
            let host = try await ChildProcess.spawn(
                LaunchConfiguration(executable: try builtProduct("spawn-and-wait"), sandbox: Self.miniatureHost))
            let output = try #require(host.takeStandardOutput())
            let line = await readLine(output)
            output.close()
            let grandchild = try #require(Int32(line), "spawn-and-wait printed \(line)")
            #expect(isRunning(grandchild))
            host.signal(Sig.kill, toGroup: false)
            #expect(await host.waitForExit() == .signaled(Sig.kill, coreDumped: false))
            #expect(waitForDeath(of: grandchild, timeout: .seconds(1)), "PR_SET_PDEATHSIG killed the orphan")
        }
    }
}
