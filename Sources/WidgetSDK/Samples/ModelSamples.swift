// swift-format-ignore-file
// Generated from protocol/samples by ModelSamplesTests (run with
// WIDGETS_RECORD=samples to rewrite it). Do not edit by hand.

extension Trip {
    /// `protocol/samples/trips/cancelled.json`.
    public static let sampleCancelled: Trip = ModelSamples.decode("trips/cancelled.json")
    /// `protocol/samples/trips/connection.json`.
    public static let sampleConnection: Trip = ModelSamples.decode("trips/connection.json")
    /// `protocol/samples/trips/delayed-gate-change.json`.
    public static let sampleDelayedGateChange: Trip = ModelSamples.decode("trips/delayed-gate-change.json")
    /// `protocol/samples/trips/one-way.json`.
    public static let sampleOneWay: Trip = ModelSamples.decode("trips/one-way.json")

    /// Every sample of `protocol/samples/trips`, in file name order.
    public static let samples: [Trip] = [
        sampleCancelled,
        sampleConnection,
        sampleDelayedGateChange,
        sampleOneWay,
    ]

    /// The sample in `protocol/samples/trips/<name>.json`, e.g. `"cancelled"`; nil if there is none.
    public static func sample(named name: String) -> Trip? {
        ModelSamples.names("trips").firstIndex(of: name).map { samples[$0] }
    }
}

extension Flight {
    /// `protocol/samples/flights/aa100-diverted.json`.
    public static let sampleAA100Diverted: Flight = ModelSamples.decode("flights/aa100-diverted.json")
    /// `protocol/samples/flights/ba117-scheduled.json`.
    public static let sampleBA117Scheduled: Flight = ModelSamples.decode("flights/ba117-scheduled.json")
    /// `protocol/samples/flights/ba906-delayed-gate-change.json`.
    public static let sampleBA906DelayedGateChange: Flight = ModelSamples.decode("flights/ba906-delayed-gate-change.json")
    /// `protocol/samples/flights/lh778-boarding.json`.
    public static let sampleLH778Boarding: Flight = ModelSamples.decode("flights/lh778-boarding.json")
    /// `protocol/samples/flights/lh903-landed.json`.
    public static let sampleLH903Landed: Flight = ModelSamples.decode("flights/lh903-landed.json")
    /// `protocol/samples/flights/vs3-cancelled.json`.
    public static let sampleVS3Cancelled: Flight = ModelSamples.decode("flights/vs3-cancelled.json")
    /// `protocol/samples/flights/vs4-scheduled.json`.
    public static let sampleVS4Scheduled: Flight = ModelSamples.decode("flights/vs4-scheduled.json")

    /// Every sample of `protocol/samples/flights`, in file name order.
    public static let samples: [Flight] = [
        sampleAA100Diverted,
        sampleBA117Scheduled,
        sampleBA906DelayedGateChange,
        sampleLH778Boarding,
        sampleLH903Landed,
        sampleVS3Cancelled,
        sampleVS4Scheduled,
    ]

    /// The sample in `protocol/samples/flights/<name>.json`, e.g. `"aa100-diverted"`; nil if there is none.
    public static func sample(named name: String) -> Flight? {
        ModelSamples.names("flights").firstIndex(of: name).map { samples[$0] }
    }
}

extension Airport {
    /// `protocol/samples/airports/fra.json`.
    public static let sampleFRA: Airport = ModelSamples.decode("airports/fra.json")
    /// `protocol/samples/airports/jfk.json`.
    public static let sampleJFK: Airport = ModelSamples.decode("airports/jfk.json")
    /// `protocol/samples/airports/lhr.json`.
    public static let sampleLHR: Airport = ModelSamples.decode("airports/lhr.json")
    /// `protocol/samples/airports/sin.json`.
    public static let sampleSIN: Airport = ModelSamples.decode("airports/sin.json")
    /// `protocol/samples/airports/snn.json`.
    public static let sampleSNN: Airport = ModelSamples.decode("airports/snn.json")

    /// Every sample of `protocol/samples/airports`, in file name order.
    public static let samples: [Airport] = [
        sampleFRA,
        sampleJFK,
        sampleLHR,
        sampleSIN,
        sampleSNN,
    ]

    /// The sample in `protocol/samples/airports/<name>.json`, e.g. `"fra"`; nil if there is none.
    public static func sample(named name: String) -> Airport? {
        ModelSamples.names("airports").firstIndex(of: name).map { samples[$0] }
    }
}

extension UserInfo {
    /// `protocol/samples/users/traveller.json`.
    public static let sampleTraveller: UserInfo = ModelSamples.decode("users/traveller.json")
}
