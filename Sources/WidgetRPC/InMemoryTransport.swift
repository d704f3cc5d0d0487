import Dispatch
import Synchronization

/// One end of an in-process byte pipe, for tests: whatever one end sends, the other receives,
/// in order, delivered on a serial queue (so a receiver may send back without re-entrancy).
public final class InMemoryTransport: Transport {
    private struct State {
        var receive: (@Sendable (UnsafeRawBufferPointer) -> Void)?
        var closed: (@Sendable (TransportClosure) -> Void)?
        /// Bytes that arrived before ``start(receive:closed:)``.
        var early: [[UInt8]] = []
        var earlyClosure: TransportClosure?
        var outboundClosed = false
        var inboundEnded = false
    }

    private let state = Mutex(State())
    private let delivery = DispatchQueue(label: "widget-rpc.in-memory")
    private let peer: Mutex<InMemoryTransport?> = Mutex(nil)

    private init() {}

    /// Two connected ends.
    public static func pair() -> (InMemoryTransport, InMemoryTransport) {
        let a = InMemoryTransport()
        let b = InMemoryTransport()
        a.peer.withLock { $0 = b }
        b.peer.withLock { $0 = a }
        return (a, b)
    }

    public func start(
        receive: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        closed: @escaping @Sendable (TransportClosure) -> Void
    ) {
        delivery.async { [self] in
            let (early, closure) = state.withLock { state -> ([[UInt8]], TransportClosure?) in
                state.receive = receive
                state.closed = closed
                defer { state.early = [] }
                return (state.early, state.earlyClosure)
            }
            for chunk in early { chunk.withUnsafeBytes { receive($0) } }
            if let closure { closed(closure) }
        }
    }

    public func send(_ bytes: [UInt8]) throws(TransportError) {
        guard !state.withLock({ $0.outboundClosed }), let peer = peer.withLock({ $0 }) else { throw .closed }
        peer.deliver(bytes)
    }

    public func closeOutbound() {
        let peer = state.withLock { state -> InMemoryTransport? in
            guard !state.outboundClosed else { return nil }
            state.outboundClosed = true
            return self.peer.withLock { $0 }
        }
        peer?.endInbound(.endOfFile)
    }

    public func close() {
        closeOutbound()
        endInbound(.closedLocally)
    }

    // MARK: - Receiving side

    private func deliver(_ bytes: [UInt8]) {
        delivery.async { [self] in
            let receive = state.withLock { state -> (@Sendable (UnsafeRawBufferPointer) -> Void)? in
                guard !state.inboundEnded else { return nil }
                if state.receive == nil { state.early.append(bytes) }
                return state.receive
            }
            bytes.withUnsafeBytes { receive?($0) }
        }
    }

    private func endInbound(_ closure: TransportClosure) {
        delivery.async { [self] in
            let closed = state.withLock { state -> (@Sendable (TransportClosure) -> Void)? in
                guard !state.inboundEnded else { return nil }
                state.inboundEnded = true
                if state.closed == nil { state.earlyClosure = closure }
                return state.closed
            }
            closed?(closure)
        }
    }
}
