import Testing
import WidgetProtocol
import WidgetRPC

@testable import WidgetHost

/// The machine behind the supervisor's line order, against seeded interleavings: a widget
/// answers the host's requests (handshake, cells, taps, actions) and writes notifications of
/// every kind before and after its replies (`canBeDisplayed` either way, `reloadWidget`,
/// `presentWidgetController`), several at a time. Its lines are stamped in the order it wrote
/// them (``Arrival``), then reach the host on two paths, as in the real host: each reply through
/// the task that waited for it, at any moment, and the notifications one after another through
/// the dispatcher. The host puts them back in line with an ``ArrivalOrder`` and feeds them to the
/// machine, as the supervisor does. At the end, the machine follows the last word in line order:
/// - the card's visibility is the last `canBeDisplayed`, of the `init` reply and the notifications;
/// - a `reloadWidget` is followed by a cell read after it (or one owed, while hidden);
/// - the presentations (controllers `viewController` returned, `presentWidgetController`s the
///   ready machine passed on) come out exactly in line order, so the last one written is on top.
///
/// Without the order, the same worlds lose the last word: the control test shows they would.
@Suite struct WidgetMachineOrderTests {
    typealias H = MachineHarness

    @Test(arguments: 0..<200)
    func theLastWordInLineOrderWins(seed: UInt64) {
        var world = World(seed: seed, ordered: true)
        world.run()
        if let wrong = world.verdict() {
            Issue.record("seed \(seed): \(wrong)\nlines: \(world.written.map(\.description).joined(separator: " "))")
        }
        #expect(world.written.count >= 2, "the widget got through its handshake")
    }

    @Test func withoutTheOrderSomeInterleavingsLoseTheLastWord() {
        // The same worlds, each line applied as it happens to come round: the checks above must
        // be able to fail, and they do, for the card's visibility (the race of issue 27) and for
        // the presentations.
        let wrong = (0..<200).compactMap { seed -> Wrong? in
            var world = World(seed: UInt64(seed), ordered: false)
            world.run()
            return world.verdict()
        }
        #expect(wrong.contains { if case .visibility = $0 { true } else { false } })
        #expect(wrong.contains { if case .presentation = $0 { true } else { false } })
    }

    /// How an end state fails the last word.
    enum Wrong: Error, CustomStringConvertible {
        case visibility(String), reload(String), presentation(String)

        var description: String {
            switch self {
            case .visibility(let why), .reload(let why), .presentation(let why): why
            }
        }
    }

    /// What the widget wrote on one line.
    enum Said: Hashable, CustomStringConvertible {
        case initializeReply, initReply(Bool), heightReply(fetch: Int), cellReply(fetch: Int)
        case controllerReply(String?), actionReply
        case canBeDisplayed(Bool), reload, present(String)

        var isReply: Bool {
            switch self {
            case .canBeDisplayed, .reload, .present: false
            default: true
            }
        }

        var description: String {
            switch self {
            case .initializeReply: "initialize←"
            case .initReply(let shown): "init←\(shown)"
            case .heightReply(let fetch): "height#\(fetch)←"
            case .cellReply(let fetch): "cell#\(fetch)←"
            case .controllerReply(let title): "viewController←\(title ?? "null")"
            case .actionReply: "action←"
            case .canBeDisplayed(let shown): "canBeDisplayed(\(shown))"
            case .reload: "reloadWidget"
            case .present(let title): "present(\(title))"
            }
        }
    }

    struct Line: Sendable, CustomStringConvertible {
        var arrival: Arrival
        var said: Said
        var description: String { "\(arrival.number):\(said)" }
    }

    /// A request the host sent and the widget has not answered.
    enum Asked: Hashable {
        case initialize, initContext, height(fetch: Int), cell(fetch: Int), viewController, action
    }

    struct World {
        var h = H()
        var random: WidgetMachineGeneratedTests.SeededRandom
        let ordered: Bool
        var order = ArrivalOrder<Line>()
        var asked: [Asked] = []
        /// Every line, in the order written.
        var written: [Line] = []
        /// Replies on their way to their callers (any order), notifications through the
        /// dispatcher (in order).
        var replies: [Line] = []
        var notifications: [Line] = []
        /// What the host presented, in the order it did.
        var presented: [String] = []
        var taps = 0
        /// What this widget is like: whether it speaks up on its own, besides right after a
        /// reply, and which notifications it sends (some only show or hide themselves).
        let spontaneous: Bool
        let kinds: [Int]

        init(seed: UInt64, ordered: Bool) {
            var random = WidgetMachineGeneratedTests.SeededRandom(state: seed)
            spontaneous = Bool.random(using: &random)
            kinds = [0, 1, 2, 3].filter { _ in Bool.random(using: &random) }.nilIfEmpty ?? [0, 1]
            self.random = random
            self.ordered = ordered
            h.width(H.width)
            h.start()
            h.spawned(1)
            asked = [.initialize]
        }

        mutating func run() {
            // Short worlds end on the handshake's last word, long ones on a late notification.
            for _ in 0..<Int.random(in: 4...120, using: &random) { step(lively: true) }
            // Quiet down: answer and deliver everything, adding nothing, until nothing moves.
            var steps = 0
            while !(asked.isEmpty && replies.isEmpty && notifications.isEmpty) {
                step(lively: false)
                steps += 1
                precondition(steps < 10_000, "the world does not settle")
            }
        }

