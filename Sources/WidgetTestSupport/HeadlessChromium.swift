import CWidgetSpawn
import Foundation
import Glibc
import Synchronization
import WidgetJSON
import WidgetProcess

/// Headless Chromium for tests, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands in on its fd 3, answers and events out on its fd 4,
/// each a JSON text ended by NUL). Nothing beyond the standard library and Glibc.
///
/// The browser runs at a lower CPU priority (`nice -n 10`: its start is a burst that would
/// starve the suites running beside it; at 19 it was starved itself on a busy machine and left
/// CI's calls unanswered), one at a time in the test process (``withBrowser(width:height:_:)``),
/// in a process group of its own, with a fresh profile, and inherits none of the test
/// process's descriptors. ``close()`` ends the
/// whole group and removes the profile; if the test process dies first, the browser reads
/// end-of-file on fd 3 and exits by itself.
///
/// One-shot runs (`--dump-dom`, `--screenshot`) use the same ``executable`` and ``flags(profile:)``.
public final class HeadlessChromium: Sendable {
    /// Debian's `chromium` (or `chromium-browser`, `google-chrome`) on PATH; nil if none is.
    public static let executable: String? = {
        let directories = ExecutableSearch.directories(in: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { ExecutableSearch.find($0, in: directories) }.first
    }()

    /// Whether a missing browser fails a test rather than skipping it: on CI (`CI` set), where
    /// `.ci/run` installs it.
    public static let isRequired = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    /// Whether browser tests run here: the browser is installed, or CI requires it (then they
    /// fail saying so).
    public static var isAvailable: Bool { executable != nil || isRequired }

    /// The flags of every headless run here: no GPU, no sandbox (tests run as root), nothing
    /// that talks to the network on its own, the given profile directory.
    public static func flags(profile: String) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--mute-audio", "--disable-dev-shm-usage",
        ]
    }

    /// `nice -n 10 <executable> <arguments…>` as a program and its arguments.
    public static func lowPriority(_ executable: String, _ arguments: [String]) -> (program: String, arguments: [String]) {
        let nice = ExecutableSearch.find("nice", in: ["/usr/bin", "/bin"]) ?? "/usr/bin/nice"
        return (nice, ["-n", "10", executable] + arguments)
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The browser's pid, which is also its process group's id.
    public let pid: pid_t
    private let commandFD: Int32
    private let profile: String
    private let state = Mutex(State())

    private struct State {
        var nextID = 0
        var pending: [Int: CheckedContinuation<JSONValue, any Error>] = [:]
        var events: [JSONValue] = []
        var eventWaiters:
            [UUID: (after: Int, match: @Sendable (JSONValue) -> Bool, continuation: CheckedContinuation<JSONValue, any Error>)] = [:]
        var exited = false
        var closed = false
    }

    private init(pid: pid_t, commandFD: Int32, profile: String) {
        self.pid = pid
        self.commandFD = commandFD
        self.profile = profile
    }

    /// Starts the browser with a window of `width` × `height` CSS pixels.
    /// - Throws: ``Failure`` when no browser is installed or it cannot be started.
    public static func launch(width: Int = 1280, height: Int = 900) async throws -> HeadlessChromium {
        guard let executable else {
            throw Failure(description: "chromium is not on PATH; .ci/run installs it (apt-get install -y chromium)")
        }
        let profile = NSTemporaryDirectory() + "widgets-chromium-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        // Ours, above the numbers the child uses, close-on-exec; the child gets dups on 3 and 4.
        var commands: [Int32] = [-1, -1]
        var answers: [Int32] = [-1, -1]
        guard cws_pipe_cloexec(&commands) == 0, cws_pipe_cloexec(&answers) == 0 else {
            throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
        }
        let raised = (commands + answers).map { fd -> Int32 in
            let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
            Glibc.close(fd)
            return high
        }
        let (childReads, commandFD, answerFD, childWrites) = (raised[0], raised[1], raised[2], raised[3])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, childReads, 3)
        posix_spawn_file_actions_adddup2(&actions, childWrites, 4)

        let command = lowPriority(
            executable, flags(profile: profile) + ["--remote-debugging-pipe", "--window-size=\(width),\(height)", "about:blank"])
        let spawned = PosixSpawn.spawn(
            command.program, command.arguments, environment: ProcessInfo.processInfo.environment, actions: &actions, ownProcessGroup: true,
            closingFrom: 5)
        Glibc.close(childReads)
        Glibc.close(childWrites)
        guard case .success(let pid) = spawned else {
            Glibc.close(commandFD)
            Glibc.close(answerFD)
            try? FileManager.default.removeItem(atPath: profile)
            throw Failure(description: "cannot start \(executable): \(spawned)")
        }
        let browser = HeadlessChromium(pid: pid, commandFD: commandFD, profile: profile)
        Thread.detachNewThread { browser.readAnswers(from: answerFD) }
        return browser
    }

    /// Runs `body` with a fresh browser and closes it afterwards, whether `body` returns or
    /// throws: the usual way to use one.
    public static func withBrowser<T: Sendable>(
        width: Int = 1280, height: Int = 900, _ body: (HeadlessChromium) async throws -> T
    ) async throws -> T {
        try await BrowserSlot.holding {
            let browser = try await launch(width: width, height: height)
            do {
                let result = try await body(browser)
                await browser.close()
                return result
            } catch {
                await browser.close()
                throw error
            }
        }
    }

    /// Opens a tab on `about:blank` and attaches to it.
    public func newPage() async throws -> BrowserPage {
        let target = try await call("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"]?.stringValue else { throw Failure(description: "Target.createTarget answered \(target)") }
        let attached = try await call("Target.attachToTarget", ["targetId": .string(targetID), "flatten": true])
        guard let session = attached["sessionId"]?.stringValue else {
            throw Failure(description: "Target.attachToTarget answered \(attached)")
        }
        let page = BrowserPage(browser: self, session: session)
        for domain in ["Page.enable", "Runtime.enable"] { _ = try await page.call(domain) }
        return page
    }

    /// Sends a DevTools command and returns its `result`.
    /// - Throws: ``Failure`` with the browser's error, or when it does not answer within
    ///   `timeout` (generous: only a hang reaches it) or has exited.
    public func call(
        _ method: String, _ parameters: JSONValue = [:], session: String? = nil, timeout: Duration = .seconds(120)
    ) async throws
        -> JSONValue
    {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        var message: JSONValue = ["id": .int(Int64(id)), "method": .string(method), "params": parameters]
        if let session, case .object(var object) = message {
            object.appendUnchecked(key: "sessionId", value: .string(session))
            message = .object(object)
        }
        let bytes = message.serialized() + [0]
        let answer = try await withTimeout(timeout, waitingFor: "chromium's answer to \(method)") { [self] in
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<JSONValue, any Error>) in
                let exited = state.withLock { state -> Bool in
                    if !state.exited { state.pending[id] = continuation }
                    return state.exited
                }
                if exited { return continuation.resume(throwing: Failure(description: "chromium has exited; it cannot answer \(method)")) }
                // Commands are small and the browser reads them at once: the pipe has room.
                var sent = 0
                while sent < bytes.count {
                    let n = bytes[sent...].withUnsafeBytes { Glibc.write(commandFD, $0.baseAddress, $0.count) }
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { break }
                    sent += n
                }
            }
        }
        if let error = answer["error"] { throw Failure(description: "\(method) failed: \(error["message"]?.stringValue ?? "\(error)")") }
        return answer["result"] ?? [:]
    }

    /// How many events have arrived: a mark for ``waitForEvent(after:timeout:matching:)``.
    public var eventCount: Int { state.withLock { $0.events.count } }

    /// The events that arrived after the first `mark` ones (``eventCount``), in order.
    public func events(after mark: Int) -> [JSONValue] {
        state.withLock { Array($0.events.dropFirst(mark)) }
    }

    /// The first event after the first `after` ones that `match` accepts, waiting for it.
    public func waitForEvent(
        after mark: Int, timeout: Duration = .seconds(120), matching match: @escaping @Sendable (JSONValue) -> Bool
    )
        async throws -> JSONValue
    {
        try await withTimeout(timeout, waitingFor: "a DevTools event") { [self] in
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<JSONValue, any Error>) in
                let key = UUID()
                let found = state.withLock { state -> JSONValue? in
                    if let event = state.events.dropFirst(mark).first(where: match) { return event }
                    state.eventWaiters[key] = (mark, match, continuation)
                    return nil
                }
                if let found { continuation.resume(returning: found) }
            }
        }
    }

    /// Closes the browser (asking first, then killing its process group after 30 s), reaps it
    /// and removes its profile. Idempotent.
    public func close() async {
        let first = state.withLock { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        guard first else { return }
        _ = try? await call("Browser.close", timeout: .seconds(30))
        let pid = pid
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                // Wait without reaping, so the group id stays ours while its stragglers are killed.
                for _ in 0..<300 {
                    var info = siginfo_t()
                    let status = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | WNOHANG)
                    if status != 0 || info._sifields._sigchld.si_pid == pid { break }
                    usleep(100_000)
                }
                kill(-pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume()
            }
        }
        Glibc.close(commandFD)
        try? FileManager.default.removeItem(atPath: profile)
    }

    // MARK: - Reading

    private func readAnswers(from fd: Int32) {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256 << 10)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            pending += chunk[..<n]
            while let end = pending.firstIndex(of: 0) {
                if let message = try? JSONValue(parsing: pending[..<end]) { deliver(message) }
                pending.removeFirst(end + 1)
            }
        }
        Glibc.close(fd)
        let (calls, waiters) = state.withLock { state in
            state.exited = true
            defer {
                state.pending = [:]
                state.eventWaiters = [:]
            }
            return (Array(state.pending.values), Array(state.eventWaiters.values))
        }
        let gone = Failure(description: "chromium closed its DevTools pipe (it exited)")
        for call in calls { call.resume(throwing: gone) }
        for waiter in waiters { waiter.continuation.resume(throwing: gone) }
    }

    private func deliver(_ message: JSONValue) {
        if let id = message["id"]?.intValue {
            state.withLock { $0.pending.removeValue(forKey: Int(id)) }?.resume(returning: message)
            return
        }
        let ready = state.withLock { state -> [CheckedContinuation<JSONValue, any Error>] in
            state.events.append(message)
            let keys = state.eventWaiters.filter { state.events.count > $0.value.after && $0.value.match(message) }.map(\.key)
            return keys.compactMap { state.eventWaiters.removeValue(forKey: $0)?.continuation }
        }
        for waiter in ready { waiter.resume(returning: message) }
    }
}
