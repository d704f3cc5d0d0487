import Testing
import WidgetTestSupport

@testable import WidgetProcess

extension ProcessTests {
    @Suite(.serialized, .timeLimit(.minutes(1)))
    struct StandardErrorDrainerTests {
        @Test func hundredMegabytesOfLinesAreDrainedWithoutBlockingTheChild() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("flood-stderr.py", "100", "lines"))
            let drainer = StandardErrorDrainer(try #require(child.takeStandardError()), bufferedLines: 64)
            // The child can only finish if its stderr never fills up: nobody consumes yet.
            #expect(await child.waitForExit(timeout: .seconds(30)) == .exited(0))
            // The drainer may still be reading what the child wrote: the bound holds once it is done.
            try await waitUntil("the drainer to read all 100 MB") { drainer.counts.bytes == 100_000_000 }
            var received = 0
            for await line in drainer.lines {
                #expect(line.utf8.count == 999)
                received += 1
            }
            let counts = drainer.counts
            #expect(counts.bytes == 100_000_000)
            #expect(counts.delivered + counts.dropped == 100_000)
            #expect(received == counts.delivered)
            #expect(received <= 64, "the buffer is bounded; the rest was dropped and counted")
        }

        @Test func hundredMegabytesWithoutNewlineBecomeOneCappedLine() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("flood-stderr.py", "100", "blob"))
            let drainer = StandardErrorDrainer(try #require(child.takeStandardError()), maximumLineBytes: 4096)
            #expect(await child.waitForExit(timeout: .seconds(30)) == .exited(0))
            var lines: [String] = []
            for await line in drainer.lines { lines.append(line) }
            #expect(lines == [String(repeating: "x", count: 4096)])
            #expect(drainer.counts.truncated == 1)
            #expect(drainer.counts.bytes == 100_000_000)
        }

        @Test func consumerSeesLinesInOrderAndTheStreamEndsAtEOF() async throws {
            var configuration = LaunchConfiguration(executable: "/bin/sh", arguments: ["-c", "echo one >&2; printf 'two\\nthree' >&2"])
            configuration.environment = [:]
            let child = try await ChildProcess.spawn(configuration)
            let drainer = StandardErrorDrainer(try #require(child.takeStandardError()))
            var lines: [String] = []
            for await line in drainer.lines { lines.append(line) }
            #expect(lines == ["one", "two", "three"])
            #expect(await child.waitForExit() == .exited(0))
        }
    }
}
