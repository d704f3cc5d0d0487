import WidgetJSON
import WidgetLogFormat
import WidgetProcess

extension SandboxReport {
    /// The `sandbox` record's fields (`protocol/rpc-log.md`): the mode, the guarantees that hold
    /// and those missing, the Landlock ABI, and the widget's own grants (processes: null when it
    /// may make threads only) (the system folders
    /// every widget reads are left out: they are the same for all), and how its budgets are held.
    public var recordFields: [(LogField, JSONValue)] {
        var fields: [(LogField, JSONValue)] = [
            (.mode, .string(mode.rawValue)),
            (.guarantees, .array(applied.sorted().map { .string($0.rawValue) })),
            (.missing, .array(missing.map { .string($0.rawValue) })),
            (.landlockABI, .int(Int64(landlockABI))),
            (.read, .array(grants.read.map(JSONValue.string))),
            (.write, .array(grants.write.map(JSONValue.string))),
            (.network, .array(grants.connectPorts.map { .int(Int64($0)) })),
            (.processes, grants.processes.map { .int(Int64($0)) } ?? .null),
        ]
        if let budget { fields.append((.budgets, budget.recordValue)) }
        return fields
    }
}

extension BudgetEnforcement {
    /// The `sandbox` record's `budgets`: the mechanism in force, how often it samples, the
    /// budgets, the nice increment and the kernel's ceilings on tasks and memory (null: none).
    public var recordValue: JSONValue {
        let tasks: JSONValue = kernelTasks.map { ["maxTasks": .int(Int64($0.limit)), "controller": .string($0.controller)] } ?? .null
        let memory: JSONValue = kernelMemory.map { ["maxBytes": .int(Int64($0.limit)), "controller": .string($0.controller)] } ?? .null
        return [
            "mechanism": .string(mechanism.rawValue), "sampleMs": .int(Self.milliseconds(sampleInterval)),
            "memoryBytes": .int(Int64(memoryBytes)), "treeProcesses": .int(Int64(processes)), "cpuPercent": .int(Int64(cpuPercent)),
            "cpuWindowMs": .int(Self.milliseconds(cpuWindow)), "diskBytes": .int(Int64(diskBytes)), "nice": .int(Int64(niceIncrement)),
            "kernelTasks": tasks, "kernelMemory": memory,
        ]
    }
}
