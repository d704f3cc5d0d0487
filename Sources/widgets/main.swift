import Foundation
import WidgetHost
import WidgetProcess

// Every child this process ever has is a widget's sentinel (ChildProcess.spawn), so it may be
// their subreaper: a sentinel killed outright still leaves nothing behind (protocol/manifest.md,
// "Orphans").
HostSubreaper.enable()

// `widgets <subcommand> [options]`: see WidgetsCommand for the subcommands.
let status = await WidgetsCommand.main(Array(CommandLine.arguments.dropFirst()), console: Console.detect())
exit(status.rawValue)