        mutating func step(lively: Bool) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2: answer(lively: lively)
            case 3 where lively && spontaneous: say(notification())
            case 4 where lively: host()
            case 5, 6: deliverNotification()
            default: deliverReply()
            }
        }

        // MARK: - The widget

        private mutating func answer(lively: Bool) {
            guard !asked.isEmpty else { return deliverReply() }
            let request = asked.remove(at: Int.random(in: 0..<asked.count, using: &random))
            let reply: Said
            switch request {
            case .initialize: reply = .initializeReply
            case .initContext: reply = .initReply(Bool.random(using: &random))
            case .height(let fetch): reply = .heightReply(fetch: fetch)
            case .cell(let fetch): reply = .cellReply(fetch: fetch)
            case .viewController:
                taps += 1
                reply = .controllerReply(Bool.random(using: &random) ? "tap \(taps)" : nil)
            case .action: reply = .actionReply
            }
            // Now and then something said while answering, before the reply.
            if lively, Int.random(in: 0..<4, using: &random) == 0 { say(notification()) }
            say(reply)
            // And often right after it, in the same write: the race of issue 27 (after `init`
            // also while the world quiets down, as a widget that shows itself once it has data).
            if lively || request == .initContext {
                for _ in 0..<Int.random(in: 0...2, using: &random) { say(notification()) }
            }
        }

        private mutating func notification() -> Said {
            switch kinds.randomElement(using: &random)! {
            case 0: .canBeDisplayed(true)
            case 1: .canBeDisplayed(false)
            case 2: .reload
            default: .present("notice \(written.count)")
            }
        }

        private mutating func say(_ said: Said) {
            let line = Line(arrival: Arrival(number: UInt64(written.count + 1)), said: said)
            written.append(line)
            if said.isReply { replies.append(line) } else { notifications.append(line) }
        }

        // MARK: - The host

        /// A tap or a button press, while ready (one of each in flight, as a dashboard does).
        private mutating func host() {
            guard case .ready = h.machine.lifecycle else { return }
            let request: Asked = Bool.random(using: &random) ? .viewController : .action
            if !asked.contains(request) { asked.append(request) }
        }

        private mutating func deliverReply() {
            guard !replies.isEmpty else { return deliverNotification() }
            receive(replies.remove(at: Int.random(in: 0..<replies.count, using: &random)))
        }

        private mutating func deliverNotification() {
            guard !notifications.isEmpty else { return }
            receive(notifications.removeFirst())
        }

        private mutating func receive(_ line: Line) {
            guard ordered else { return apply(line) }
            for due in order.arrived(line.arrival, line) { apply(due) }
        }

        /// What the supervisor does with each line, in its turn.
        private mutating func apply(_ line: Line) {
            switch line.said {
            case .initializeReply: h.initializeAnswered(1)
            case .initReply(let shown): h.initAnswered(1, .success(shown))
            case .heightReply(let fetch): h.height(fetch, .success(60))
            case .cellReply(let fetch): h.cell(fetch, .success(ProtocolFixtures.cellResponse("\(line.arrival.number)")))
            case .controllerReply(let title):
                h.callFinished(1, nil)
                if let title { presented.append(title) }
            case .actionReply: h.callFinished(1, nil)
            case .canBeDisplayed(let shown): h.canBeDisplayed(1, shown)
            case .reload: h.reload(1)
            case .present(let title):
                let controller = WidgetController(presentation: .modal, title: title, content: .text(TextNode(title)))
                if h.present(1, controller) != nil { presented.append(title) }
            }
            for effect in h.effects {
                switch effect {
                case .send(.initContext, _): asked.append(.initContext)
                case .send(let step, _): Issue.record("unexpected handshake step \(step)")
                case .fetchHeight(_, let fetch): asked.append(.height(fetch: fetch))
                case .fetchCell(_, let fetch): asked.append(.cell(fetch: fetch))
                default: break
                }
            }
        }

        // MARK: - The last word

        /// What is wrong with the end state, judged from the lines in the order written.
        func verdict() -> Wrong? {
            let lastShown = written.last { line in
                switch line.said {
                case .initReply, .canBeDisplayed: true
                default: false
                }
            }
            let expectedShown: Bool? =
                switch lastShown?.said {
                case .initReply(let shown)?, .canBeDisplayed(let shown)?: shown
                default: nil
                }
            if h.machine.cell.canBeDisplayed != expectedShown {
                return .visibility(
                    "canBeDisplayed is \(String(describing: h.machine.cell.canBeDisplayed)), the last word was \(String(describing: lastShown))"
                )
            }
            let initArrival = written.first { if case .initReply = $0.said { true } else { false } }?.arrival.number ?? .max
            if let reload = written.last(where: { $0.said == .reload }), reload.arrival.number > initArrival {
                let lastCell = written.last { if case .cellReply = $0.said { true } else { false } }?.arrival.number ?? 0
                let owed = h.machine.cell.fetch == .idle(owed: true)
                if lastCell < reload.arrival.number && !(expectedShown == false && owed) {
                    return .reload("reloadWidget at \(reload.arrival.number) was followed by no cell (the last came at \(lastCell))")
                }
            }
            let expectedPresented = written.compactMap { line -> String? in
                switch line.said {
                case .controllerReply(let title): title
                case .present(let title) where line.arrival.number > initArrival: title
                default: nil
                }
            }
            if presented != expectedPresented {
                return .presentation("presented \(presented), in line order \(expectedPresented)")
            }
            return nil
        }
    }
}

extension Array {
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
