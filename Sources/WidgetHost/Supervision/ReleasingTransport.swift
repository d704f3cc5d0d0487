import WidgetRPC

/// Wraps a transport so the closures a `Connection` hands it are released once the inbound
/// side has closed.
///
/// `FileDescriptorTransport` keeps its `closed` handler after calling it, and that handler holds
/// the `Connection`, which holds the transport: a cycle that kept both alive (and their wake-up
/// pipe open: two descriptors per widget restart). Here the inner transport only sees closures
/// over a box that is emptied after `closed` runs, so the cycle is broken.
final class ReleasingTransport: Transport {
    private struct Handlers: Sendable {
        var receive: (@Sendable (UnsafeRawBufferPointer) -> Void)?
        var closed: (@Sendable (TransportClosure) -> Void)?
    }

    private let inner: any Transport
    private let handlers = Locked(Handlers())

    init(_ inner: any Transport) {
        self.inner = inner
    }

    func start(
        receive: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        closed: @escaping @Sendable (TransportClosure) -> Void
    ) {
        handlers.withLock { $0 = Handlers(receive: receive, closed: closed) }
        let box = handlers
        inner.start(
            receive: { bytes in box.withLock { $0.receive }?(bytes) },
            closed: { closure in
                let handler = box.withLock { handlers -> (@Sendable (TransportClosure) -> Void)? in
                    defer { handlers = Handlers() }
                    return handlers.closed
                }
                handler?(closure)
            })
    }

    func send(_ bytes: [UInt8]) throws(TransportError) {
        try inner.send(bytes)
    }

    func closeOutbound() {
        inner.closeOutbound()
    }

    func close() {
        inner.close()
    }
}
