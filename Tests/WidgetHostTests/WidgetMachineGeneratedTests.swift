import Foundation
import Testing
import WidgetProcess
import WidgetProtocol

@testable import WidgetHost

/// The machine against seeded random input sequences: a simulated world does what a driver and
/// a widget might do, in any order (host requests, spawns, answers and failures, exits,
/// notifications, timers, time), and after every step the two rules hold:
/// - no spawn (and no restart armed) after the host's stop, until a retry;
/// - at most one fetch in flight per instance: a `cellHeight` is never sent while another
///   fetch to that instance is unanswered (the rest collapses into one pending).
///
/// The world is also unkind in the ways a real one is: timers fire after the machine cancelled
/// them (the sleep ended as the cancel came), and an ended instance's notifications, closed
/// stdout and call results arrive late. No input may reach a precondition (that would end the
/// test process), and the rules still hold.
@Suite struct WidgetMachineGeneratedTests {
    typealias H = MachineHarness
    typealias M = WidgetMachine

    @Test(arguments: 0..<64)
    func rulesHoldAfterEveryStep(seed: UInt64) {
        var world = World(seed: seed)
        for step in 0..<400 {
            world.step()
            if let broken = world.broken {
                Issue.record("seed \(seed), step \(step): \(broken)\n\(world.trail.suffix(12).joined(separator: "\n"))")
                return
            }
        }
        #expect(world.inputs > 300, "the world kept finding things to do")
        #expect(world.fetchesBegun > 0 && world.spawnsBegun > 1, "the world got as far as cells and restarts")
        #expect(world.lateTimers > 0, "the world fired cancelled timers")
    }

    /// A small, seeded random source (SplitMix64), so a failure can be replayed.
    struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Everything outside the machine: its processes, calls in flight and the host.
    struct World {
        /// A call the machine began and the world has not answered yet.
        enum Call: Hashable {
            case handshake(M.HandshakeStep, instance: Int)
            case height(fetch: Int, instance: Int)
            case cell(fetch: Int, instance: Int)

            var instance: Int {
                switch self {
                case .handshake(_, let number), .height(_, let number), .cell(_, let number): number
                }
            }
        }

        var h = H(restart: testPolicies(maxRestarts: 4, initialDelay: .milliseconds(500)))
        var random: SeededRandom
        /// Spawns begun and not reported.
        var spawning: Set<Int> = []
        /// Processes that run (reported spawned) and have not exited; the discarded and the
        /// killed ones will exit.
        var running: Set<Int> = []
        var doomed: Set<Int> = []
        var calls: [Call] = []
        /// Stop sequences running, and which of them have reported their end.
        var stopping: Set<Int> = []
        var hostStopped = false
        var inputs = 0
        var fetchesBegun = 0
        var spawnsBegun = 0
        var lateTimers = 0
        var broken: String?
        var trail: [String] = []

        init(seed: UInt64) {
            random = SeededRandom(state: seed)
            // A dashboard shows the card at a width from the start (it may change it later).
            h.width(H.width)
        }

        mutating func step() {
            switch Int.random(in: 0..<15, using: &random) {
            case 0: host()
            case 1, 2: reportSpawn()
            case 3, 4: answerCall()
            case 5: exitSomething()
            case 6: widgetSays()
            case 7: finishStop()
            case 8: fireTimer()
            case 9: h.advance(by: .milliseconds(Int64.random(in: 0...2000, using: &random)))
            case 10: reportOtherCall()
            case 11: fireCancelledTimer()
            default: answerCall()
            }
            check()
        }

        // MARK: - What the world does

        private mutating func host() {
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                hostStopped = true
                perform("stop") { $0.h.stop() }
            case 1, 2, 3:
                // Only a retry lifts the stop: its spawn is allowed, a refused one changes nothing.
                let stopped = hostStopped
                hostStopped = false
                if perform("retry", { $0.h.retry() }) == nil { hostStopped = stopped }
            case 4, 5:
                perform("start") { $0.h.start() }
            case 6, 7:
                let width = [320.0, 375, 400].randomElement(using: &random)!
                perform("width \(width)") { $0.h.width(width) }
            case 8, 9:
                let shown = Bool.random(using: &random)
                perform("shown \(shown)") { $0.h.shown(shown) }
            default:
                let width = [320.0, 375, 400].randomElement(using: &random)!
                perform("refresh \(width)") { $0.h.refresh(width: width) }
            }
        }

