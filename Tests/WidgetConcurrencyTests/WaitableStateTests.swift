import Testing
import WidgetConcurrency

/// The one waiter set: resumed by the update that satisfies it, in order, or by cancellation.
@Suite(.timeLimit(.minutes(1)))
struct WaitableStateTests {
    @Test func waitThatAlreadyHoldsReturnsAtOnce() async {
        let state = WaitableState(3)
        #expect(await state.take { $0 >= 3 ? $0 * 10 : nil } == 30)
    }

    @Test func updateResumesTheWaitersItSatisfiesAndKeepsTheOthers() async {
        let counts = WaitableState(0)
        let two = Task { await counts.wait { $0 >= 2 } }
        let five = Task { await counts.wait { $0 >= 5 } }
        while counts.waiterCountForTesting < 2 { await Task.yield() }
        counts.update { $0 = 2 }
        #expect(await two.value)
        #expect(counts.waiterCountForTesting == 1)
        counts.update { $0 = 5 }
        #expect(await five.value)
    }

    @Test func waiterMayTakeWhatItWaitedFor() async {
        let mailbox = WaitableState<[String]>([])
        let batch = Task {
            await mailbox.take { box -> [String]? in
                guard !box.isEmpty else { return nil }
                defer { box = [] }
                return box
            }
        }
        while mailbox.waiterCountForTesting < 1 { await Task.yield() }
        mailbox.update { $0 += ["a", "b"] }
        #expect(await batch.value == ["a", "b"])
        #expect(mailbox.value.isEmpty)
    }

    @Test func cancelledWaitReturnsNilAndLeavesNoWaiter() async {
        let state = WaitableState(false)
        let waiting = Task { await state.take { $0 ? 1 : nil } }
        while state.waiterCountForTesting < 1 { await Task.yield() }
        waiting.cancel()
        #expect(await waiting.value == nil)
        #expect(state.waiterCountForTesting == 0)

        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await state.take { $0 ? 1 : nil }
        }
        #expect(await early.value == nil, "cancelled before it began to wait")
    }

    /// A wait that must see its event (a process's exit) outlasts its task's cancellation, and
    /// one cancelled before it began still waits.
    @Test func waitIgnoringCancellationEndsOnlyWithItsValue() async {
        let status = WaitableState<Int?>(nil)
        let waiting = Task { await status.takeIgnoringCancellation { $0 } }
        while status.waiterCountForTesting < 1 { await Task.yield() }
        waiting.cancel()
        #expect(status.waiterCountForTesting == 1, "still waiting after the cancel")
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await status.takeIgnoringCancellation { $0 }
        }
        while status.waiterCountForTesting < 2 { await Task.yield() }
        status.update { $0 = 9 }
        #expect(await waiting.value == 9)
        #expect(await early.value == 9)
        #expect(status.waiterCountForTesting == 0)
    }
}
