import Glibc
import Synchronization
import Testing
import WidgetProcess
import WidgetRPC
import WidgetTestSupport

/// `CPUHeavy` in a suite of its own: its bodies queue behind every other CPU-heavy test body of
/// the bundle (fuzz and differential runs take minutes in a loaded full run), so the one-minute
/// limit of `TestSupportTests` measured the queue, not this test. The limit here only a hang reaches.
@Suite(.timeLimit(.minutes(15)))
struct CPUHeavyTests {
    @Test func cpuHeavyBodiesRunOneAtATimeAndCountForTheTest() async {
        final class Tally: Sendable {
            let active = Mutex(0)
            let overlaps = Mutex(0)
        }
        let tally = Tally()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    await CPUHeavy.run {
                        let running = tally.active.withLock { count in
                            count += 1
                            return count
                        }
                        if running > 1 { tally.overlaps.withLock { $0 += 1 } }
                        usleep(5_000)  // room for a second body to overlap, if it could
                        tally.active.withLock { $0 -= 1 }
                        #expect(Test.current != nil, "the test's task-local context came along")
                    }
                }
            }
        }
        #expect(tally.overlaps.withLock { $0 } == 0)
    }
}
