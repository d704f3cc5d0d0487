import Dispatch
import Synchronization

/// A ``Transport`` over two file descriptors: pipes to a child process, or a process's own
/// stdin and stdout.
///
/// Reading runs on a dedicated thread (never on the cooperative pool, never polling with
/// sleeps). It reads before it polls: after a message is handled the next one is often there
/// already (on one CPU the peer ran while our write woke it), so a round trip costs a `write` and
/// a `read`, and `poll` only comes when a read finds nothing (`EAGAIN`). That thread is also a task executor
/// (``taskExecutor``): tasks that prefer it run between reads, so a response resumes its waiting
/// caller without waking any other thread. Sending first tries a direct non-blocking
/// write; whatever the pipe does not take waits in a bounded queue that a writer thread drains
/// as the peer reads. So a peer that stops reading costs at most ``outboundLimit`` bytes and a
/// ``TransportError/outboundQueueFull(limit:)`` error, never a blocked caller.
///
/// The transport owns both descriptors: the reader thread closes the read end when it stops,
/// the writer thread the write end. Call ``close()`` when done with it: the reader thread runs
/// until then (it keeps serving its executor's tasks after the peer's end-of-file).
public final class FileDescriptorTransport: Transport {
    /// Default bound on bytes waiting to be written: 8 MiB.
    public static let defaultOutboundLimit = 8 << 20

    public let outboundLimit: Int
    private let readFD: Int32
    private let writeFD: Int32
    /// Whether `readFD` is non-blocking, so the reader can try it before polling. A terminal
    /// is left blocking (its flags are shared with the shell).
    private let readsBeforePolling: Bool
    /// Wakes the reader's and the writer's `poll` when the transport is closed.
    private let stopEvent: TransportSystemCalls.WakeupPipe
    private let writerWakeup = DispatchSemaphore(value: 0)
    private let executor: ReaderThreadExecutor
    private let state: Mutex<State>

    private struct State {
        var queue: [[UInt8]] = []
        /// How much of `queue[0]` is already written.
        var headOffset = 0
        var queuedBytes = 0
        var outboundClosing = false
        var outboundClosed = false
        var stopped = false
        var readerStarted = false
        var receive: (@Sendable (UnsafeRawBufferPointer) -> Void)?
        var readingPaused = false
        var closedHandler: (@Sendable (TransportClosure) -> Void)?
        var closedReported = false
    }

    /// Wraps `readFD` (inbound) and `writeFD` (outbound). They may be the same descriptor only
    /// if it is a socket; for pipes pass the two ends.
    /// - Throws: ``TransportError/cannotCreate(errno:message:)`` when the transport's own
    ///   wake-up pipes cannot be made; the descriptors passed in are then closed.
    public init(readFD: Int32, writeFD: Int32, outboundLimit: Int = FileDescriptorTransport.defaultOutboundLimit) throws(TransportError) {
        _ = TransportSystemCalls.ignoreSIGPIPE
        do {
            self.stopEvent = try TransportSystemCalls.WakeupPipe()
        } catch {
            TransportSystemCalls.close(readFD)
            TransportSystemCalls.close(writeFD)
            throw error
        }
        do {
            self.executor = try ReaderThreadExecutor()
        } catch {
            stopEvent.close()
            TransportSystemCalls.close(readFD)
            TransportSystemCalls.close(writeFD)
            throw error
        }
        self.readFD = readFD
        self.writeFD = writeFD
        self.outboundLimit = outboundLimit
        self.state = Mutex(State())
        TransportSystemCalls.setNonBlocking(writeFD)
        readsBeforePolling = !TransportSystemCalls.isTerminal(readFD)
        if readsBeforePolling { TransportSystemCalls.setNonBlocking(readFD) }
        do {
            try TransportSystemCalls.startThread(name: "widget-rpc-writer", stackSize: 256 << 10) { [self] in writerLoop() }
        } catch {
            TransportSystemCalls.close(readFD)
            TransportSystemCalls.close(writeFD)
            throw error
        }
        do {
            // The receive closure parses JSON on this thread and the executor runs tasks on it:
            // give it a normal-sized stack.
            try TransportSystemCalls.startThread(name: "widget-rpc-reader", stackSize: 8 << 20) { [self] in readerLoop() }
        } catch {
            // The writer runs: stopping it closes the write end; the read end has no reader to close it.
            close()
            TransportSystemCalls.close(readFD)
            throw error
        }
    }

