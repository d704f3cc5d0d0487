import WidgetJSON
import WidgetProcess

extension SandboxReport {
    /// The `sandbox` record's fields (`protocol/rpc-log.md`): the mode, the guarantees that hold
    /// and those missing, the Landlock ABI, and the widget's own grants (the system folders
    /// every widget reads are left out: they are the same for all).
    public var recordFields: [(String, JSONValue)] {
        [
            ("mode", .string(mode.rawValue)),
            ("guarantees", .array(applied.sorted().map { .string($0.rawValue) })),
            ("missing", .array(missing.map { .string($0.rawValue) })),
            ("landlockABI", .int(Int64(landlockABI))),
            ("read", .array(grants.read.map(JSONValue.string))),
            ("write", .array(grants.write.map(JSONValue.string))),
            ("network", .array(grants.connectPorts.map { .int(Int64($0)) })),
        ]
    }
}
