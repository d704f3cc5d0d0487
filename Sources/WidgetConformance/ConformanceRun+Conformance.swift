import Synchronization
import WidgetConcurrency
import WidgetJSON
import WidgetProtocol
import WidgetRPC
import WidgetSamples

// The conformance transcript (`protocol/conformance/any-widget.jsonl`, README §11), replayed in a
// fresh process: the receiver rules, the states and the precedence of errors, each line feeding
// the check it names. Replies are compared by shape: the id, the kind, the error code and the
// expected `data` members; a result must decode as its method's result.
extension ConformanceRun {
    /// Replays the transcript. `initCase` fills the `init` line (a sample of a dashboard the
    /// widget declared).
    func replayConformance(_ transcript: ConformanceTranscript, initCase: SampleSet.InitCase) async {
        let session: CheckSession
        do {
            session = try await launch("conformance", tape: true)
        } catch {
            relaunchFailed(error, context: "conformance", checks: Array(transcript.checks))
            return
        }
        guard let tape = session.log.tape else { return }
        let reader = TapeReader(tape: tape)
        var methods: [RequestID: String] = [:]
        var lost: String?
        // A widget that left a reply out but said something meanwhile (a JSON-RPC library
        // answering a bad request with id null) is still there, and the replay goes on; one that
        // said nothing for a whole wait, or ended, is given up, so a hung widget costs one wait.
        // The ids of a group given up on: their replies, arriving late, belong to no later group.
        var abandoned: Set<RequestID> = []
        for group in transcript.groups {
            if let lost {
                for check in Set(group.sends.map(\.check) + group.expectations.map(\.check)) {
                    recorder.skip(check, because: lost)
                }
                continue
            }
            for host in group.sends {
                let bytes = ConformanceTranscript.bytes(of: host.send, initParams: initCase.params)
                if let request = Self.request(in: bytes) { methods[request.id] = request.method }
                session.sendBytes(bytes)
            }
            let patience = .seconds(2) * (2 * options.deadlineScale) + .seconds(1)
            let awaited = group.expectations.last(where: { $0.id != nil })?.id
            let nullReplies = group.expectations.filter { $0.id == nil }.count
            var received = await reader.collect(until: awaited, patience: patience, nullReplies: nullReplies)
            if received.ended == .answeredWithNull {
                // The awaited reply may still come (a widget may answer in any order), but not
                // after the whole patience: a moment is enough.
                let rest = await reader.collect(until: awaited, patience: .seconds(1) * options.deadlineScale)
                received = (received.items + rest.items, rest.ended)
            }
            // When the widget stopped answering, that is the failure: the replies it never sent are not listed.
            judge(group, received.items, methods: methods, complete: received.ended == nil, abandoned: abandoned)
            if let ended = received.ended {
                let why = ended == .closed ? await session.exitDescription() : "no reply within \(patience)"
                recorder.fail(group.check, "conformance transcript line \(group.expectations.first?.line ?? 0)", actual: why)
                abandoned.formUnion(group.expectations.compactMap(\.id))
                let spoke = received.items.contains { if case .message = $0 { return true } else { return false } }
                if ended == .closed || !spoke {
                    lost = "the widget stopped answering earlier in the conformance transcript (\(why))"
                }
            }
        }
        session.closeInput()
        await session.stop(grace: options.exitGrace)
        await sweepLeftovers(after: session)
    }

    /// Compares what arrived with what the group expects; every difference fails a check.
    private func judge(
        _ group: ConformanceTranscript.Group, _ items: [SessionLog.TapeItem], methods: [RequestID: String], complete: Bool,
        abandoned: Set<RequestID>
    ) {
        var byID: [RequestID: ConformanceTranscript.Expectation] = [:]
        var nullIDs: [ConformanceTranscript.Expectation] = []
        for expectation in group.expectations {
            if let id = expectation.id { byID[id] = expectation } else { nullIDs.append(expectation) }
        }
        var failed: Set<CheckID> = []
        func fail(_ expectation: ConformanceTranscript.Expectation?, _ actual: String) {
            let check = expectation?.check ?? group.check
            failed.insert(check)
            let context = "conformance transcript line \(expectation?.line ?? group.sends.first?.line ?? 0)"
            recorder.fail(check, context, actual: actual, hint: expectation.flatMap { Self.hint(for: $0) })
        }
        for item in items {
            switch item {
            case .message(.notification), .message(.request), .timeout:
                continue  // notifications may come at any time; requests are stdoutHygiene's
            case .message(.errorResponse(nil, let error)):
                guard !nullIDs.isEmpty else {
                    fail(nil, "sent an unexpected error response with id null: \(error.code.rawValue) \(error.message)")
                    continue
                }
                let expected = nullIDs.removeFirst()
                if let problem = Self.mismatch(expected, .errorResponse(id: nil, error: error), method: nil) { fail(expected, problem) }
            case .message(let message):
                if let id = message.id, abandoned.contains(id), byID[id] == nil { continue }  // a late reply, judged already
                guard let id = message.id, let expected = byID.removeValue(forKey: id) else {
                    fail(nil, "sent a message nothing asked for: \(message.json.serializedString().prefix(160))")
                    continue
                }
                if let problem = Self.mismatch(expected, message, method: methods[id]) { fail(expected, problem) }
            case .notJSONRPC(let text):
                fail(nil, "wrote JSON that is not a JSON-RPC message: \(text.prefix(160))")
            case .oversize(let count):
                fail(nil, "wrote a line of \(count) bytes, over the limit")
            }
        }
        for expected in nullIDs where complete {
            fail(expected, "no error response with id null (expected \(Self.describe(expected.message)))")
        }
        for expected in byID.values.sorted(by: { $0.line < $1.line }) where complete {
            fail(expected, "no reply to \(expected.id.map { "\($0)" } ?? "?") (expected \(Self.describe(expected.message)))")
        }
        // `init` passes are counted per sample by the sessions that exercise them.
        for check in Set(group.sends.map(\.check) + group.expectations.map(\.check)) where !failed.contains(check) && check != .initSamples
        {
            recorder.pass(check)
        }
    }

