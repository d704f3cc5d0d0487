import Dispatch
import Foundation
import WidgetHTTP
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetRPC

/// The event stream of one open inspector: the widget's state, its restarts and sandbox, its
/// trace as it happens, and its cost (CPU and memory of its process tree) every
/// ``sampleInterval``. Sampling runs only while the stream is open: closing the panel (or the
/// page) cancels it.
///
/// Events: `inspection` (the whole panel but the trace and the cost; again after every
/// lifecycle record and with every sample), `trace` (rows: the recent ones when it opens, then
/// each new one), `cost` (a sample).
struct InspectorFeed: Sendable {
    let dashboard: any ServedDashboard
    let book: TraceBook
    /// How often the widget's process tree is sampled while the inspector is open.
    var sampleInterval: Duration = .seconds(2)
    /// Trace rows sent when the inspector opens.
    var backlog = 200

    func stream(for id: String) -> AsyncStream<ServerSentEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self, bufferingPolicy: .bufferingNewest(512))
        let records = book.subscribe(id)
        let task = Task {
            let backlog = JSONValue.array(book.recent(id, limit: backlog).map(TraceBook.row))
            continuation.yield(ServerSentEvent(event: "trace", data: backlog.serializedString()))
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await followTrace(id, records, into: continuation) }
                group.addTask { await sampleCost(id, into: continuation) }
                await group.next()
                group.cancelAll()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// A `trace` event per record, and the state again after each lifecycle record.
    private func followTrace(
        _ id: String, _ records: AsyncStream<JSONValue>, into continuation: AsyncStream<ServerSentEvent>.Continuation
    ) async {
        for await record in records {
            continuation.yield(ServerSentEvent(event: "trace", data: JSONValue.array([TraceBook.row(record)]).serializedString()))
            if let kind = record.logKind, TraceBook.showsStateAgain(after: kind) {
                _ = await sendInspection(id, to: continuation)
            }
        }
    }

    /// The state, then every `sampleInterval` a `cost` sample of the widget's process tree and
    /// the state again, until cancelled.
    private func sampleCost(_ id: String, into continuation: AsyncStream<ServerSentEvent>.Continuation) async {
        var pid = await sendInspection(id, to: continuation)
        var previous: (at: ContinuousClock.Instant, usage: ProcessTreeUsage)?
        while !Task.isCancelled {
            if let root = pid, let usage = await Self.sample(root) {
                let at = ContinuousClock.now
                var point: JSONObject = [
                    "time": .double(Date().timeIntervalSince1970), "rssBytes": .int(Int64(usage.residentBytes)),
                    "cpuSeconds": .double(usage.cpuTime.inSeconds), "processes": .int(Int64(usage.processes)),
                ]
                // CPU use since the last sample of the same process, as a share of one core.
                if let previous, usage.cpuTime >= previous.usage.cpuTime {
                    let percent = (usage.cpuTime - previous.usage.cpuTime).inSeconds / (at - previous.at).inSeconds * 100
                    point["cpuPercent"] = .double((percent * 10).rounded() / 10)
                }
                previous = (at, usage)
                continuation.yield(ServerSentEvent(event: "cost", data: JSONValue.object(point).serializedString()))
            } else {
                previous = nil
            }
            try? await Task.sleep(for: sampleInterval)
            guard !Task.isCancelled else { return }
            let now = await sendInspection(id, to: continuation)
            if now != pid { previous = nil }
            pid = now
        }
    }

    /// Sends the `inspection` event; returns the widget's pid.
    private func sendInspection(_ id: String, to continuation: AsyncStream<ServerSentEvent>.Continuation) async -> Int32? {
        guard let inspection = await dashboard.inspection(of: id) else {
            continuation.yield(ServerSentEvent(event: "inspection", data: #"{"missing":true}"#))
            return nil
        }
        let payload: JSONValue = [
            "id": .string(id), "status": .string(inspection.status), "reason": inspection.reason.map(JSONValue.string) ?? .null,
            "pid": inspection.pid.map { .int(Int64($0)) } ?? .null, "instance": .int(Int64(inspection.instance)),
            "restarts": .int(Int64(inspection.restarts)), "run": .string(inspection.run.rawValue),
            "command": .array(inspection.command.map(JSONValue.string)),
            "stderr": .array(inspection.standardErrorTail.map(JSONValue.string)),
            "counters": .object(JSONObject(inspection.counters.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) })),
            "usage": .object(JSONObject(inspection.usage.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) })),
            "restartLog": .array(book.restarts(id)), "sandbox": book.sandbox(id) ?? .null,
        ]
        continuation.yield(ServerSentEvent(event: "inspection", data: payload.serializedString()))
        return inspection.pid
    }

    /// Samples `root`'s tree off the cooperative pool (it reads every `/proc/<pid>/stat`).
    static func sample(_ root: Int32) async -> ProcessTreeUsage? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async { continuation.resume(returning: ProcessTreeUsage.sample(root: root)) }
        }
    }
}
