/// A raw file descriptor of the host process, opened with O_CLOEXEC.
///
/// A plain value: whoever owns it closes it exactly once (see `ChildProcess.takeStandardInput()`).
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Closes the descriptor. Call once, and only as its owner.
    public func close() {
        ProcessSystemCalls.close(rawValue)
    }
}
