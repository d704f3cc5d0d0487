import Foundation

// `widgets <subcommand> [options]`: see WidgetsCommand for the subcommands.
let status = await WidgetsCommand.main(Array(CommandLine.arguments.dropFirst()), console: Console.detect())
exit(status.rawValue)