        private mutating func reportSpawn() {
            guard let number = spawning.randomElement(using: &random) else { return host() }
            spawning.remove(number)
            if Int.random(in: 0..<8, using: &random) == 0 {
                perform("spawnFailed \(number)") { $0.h.spawnFailed(number, reason: "no such file") }
            } else {
                running.insert(number)
                perform("spawned \(number)") { $0.h.spawned(number) }
            }
        }

        private mutating func answerCall() {
            guard !calls.isEmpty else { return reportSpawn() }
            let call = calls.remove(at: Int.random(in: 0..<calls.count, using: &random))
            let fails = Int.random(in: 0..<5, using: &random) == 0
            let error = H.error(
                [.timedOut(after: .seconds(1)), .remote(.internalError("busy")), .connectionLost("gone"), .wedged].randomElement(
                    using: &random)!)
            switch call {
            case .handshake(.initialize, let number):
                perform("initialize \(number) \(fails ? "fails" : "ok")") {
                    $0.h.initializeAnswered(number, fails ? .failure(error) : .success(ProtocolFixtures.identity()))
                }
            case .handshake(.prepareData, let number):
                perform("prepareData \(number)") { $0.h.prepareDataAnswered(number, fails ? error : nil) }
            case .handshake(.initContext, let number):
                let displayable = Int.random(in: 0..<4, using: &random) != 0
                perform("init \(number) \(fails ? "fails" : "ok")") {
                    $0.h.initAnswered(number, fails ? .failure(error) : .success(displayable))
                }
            case .height(let fetch, _):
                perform("height #\(fetch) \(fails ? "fails" : "ok")") { $0.h.height(fetch, fails ? .failure(error) : .success(120)) }
            case .cell(let fetch, _):
                perform("cell #\(fetch) \(fails ? "fails" : "ok")") {
                    $0.h.cell(fetch, fails ? .failure(error) : .success(ProtocolFixtures.cellResponse()))
                }
            }
        }

        private mutating func exitSomething() {
            // The doomed (killed, discarded) go first; any running one may crash or end.
            let pool = doomed.isEmpty || Bool.random(using: &random) ? running : doomed
            guard let number = pool.filter({ !stopping.contains($0) }).randomElement(using: &random) else { return widgetSays() }
            let status = [TerminationStatus.exited(0), .exited(1), .signaled(9, coreDumped: false)].randomElement(using: &random)!
            running.remove(number)
            doomed.remove(number)
            perform("exit \(number) \(status)") { $0.h.exited(number, status) }
        }

        /// A process that runs, or now and then one that has ended (its report comes late).
        private mutating func someInstance() -> Int? {
            if h.machine.instance > 0, Int.random(in: 0..<4, using: &random) == 0 {
                return Int.random(in: 1...h.machine.instance, using: &random)
            }
            return running.randomElement(using: &random)
        }

        private mutating func widgetSays() {
            guard let number = someInstance() else { return host() }
            switch Int.random(in: 0..<5, using: &random) {
            case 0: perform("reload \(number)") { $0.h.reload(number) }
            case 1:
                let value = Bool.random(using: &random)
                perform("canBeDisplayed \(number) \(value)") { $0.h.canBeDisplayed(number, value) }
            case 2: perform("channelClosed \(number)") { $0.h.channelClosed(number) }
            case 3:
                let controller = WidgetController(presentation: .modal, title: "Details", content: .text(TextNode("x")))
                perform("present \(number)") { $0.h.present(number, controller) }
            default: perform("reload \(number)") { $0.h.reload(number) }
            }
        }

