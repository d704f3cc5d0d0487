// A miniature host for the parent-death test: spawns `sleep 60` through WidgetHost, prints the
// child's pid, then waits for it. The test SIGKILLs this process and expects the sleep to die too.
import Foundation
import WidgetHost

let child = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/sleep", arguments: ["60"]))
// Unbuffered: stdout is a pipe, and this process never exits normally.
FileHandle.standardOutput.write(Data("\(child.pid)\n".utf8))
_ = await child.waitForExit()
