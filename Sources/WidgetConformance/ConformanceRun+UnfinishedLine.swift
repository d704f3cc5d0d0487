import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRPC

// README §1: bytes after the last newline when the input ends are not a line. The `eof` session
// sends a whole `initialize` request without its newline before it closes the widget's stdin;
// a widget that answers it handles an unfinished line as a message (`lineEndings`).
extension ConformanceRun {
    /// A complete request, minus the newline that would make it a line.
    static let unfinishedLine = Array(#"{"jsonrpc":"2.0","id":"h-1","method":"initialize","params":{}}"#.utf8)

    /// Writes ``unfinishedLine``; the caller closes stdin right after.
    func sendUnfinishedLine(_ session: CheckSession) {
        session.sendBytes(Self.unfinishedLine)
    }

    /// After the widget exited: anything it answered fails `lineEndings`. JSON that is not a
    /// message is a stray line, as in any other session (the tape takes it from the hygiene check).
    func judgeUnfinishedLine(_ session: CheckSession) async {
        guard let tape = session.log.tape else { return }
        // A widget that exited has closed its stdout: the tape ends soon. One still running (it
        // ignored EOF, and failed for it) is not waited for.
        let patience = session.child.terminationStatus == nil ? .zero : .seconds(1) * options.deadlineScale
        let items = await TapeReader(tape: tape).collect(until: nil, patience: patience).items
        for item in items {
            switch item {
            case .message(let message) where message.method == nil:
                recorder.fail(
                    .lineEndings, "eof",
                    actual:
                        """
                        answered bytes after the last newline at EOF (a request without its \\n, then stdin closed): \
                        \(message.json.serializedString().prefix(160))
                        """)
            case .notJSONRPC(let text):
                recorder.fail(.stdoutHygiene, "eof", actual: "the widget wrote a line that is not a JSON-RPC message: \(text.prefix(120))")
            default:
                continue
            }
        }
    }
}
