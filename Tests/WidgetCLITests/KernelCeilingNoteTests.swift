import Testing
import WidgetProcess

@testable import widgets

/// `dashboard` and `serve` say when the kernel holds no ceiling on a widget's tasks (issue 32:
/// the mechanism in force is said, never left silent), and are quiet when it does.
struct KernelCeilingNoteTests {
    @Test func withoutAPidsCgroupTheNoteSaysWhatIsLeftOpen() throws {
        let note = try #require(SandboxArguments.kernelCeilingNote(place: nil))
        #expect(note.hasPrefix("Note: the host can make no pids cgroup here"))
        #expect(note.contains("a fork or thread flood can take process slots until the budget watchdog's next sample"))
        #expect(note.hasSuffix("\n"))
    }

    @Test(.enabled(if: CgroupPlace.holding(.tasks) != nil, "no pids cgroup this host may make"))
    func withOneThereIsNothingToSay() {
        #expect(SandboxArguments.kernelCeilingNote(place: CgroupPlace.holding(.tasks)) == nil)
    }
}