    /// Why `message` does not match `expected` by shape, or nil.
    static func mismatch(_ expected: ConformanceTranscript.Expectation, _ message: JSONRPCMessage, method: String?) -> String? {
        let got = message.json.serializedString()
        if expected.matchesAny {
            switch message {
            case .response, .errorResponse: return nil
            default: return "expected a reply, got \(got.prefix(160))"
            }
        }
        if let error = expected.message["error"] {
            guard case .errorResponse(_, let actual) = message else {
                return "expected \(describe(expected.message)), got \(got.prefix(160))"
            }
            let code = error["code"]?.intValue.map { Int($0) }
            if actual.code.rawValue != code {
                return "answered \(actual.code.rawValue) (\(actual.message.prefix(80))), expected \(describe(expected.message))"
            }
            if case .object(let data)? = error["data"] {
                for (key, value) in data where actual.data?[key] != value {
                    let found = actual.data?[key].map { $0.serializedString() } ?? "nothing"
                    return "error \(actual.code.rawValue) carries data.\(key) \(found), expected \(value.serializedString())"
                }
            }
            return nil
        }
        guard case .response(_, let result) = message else {
            return "expected a result, got \(got.prefix(160))"
        }
        guard let method, let entry = MessageRegistry.request(method) else { return nil }
        return resultProblem(entry.type, result.value)
    }

    /// A result must decode as its method's result type (content rules are other checks').
    private static func resultProblem<R: RequestType>(_ type: R.Type, _ result: JSONValue) -> String? {
        do {
            _ = try JSONValueDecoder().decode(R.Response.self, from: result)
            return nil
        } catch {
            return "the \(R.method) result does not have the shape of one: \(error) (got \(result.serializedString().prefix(120)))"
        }
    }

    static func describe(_ message: JSONValue) -> String {
        if let error = message["error"] {
            var text = "error \(error["code"]?.serializedString() ?? "?")"
            if let data = error["data"] { text += " with data \(data.serializedString())" }
            return text + " and id \(message["id"]?.serializedString() ?? "null")"
        }
        return "a result for id \(message["id"]?.serializedString() ?? "null")"
    }

    /// The note of the transcript line, as advice.
    static func hint(for expectation: ConformanceTranscript.Expectation) -> String? {
        expectation.note.map { "protocol/conformance/any-widget.jsonl line \(expectation.line): \($0)" }
    }

    /// The id and method of a request line, if it is one whose reply carries its id.
    static func request(in bytes: [UInt8]) -> (id: RequestID, method: String)? {
        guard let json = try? JSONValue(parsing: Array(bytes.dropLast())), let method = json["method"]?.stringValue,
            let id = json["id"].flatMap(RequestID.init(json:))
        else { return nil }
        return (id, method)
    }
}

/// Reads a session's tape up to the reply that ends a group, with a timeout.
final class TapeReader: Sendable {
    enum End: Sendable, Equatable {
        case closed, timedOut
        /// More errors with id null came than the group expects: a reply with an id was likely
        /// answered with id null instead (a JSON-RPC library's habit with requests it refuses).
        case answeredWithNull
    }

    private let tape: AsyncFIFO<SessionLog.TapeItem>
    private let nextTimer = Mutex<UInt64>(0)

    init(tape: AsyncFIFO<SessionLog.TapeItem>) {
        self.tape = tape
    }

    private static func text(of id: RequestID) -> String {
        switch id {
        case .number(let number): return String(number)
        case .string(let string): return string
        }
    }

    /// Items until the message with `id` (included), the tape's end, `patience` without it, or
    /// (with `nullReplies`) an error with id null more than the `nullReplies` expected.
    func collect(
        until id: RequestID?, patience: Duration, nullReplies: Int? = nil
    ) async -> (items: [SessionLog.TapeItem], ended: End?) {
        let token = nextTimer.withLock { value -> UInt64 in
            value += 1
            return value
        }
        let tape = tape
        let collected = Mutex<[SessionLog.TapeItem]>([])
        enum Stop { case closed, found, extraNull }
        let stop = await withDeadline(patience) { () -> Stop in
            // The tape's wait does not observe cancellation: the deadline ends it with a marker.
            await withTaskCancellationHandler { () -> Stop in
                var nulls = 0
                while true {
                    guard let item = await tape.next() else { return .closed }
                    if case .timeout(let fired) = item {
                        if fired == token { return .found }
                        continue
                    }
                    collected.withLock { $0.append(item) }
                    if case .message(.errorResponse(nil, _)) = item, let nullReplies {
                        nulls += 1
                        if nulls > nullReplies { return .extraNull }
                    }
                    // The awaited reply, or one that carries its id as the wrong kind (`"5"` for `5`):
                    // that one fails `requestIDs` when judged, and waiting longer would only time out.
                    if case .message(let message) = item, let id, message.method == nil,
                        message.id.map(Self.text(of:)) == Self.text(of: id)
                    {
                        return .found
                    }
                }
            } onCancel: {
                tape.append(.timeout(token))
            }
        }
        let items = collected.withLock { $0 }
        switch stop {
        case .closed?: return (items, .closed)
        case .found?: return (items, nil)
        case .extraNull?: return (items, .answeredWithNull)
        case nil: return (items, id == nil ? nil : .timedOut)
        }
    }
}
