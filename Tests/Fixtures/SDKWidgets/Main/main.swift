// A test widget by name: `sdk-test-widget flight-status` (see SDKTestWidgets.names).
import SDKTestWidgets

await SDKTestWidgets.run(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "")
