import Testing
import WidgetJSON
import WidgetLogFormat

@testable import WidgetHost

/// The flight recorder's queue as a value: what it tells the recorder to do after each step
/// (wake the writer, write a batch, resume the flushes, stop), with no thread and no file.
@Suite struct RecorderQueueTests {
    typealias Queue = RecorderQueue

    static func queue(limit: Int = 100, reserve: Int = 2) -> Queue {
        Queue(capacity: .init(queueLimit: limit, lifecycleReserve: reserve, queueByteLimit: .max, budget: .unlimited))
    }

    static func message(_ widget: String = "w") -> RPCLogRecord {
        RPCLogRecord(widget: widget, instance: 1, pid: nil, direction: .toWidget, kind: .request)
    }

    static func lifecycle(_ widget: String = "w") -> RPCLogRecord {
        RPCLogRecord(widget: widget, instance: 1, pid: nil, direction: .host, kind: .stopped)
    }

    static func written(_ step: Queue.WriterStep) -> [RPCLogRecord.Kind]? {
        if case .write(let batch) = step { return batch.map(\.kind) }
        return nil
    }

    @Test func theFirstRecordIntoAnEmptyQueueWakesTheWriterAndTheRestDoNot() {
        var queue = Self.queue()
        let first = queue.record(Self.message())
        let second = queue.record(Self.message())
        #expect(first && !second)
        #expect(Self.written(queue.next(limit: 10)) == [.request, .request])
        let whileWriting = queue.record(Self.message())
        #expect(!whileWriting, "the writer holds a batch: it looks again before it sleeps")
        queue.written(2, rotations: 0, failed: [])
        #expect(Self.written(queue.next(limit: 10)) == [.request])
        queue.written(1, rotations: 1, failed: [])
        guard case .sleep = queue.next(limit: 10) else {
            Issue.record("not asleep")
            return
        }
        let afterSleep = queue.record(Self.message())
        #expect(afterSleep, "asleep on an empty queue: wake it")
        #expect(queue.statistics.written == 3 && queue.statistics.rotations == 1)
    }

    @Test func batchesAreTakenUpToTheLimitInOrder() {
        var queue = Self.queue()
        for _ in 0..<5 { queue.record(Self.message()) }
        queue.record(Self.lifecycle())
        #expect(Self.written(queue.next(limit: 4))?.count == 4)
        #expect(Self.written(queue.next(limit: 4)) == [.request, .stopped])
    }

    @Test func aFlushWaitsForWhatWasQueuedBeforeItToBeWrittenAndNoMore() {
        var queue = Self.queue()
        #expect(queue.isFlushed(through: queue.queuedTotal), "nothing queued")
        queue.record(Self.message())
        let mark = queue.queuedTotal
        #expect(!queue.isFlushed(through: mark))
        _ = queue.next(limit: 10)
        #expect(!queue.isFlushed(through: mark), "taken by the writer, not yet written")
        queue.record(Self.message())
        queue.written(1, rotations: 0, failed: [])
        #expect(queue.isFlushed(through: mark))
        #expect(!queue.isFlushed(through: queue.queuedTotal), "the later record is still queued")
        _ = queue.next(limit: 10)
        queue.written(0, rotations: 0, failed: [Self.message()])
        #expect(queue.isFlushed(through: queue.queuedTotal), "a failed write is done with too")
    }

    @Test func aFailedWriteIsCountedAsDroppedForItsWidget() {
        var queue = Self.queue()
        queue.record(Self.message("noisy"))
        _ = queue.next(limit: 10)
        queue.written(0, rotations: 0, failed: [Self.message("noisy")])
        #expect(queue.statistics.dropped == 1 && queue.statistics.droppedByWidget == ["noisy": 1])
    }

    @Test func aFullQueueKeepsRoomForLifecycleRecords() {
        var queue = Self.queue(limit: 4, reserve: 2)
        for _ in 0..<5 { queue.record(Self.message()) }
        queue.record(Self.lifecycle())
        #expect(queue.records.map(\.kind).filter { $0 == .request }.count == 2)
        #expect(queue.records.contains { $0.kind == .stopped })
        #expect(queue.statistics.dropped == 3)
    }

    @Test func aDropIsReportedThenCloseStopsTheWriterAndDropsWhatComesAfter() {
        var queue = Self.queue(limit: 3, reserve: 1)
        for _ in 0..<3 { queue.record(Self.message()) }
        let mark = queue.queuedTotal
        let closes = [queue.close(now: 1), queue.close(now: 2)]
        #expect(closes == [true, false], "once")
        let late = queue.record(Self.lifecycle())
        #expect(!late)
        #expect(queue.statistics.dropped == 2)
        #expect(Self.written(queue.next(limit: 10)) == [.request, .request, .recordsDropped])
        queue.written(2, rotations: 0, failed: [])
        #expect(queue.isFlushed(through: mark))
        guard case .finish = queue.next(limit: 10) else {
            Issue.record("the writer does not stop")
            return
        }
    }

    @Test func abandonDropsAndCountsAllButLifecycleRecordsAndReportsThem() {
        var queue = Self.queue()
        for _ in 0..<3 { queue.record(Self.message()) }
        queue.record(Self.lifecycle())
        queue.close(now: 1)
        let mark = queue.queuedTotal
        queue.abandon(now: 2)
        #expect(queue.phase == .abandoned)
        #expect(queue.statistics.dropped == 3)
        #expect(!queue.isFlushed(through: mark), "the lifecycle record is still to write")
        #expect(Self.written(queue.next(limit: 10)) == [.stopped, .recordsDropped])
        #expect(queue.admission.queued == 0)
    }

    /// The close gave up while the writer held a batch: it skips the batch's messages (they
    /// come back as failed) and writes its lifecycle records; once the queue is empty, the
    /// skipped messages get a report of their own, and then the writer stops.
    @Test func messagesSkippedInTheWritersBatchAreReportedBeforeItStops() throws {
        var queue = Self.queue()
        let skipped = [Self.message(), Self.message()]
        for record in skipped { queue.record(record) }
        queue.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .invalidResult))
        #expect(Self.written(queue.next(limit: 10)) == [.request, .request, .invalidResult])
        queue.close(now: 1)
        queue.abandon(now: 2)
        queue.written(1, rotations: 0, failed: skipped)
        let step = queue.next(limit: 10)
        #expect(Self.written(step) == [.recordsDropped])
        guard case .write(let reports) = step else { return }
        let report = try #require(reports.first)
        #expect(report.fields.first { $0.0 == .dropped }?.1 == .int(2))
        #expect(queue.statistics.dropped == 2)
        queue.written(0, rotations: 0, failed: [])
        guard case .finish = queue.next(limit: 10) else {
            Issue.record("the writer does not stop")
            return
        }
    }

    /// The close gave up on the writer just as it finished (a record dropped after the close
    /// left a drop to report): the abandon queues nothing no writer will take, and a later
    /// flush is done at once instead of waiting for ever.
    @Test func afterTheWriterFinishedAbandonQueuesNothingAndAFlushReturnsAtOnce() {
        var queue = Self.queue()
        queue.close(now: 1)
        guard case .finish = queue.next(limit: 10) else {
            Issue.record("the writer does not stop")
            return
        }
        queue.record(Self.message())
        queue.abandon(now: 2)
        #expect(queue.records.isEmpty)
        #expect(queue.phase == .finished)
        #expect(queue.isFlushed(through: queue.queuedTotal))
        #expect(queue.statistics.dropped == 1)
    }
}
