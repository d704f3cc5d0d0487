import WidgetProcess
import WidgetRPC

/// Launches real widget processes: `ChildProcess.spawn` (posix_spawn on the spawner thread),
/// the stdin/stdout pipes wired to a ``FileDescriptorTransport``, stderr to a
/// ``StandardErrorDrainer``.
public struct ProcessLauncher: WidgetLauncher {
    /// The host's say on the sandbox (`--sandbox`), over each widget's own
    /// (``SandboxPolicy/Mode/effective(host:widget:)``); nil leaves each widget's as it is.
    public var sandboxMode: SandboxPolicy.Mode?

    public init(sandboxMode: SandboxPolicy.Mode? = nil) {
        self.sandboxMode = sandboxMode
    }

    public func launch(
        _ configuration: LaunchConfiguration, outboundLimit: Int, stderrMaxLineBytes: Int
    ) async throws(LaunchError) -> any LaunchedWidget {
        try await launchProcess(configuration, outboundLimit: outboundLimit, stderrMaxLineBytes: stderrMaxLineBytes)
    }

    /// As ``launch(_:outboundLimit:stderrMaxLineBytes:)``, with the process itself in hand:
    /// `widgets check` starts the widget this way and looks at its pid, group and sandbox.
    public func launchProcess(
        _ configuration: LaunchConfiguration, outboundLimit: Int = FileDescriptorTransport.defaultOutboundLimit,
        stderrMaxLineBytes: Int = 4096
    ) async throws(LaunchError) -> LaunchedProcess {
        var configuration = configuration
        if let sandboxMode { configuration.sandbox.mode = .effective(host: sandboxMode, widget: configuration.sandbox.mode) }
        let child: ChildProcess
        do {
            child = try await ChildProcess.spawn(configuration)
        } catch {
            throw .spawn(error)
        }
        // `spawn` makes all three pipes and nothing has taken an end yet: the `!`s below hold.
        let transport: FileDescriptorTransport
        do {
            transport = try FileDescriptorTransport(
                readFD: child.takeStandardOutput()!.rawValue, writeFD: child.takeStandardInput()!.rawValue,
                outboundLimit: outboundLimit)
        } catch {
            child.killGroup()
            _ = await child.waitForExit()
            throw .pipes(error)
        }
        let drainer = StandardErrorDrainer(child.takeStandardError()!, maximumLineBytes: stderrMaxLineBytes, bufferedLines: 256)
        return LaunchedProcess(child: child, transport: transport, drainer: drainer)
    }
}
