import Glibc
import Testing
import WidgetTestSupport

@testable import WidgetRPC

/// The transport over a real pipe, driven byte by byte from the test. Every test waits for an
/// event from the reader thread; one that never comes fails by the time limit.
@Suite(.timeLimit(.minutes(1))) struct FileDescriptorTransportTests {
    /// A transport reading from a fresh pipe (returned: the pipe's write end, which the test
    /// owns) and writing into /dev/null.
    private static func transport() throws
        -> (FileDescriptorTransport, writeEnd: Int32, chunks: AsyncFIFO<[UInt8]>, closed: AsyncFIFO<TransportClosure>)
    {
        // Close-on-exec: a child another suite spawns meanwhile would keep the write end open
        // and the end-of-file a test waits for from ever coming.
        let pipe = try #require(CloseOnExecPipe.make())
        let ends = [pipe.read, pipe.write]
        let sink = open("/dev/null", O_WRONLY)
        let transport = try FileDescriptorTransport(readFD: ends[0], writeFD: sink)
        let chunks = AsyncFIFO<[UInt8]>()
        let closed = AsyncFIFO<TransportClosure>()
        transport.start(receive: { chunks.append(Array($0)) }, closed: { closed.append($0) })
        return (transport, ends[1], chunks, closed)
    }

    private static func write(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    /// A thread the system cannot give (here a stack larger than the address space; in life
    /// threads-max or a cgroup's pids.max, which a widget can fill by forking) is a typed error
    /// for the host to report, not the end of the host.
    @Test func aThreadTheSystemCannotGiveIsATypedError() {
        #expect {
            try TransportSystemCalls.startThread(name: "too-big", stackSize: Int.max / 2) {}
        } throws: { error in
            guard case .cannotCreate(let code, let message)? = error as? TransportError else { return false }
            return code != 0 && message.contains("too-big")
        }
    }

    @Test func deliversInputInOrderThenEndOfFile() async throws {
        let (transport, writeEnd, chunks, closed) = try Self.transport()
        defer { transport.close() }
        Self.write("one\n", to: writeEnd)
        #expect(await chunks.next() == Array("one\n".utf8))
        Self.write("two\n", to: writeEnd)
        #expect(await chunks.next() == Array("two\n".utf8))
        Glibc.close(writeEnd)
        #expect(await closed.next() == .endOfFile)
    }

    /// `close()` stops the reader at once, with nothing more from the peer (whose output may
    /// stay open forever, as a widget's grandchild can keep it).
    @Test func closeStopsTheReaderWithoutInputFromThePeer() async throws {
        let (transport, writeEnd, _, closed) = try Self.transport()
        defer { Glibc.close(writeEnd) }
        transport.close()
        #expect(await closed.next() == .closedLocally)
    }

    /// A task that prefers the reader's executor runs there, also when woken from another
    /// thread while the reader waits for input.
    @Test func tasksPreferringTheReaderRunWhileItWaits() async throws {
        let (transport, writeEnd, _, _) = try Self.transport()
        defer {
            Glibc.close(writeEnd)
            transport.close()
        }
        let ran = await Task(executorPreference: transport.taskExecutor) { () -> Bool in
            try? await Task.sleep(for: .milliseconds(20))  // resumed from the timer's thread
            return true
        }.value
        #expect(ran)
    }
}