    /// Runs tasks on the reader thread (see the type's discussion). Prefer it for tasks that
    /// mostly wait on this transport: `Task(executorPreference: transport.taskExecutor) { … }`.
    public var taskExecutor: (any TaskExecutor)? { executor }

    deinit {
        stopEvent.close()
    }

    public func start(
        receive: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        closed: @escaping @Sendable (TransportClosure) -> Void
    ) {
        let alreadyClosed = state.withLock { state -> Bool in
            precondition(!state.readerStarted, "FileDescriptorTransport.start called twice")
            state.readerStarted = true
            state.receive = receive
            state.closedHandler = closed
            return state.stopped
        }
        if alreadyClosed { report(.closedLocally) }
        executor.wakeup.signal()
    }

    public func send(_ bytes: [UInt8]) throws(TransportError) {
        let outcome: Result<Bool, TransportError> = state.withLock { state in
            if state.stopped || state.outboundClosing || state.outboundClosed { return .failure(.closed) }
            var remaining = bytes[...]
            if state.queue.isEmpty {
                // Fast path: the pipe usually has room; no thread hop.
                switch remaining.withUnsafeBytes({ TransportSystemCalls.write(writeFD, $0) }) {
                case .bytes(let n):
                    if n == remaining.count { return .success(false) }
                    remaining = remaining.dropFirst(n)
                case .wouldBlock, .endOfFile:
                    break
                case .failed(let code):
                    if code == TransportSystemCalls.brokenPipe { return .failure(.closed) }
                    return .failure(.writeFailed(errno: code, message: TransportSystemCalls.errorDescription(code)))
                }
            }
            if state.queuedBytes + remaining.count > outboundLimit {
                return .failure(.outboundQueueFull(limit: outboundLimit))
            }
            state.queue.append(Array(remaining))
            state.queuedBytes += remaining.count
            return .success(true)
        }
        switch outcome {
        case .success(let needsWriter): if needsWriter { writerWakeup.signal() }
        case .failure(let error): throw error
        }
    }

    /// Bytes accepted by ``send(_:)`` that the peer has not read yet.
    public var queuedBytes: Int { state.withLock { $0.queuedBytes } }

    public func setReadingPaused(_ paused: Bool) {
        let changed = state.withLock { state -> Bool in
            defer { state.readingPaused = paused }
            return state.readingPaused != paused
        }
        // Let the reader re-evaluate what it polls for.
        if changed, !paused { executor.wakeup.signal() }
    }

    public func closeOutbound() {
        state.withLock { $0.outboundClosing = true }
        writerWakeup.signal()
    }

    public func close() {
        let wasStopped = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !wasStopped else { return }
        stopEvent.signal()
        // The reader polls only its data and wake-up pipes (every descriptor in a `poll` set
        // costs a wait-queue registration per message): it sees `stopped` when woken.
        executor.wakeup.signal()
        writerWakeup.signal()
    }

    // MARK: - Threads

