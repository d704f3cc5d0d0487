import Foundation
import Testing
import WidgetTestSupport

extension DashboardTests {
    /// `widgets dashboard` live, on a real pseudo-terminal driven by Python's `pty`: keys reach the
    /// widgets and the terminal is restored on every way out.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardLiveTests {
        /// Starts the dashboard on a pty, waits until `wait_for` shows, sends each key then waits for its
        /// expected text, ends with `finish` (a key, or "SIGTERM"), and prints one line per step.
        static let driver = #"""
            import os, pty, select, signal, sys, time, json
            binary, state, finish = sys.argv[1], sys.argv[2], sys.argv[3]
            steps = json.loads(sys.argv[4])
            pid, fd = pty.fork()
            if pid == 0:
                os.environ["XDG_STATE_HOME"] = state
                # No installed widget or layout of the user's: the bundled examples.
                os.environ["XDG_CONFIG_HOME"], os.environ["XDG_DATA_HOME"] = state + "/config", state + "/data"
                if os.environ.get("DRIVER_PLAIN") != "1": os.environ.pop("NO_COLOR", None)
                else: os.environ["NO_COLOR"] = "1"
                os.execv(binary, ["widgets", "dashboard"])
            seen = b""
            def wait_for(text, timeout=15):
                global seen
                end = time.time() + timeout
                while time.time() < end:
                    if text.encode() in seen: return True
                    r, _, _ = select.select([fd], [], [], 0.1)
                    if r:
                        try: seen += os.read(fd, 65536)
                        except OSError: return text.encode() in seen
                return False
            for key, expected in steps:
                seen = b""
                if key: os.write(fd, key.encode())
                print("%r -> %s" % (key, wait_for(expected)))
            seen = b""
            if finish == "SIGTERM": os.kill(pid, signal.SIGTERM)
            else: os.write(fd, finish.encode())
            print("restored", wait_for("\x1b[?1049l", 10))
            _, status = os.waitpid(pid, 0)
            print("exit", os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1)
            """#

        /// `plain`: no colour, so expected texts can span styled runs.
        func drive(
            _ steps: [(String, String)], finish: String, plain: Bool = false, state: String = temporaryDirectory("live")
        ) async throws -> [String] {
            let stepsJSON = "[" + steps.map { "[\(json($0.0)), \(json($0.1))]" }.joined(separator: ",") + "]"
            let result = try await run(
                which("python3") ?? "/usr/bin/python3",
                ["-c", Self.driver, BuiltProducts.path(of: "widgets"), state, finish, stepsJSON],
                environment: plain ? ["DRIVER_PLAIN": "1"] : [:])
            #expect(result.status == 0, "driver: \(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }

        private func json(_ text: String) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst()
                .dropLast().description
        }

        @Test func keysOpenAPopupPressAButtonAndCycleTheWidth() async throws {
            let lines = try await drive(
                [
                    ("", "\u{1B}[?1049h"),  // the alternate screen
                    ("", "Trip checklist"),
                    ("\u{1B}[B", "checklist"),  // ↓ selects the checklist
                    ("\r", "Reset"),  // Enter opens its popup
                    ("\u{1B}", "Trip checklist"),  // Esc closes it
                    ("1", "1 of 7 done"),  // 1 presses the first "Done"
                    ("w", "400 pt"),
                ], finish: "q")
            #expect(
                lines == [
                    "'' -> True", "'' -> True", "'\\x1b[B' -> True", "'\\r' -> True", "'\\x1b' -> True", "'1' -> True", "'w' -> True",
                    "restored True", "exit 0",
                ])
        }

        /// Issue 10: a presented controller is usable, not view-only: focus reaches its toggles,
        /// Enter or space toggles them, and the popup is asked again and redrawn after each
        /// action and after Reset (a header button), while the card behind it follows.
        @Test func theChecklistPopupsTogglesCanBeReachedAndToggled() async throws {
            let lines = try await drive(
                [
                    ("", "Trip checklist"),
                    ("\u{1B}[B", "checklist"),  // ↓ selects the checklist
                    ("\r", "Reset"),  // Enter opens its popup; focus is on the first toggle
                    (" ", "[✓] Passport or ID"),  // space toggles it, and the popup shows it
                    ("\u{1B}[B", "› [ ] Phone charger"),  // ↓ moves the focus to the second toggle
                    ("\r", "[✓] Phone charger"),  // Enter toggles that one
                    ("1", "[ ] Passport or ID"),  // 1 presses Reset: both are unchecked again
                    ("\u{1B}", "0 of 7 done"),  // Esc closes the popup; the card agrees
                ], finish: "q", plain: true)
            #expect(
                lines == [
                    "'' -> True", "'\\x1b[B' -> True", "'\\r' -> True", "' ' -> True", "'\\x1b[B' -> True", "'\\r' -> True",
                    "'1' -> True", "'\\x1b' -> True", "restored True", "exit 0",
                ])
        }

        /// Issue 10: a card the user hides stays hidden on the next run of that dashboard, until `s`.
        @Test func aHiddenCardStaysHiddenOnTheNextRun() async throws {
            let state = temporaryDirectory("hide")
            let hid = try await drive(
                [
                    ("", "Trip checklist"),
                    ("\u{1B}[B", "checklist"),  // ↓ selects the checklist
                    ("h", "checklist hidden by you"),
                ], finish: "q", plain: true, state: state)
            #expect(hid == ["'' -> True", "'\\x1b[B' -> True", "'h' -> True", "restored True", "exit 0"])
            let next = try await widgets(["dashboard", "--once"], state: state)
            #expect(next.status == 0, "\(next.stderr)")
            // Not drawn, but listed, with who hid it (issue 27).
            #expect(!next.stdout.contains("Trip checklist") && next.stdout.contains("\nchecklist      hidden by you"), "\(next.stdout)")
            let shown = try await drive([("", "hidden by you"), ("s", "Trip checklist")], finish: "q", plain: true, state: state)
            #expect(shown == ["'' -> True", "'s' -> True", "restored True", "exit 0"])
            let after = try await widgets(["dashboard", "--once"], state: state)
            #expect(after.stdout.contains("Trip checklist"), "\(after.stdout)")
        }

        @Test(arguments: ["\u{03}", "SIGTERM"])
        func ctrlCAndSIGTERMRestoreTheTerminal(_ finish: String) async throws {
            let lines = try await drive([("", "Trip checklist")], finish: finish)
            #expect(lines == ["'' -> True", "restored True", "exit 0"])
        }
    }
}