        private mutating func reportOtherCall() {
            guard let number = someInstance() else { return host() }
            let error: WidgetCallError? = Bool.random(using: &random) ? nil : H.timedOut
            perform("callFinished \(number) \(error == nil ? "ok" : "timedOut")") { $0.h.callFinished(number, error) }
        }

        /// A stop sequence ends: the process exits (if it has not) and the sequence reports,
        /// in either order.
        private mutating func finishStop() {
            guard let number = stopping.randomElement(using: &random) else { return fireTimer() }
            stopping.remove(number)
            let status = TerminationStatus.exited(0)
            let exitFirst = Bool.random(using: &random)
            if exitFirst, running.remove(number) != nil {
                doomed.remove(number)
                perform("exit \(number) (stopped)") { $0.h.exited(number, status) }
            }
            perform("stopFinished \(number)") { $0.h.stopFinished(number, status) }
            if running.remove(number) != nil {
                doomed.remove(number)
                perform("exit \(number) (after stopFinished)") { $0.h.exited(number, status) }
            }
        }

        private mutating func fireTimer() {
            guard let timer = h.armed.keys.randomElement(using: &random) else { return host() }
            perform("fire \(timer)") { $0.h.fire(timer) }
        }

        /// Any timer, armed or not: one the machine cancelled whose fire was already on its way.
        private mutating func fireCancelledTimer() {
            var timers: [M.Timer] = [.restart, .cellRetry, .timelineReload]
            if h.machine.instance > 0 {
                timers.append(.channelClosedGrace(instance: Int.random(in: 1...h.machine.instance, using: &random)))
            }
            let timer = timers.randomElement(using: &random)!
            lateTimers += 1
            perform("late fire \(timer)") { $0.h.fireEvenIfCancelled(timer) }
        }

        // MARK: - Bookkeeping and the rules

        /// Applies an input and takes note of what the machine began.
        @discardableResult
        private mutating func perform<R>(_ label: String, _ input: (inout World) -> R) -> R {
            inputs += 1
            let result = input(&self)
            trail.append("\(label) -> \(h.effects)")
            for effect in h.effects {
                switch effect {
                case .spawn(let number):
                    spawnsBegun += 1
                    spawning.insert(number)
                    if hostStopped { broken = "spawned instance \(number) after the host's stop" }
                    if !running.subtracting(doomed).isEmpty {
                        broken = "spawned instance \(number) while \(running.subtracting(doomed)) runs"
                    }
                case .arm(.restart) where hostStopped:
                    broken = "armed a restart after the host's stop"
                case .send(let step, let number):
                    calls.append(.handshake(step, instance: number))
                case .fetchHeight(let number, let fetch):
                    if let other = calls.first(where: { $0.instance == number && $0.isFetch }) {
                        broken = "fetch #\(fetch) began while \(other) is in flight"
                    }
                    fetchesBegun += 1
                    calls.append(.height(fetch: fetch, instance: number))
                case .fetchCell(let number, let fetch):
                    calls.append(.cell(fetch: fetch, instance: number))
                case .kill(let number), .discard(let number):
                    doomed.insert(number)
                case .stopSequence(let number):
                    stopping.insert(number)
                default:
                    break
                }
            }
            return result
        }

        private mutating func check() {
            guard broken == nil else { return }
            // One pending at most: the state has room for one, and it is only ever beside a fetch.
            if case .fetching(let fetch, _) = h.machine.cell.fetch, fetch.instance != h.machine.liveInstance {
                broken =
                    "fetch #\(fetch.id) is in flight for instance \(fetch.instance), not the live \(String(describing: h.machine.liveInstance))"
            }
            if h.snapshot.isFetching, !calls.contains(where: { $0.isFetch && $0.instance == h.machine.cell.fetch.inFlight?.instance }) {
                broken = "the machine waits for a fetch nobody is making"
            }
            if hostStopped, h.armed[.restart] != nil { broken = "a restart is armed after the host's stop" }
        }
    }
}

extension WidgetMachineGeneratedTests.World.Call {
    var isFetch: Bool {
        if case .handshake = self { return false }
        return true
    }
}