    private func readerLoop() {
        executor.adoptCurrentThread()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
        defer { buffer.deallocate() }
        var inboundOpen = true
        var receive: (@Sendable (UnsafeRawBufferPointer) -> Void)?
        var readFirstPause = 0
        var readFirstBackoff = 1
        var jobs: [UnownedJob] = []
        jobs.reserveCapacity(16)
        loop: while true {
            executor.runPendingJobs(using: &jobs)
            // The receive closure is set once: taken out of the state only until it is there,
            // since copying a closure out of the lock's state costs allocations every time.
            if receive == nil { receive = state.withLock { $0.receive } }
            let (paused, stopped) = state.withLock { ($0.readingPaused, $0.stopped) }
            if stopped {
                if inboundOpen { report(.closedLocally) }
                break loop
            }
            let reading = inboundOpen && receive != nil && !paused
            if reading, readsBeforePolling, let receive {
                // Read first; only an empty pipe (`EAGAIN`) sends the thread to `poll`. A side
                // whose reads keep finding nothing (its peer answers later, on another CPU, say)
                // stops trying for a while, doubling the while up to 64 turns, so it does not
                // pay an empty read as well as the poll on every message.
                if readFirstPause == 0 {
                    if read(into: buffer, receive: receive, inboundOpen: &inboundOpen) {
                        readFirstBackoff = 1
                        continue
                    }
                    readFirstPause = readFirstBackoff
                    readFirstBackoff = min(readFirstBackoff * 2, 64)
                } else {
                    readFirstPause -= 1
                }
            }
            guard executor.prepareToSleep() else { continue }
            let wakeup = TransportSystemCalls.waitForReader(reading ? readFD : nil, wake: executor.wakeup.readEnd)
            executor.didWake(byPipe: wakeup.woken)
            guard wakeup.readable, reading, let receive else { continue }
            _ = read(into: buffer, receive: receive, inboundOpen: &inboundOpen)
        }
        TransportSystemCalls.close(readFD)
        executor.runPendingJobs(using: &jobs)
        executor.stopAndForward()
        // The closures hold the connection, which holds this transport: let go of them so
        // neither outlives its use.
        state.withLock { state in
            state.receive = nil
            state.closedHandler = nil
        }
    }

    /// One `read`, delivered. Returns whether it got anything (bytes, end of file or an
    /// error) rather than `EAGAIN`.
    private func read(
        into buffer: UnsafeMutableRawBufferPointer, receive: @Sendable (UnsafeRawBufferPointer) -> Void, inboundOpen: inout Bool
    ) -> Bool {
        switch TransportSystemCalls.read(readFD, into: buffer) {
        case .bytes(let n):
            receive(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        case .endOfFile:
            inboundOpen = false
            report(.endOfFile)
        case .wouldBlock:
            return false
        case .failed(let code):
            inboundOpen = false
            report(.readFailed(errno: code, message: TransportSystemCalls.errorDescription(code)))
        }
        return true
    }

    private func writerLoop() {
        while true {
            writerWakeup.wait()
            if drainQueue() { break }
        }
        TransportSystemCalls.close(writeFD)
        // Drop anything still queued so memory is released with the peer.
        state.withLock { state in
            state.outboundClosed = true
            state.queue = []
            state.queuedBytes = 0
        }
    }

    /// Writes queued bytes until the queue is empty. Returns `true` when the writer should exit.
    private func drainQueue() -> Bool {
        while true {
            enum Step { case exit, idle, wait }
            let step: Step = state.withLock { state in
                if state.stopped { return .exit }
                guard !state.queue.isEmpty else { return state.outboundClosing ? .exit : .idle }
                let head = state.queue[0]
                let result = head.withUnsafeBytes { raw in
                    TransportSystemCalls.write(writeFD, UnsafeRawBufferPointer(rebasing: raw[state.headOffset...]))
                }
                switch result {
                case .bytes(let n):
                    state.headOffset += n
                    state.queuedBytes -= n
                    if state.headOffset == head.count {
                        state.queue.removeFirst()
                        state.headOffset = 0
                    }
                    return .wait  // loop again; `.wait` only polls when the pipe is full
                case .wouldBlock, .endOfFile:
                    return .wait
                case .failed:
                    // EPIPE or worse: the peer is gone; nothing queued can be delivered.
                    state.outboundClosing = true
                    state.queue = []
                    state.queuedBytes = 0
                    return .exit
                }
            }
            switch step {
            case .exit: return true
            case .idle: return false
            case .wait:
                let pipeFull = state.withLock { !$0.queue.isEmpty && !$0.stopped }
                if pipeFull, TransportSystemCalls.waitWritable(writeFD, orEvent: stopEvent.readEnd) == .event { return true }
            }
        }
    }

    private func report(_ closure: TransportClosure) {
        let handler = state.withLock { state -> (@Sendable (TransportClosure) -> Void)? in
            guard !state.closedReported else { return nil }
            state.closedReported = true
            defer { state.closedHandler = nil }
            return state.closedHandler
        }
        handler?(closure)
    }
}
