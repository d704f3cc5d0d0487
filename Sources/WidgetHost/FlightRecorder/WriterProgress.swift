import Synchronization

/// What the flight recorder's writer thread is doing, for ``FlightRecorder/close()`` to tell a
/// writer that works (it finishes records, or is encoding one: bounded work) from one stuck in a
/// system call to a dead disk; and what the close told it (``skipsMessages``). The steps are
/// the writer thread's to count.
final class WriterProgress: Sendable {
    private let steps = Atomic<UInt64>(0)
    private let encoding = Atomic<Bool>(false)
    private let skipping = Atomic<Bool>(false)

    /// Grows with every step the writer takes: a record's encoding begun or ended, a record
    /// written (or failed).
    var step: UInt64 { steps.load(ordering: .relaxed) }
    /// Whether it is encoding a record now (redaction and serialization, before the write).
    var isEncoding: Bool { encoding.load(ordering: .relaxed) }

    func encodingBegins() {
        encoding.store(true, ordering: .relaxed)
        steps.add(1, ordering: .relaxed)
    }

    func encodingEnds() {
        encoding.store(false, ordering: .relaxed)
        steps.add(1, ordering: .relaxed)
    }

    func recordFinished() { steps.add(1, ordering: .relaxed) }

    /// Set by the close once it gives up on the messages: the writer skips those still in the
    /// batch it holds, and writes only lifecycle records.
    var skipsMessages: Bool { skipping.load(ordering: .relaxed) }

    func skipMessages() { skipping.store(true, ordering: .relaxed) }
}
