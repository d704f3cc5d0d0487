// Codec throughput: typed value → JSON bytes → typed value, ours against Foundation's.
// `main.swift` (owned by the lead) calls `runCodecBenchmarks()` (or `runCodecBenchmark(name:sample:iterations:)`
// for one sample), e.g.
//     for result in runCodecBenchmarks() { print(result) }
import Foundation
import WidgetJSON
import WidgetProtocol

/// Operations per second for one sample; one operation is an encode plus a decode.
struct CodecBenchmarkResult: CustomStringConvertible {
    var name: String
    var iterations: Int
    /// Size of our compact encoding of the sample.
    var bytes: Int
    /// `JSONCodec.encode` then `JSONCodec.decode`: typed value → bytes → typed value, as the
    /// RPC layer does for `params` and `result`.
    var oursPerSecond: Double
    var foundationPerSecond: Double
    /// `json.loads` then `json.dumps` of our encoding, in Python (0 when python3 is missing).
    var pythonPerSecond: Double
    /// Our direct encode alone and decode alone, to see which half to work on.
    var oursEncodePerSecond: Double
    var oursDecodePerSecond: Double

    /// How many times Foundation's throughput ours reaches.
    var ratio: Double { oursPerSecond / foundationPerSecond }
    /// How many times Python's.
    var pythonRatio: Double { pythonPerSecond > 0 ? oursPerSecond / pythonPerSecond : 0 }

    var description: String {
        func rate(_ value: Double) -> String { String(Int(value.rounded())) }
        return "codec \(name) (\(bytes) B, \(iterations) iterations): WidgetJSON \(rate(oursPerSecond)) ops/s "
            + "(encode \(rate(oursEncodePerSecond))/s, decode \(rate(oursDecodePerSecond))/s), "
            + "Foundation \(rate(foundationPerSecond)) ops/s, Python \(rate(pythonPerSecond)) ops/s, "
            + "ratio \(String(format: "%.2f", ratio))x Foundation, \(String(format: "%.2f", pythonRatio))x Python"
    }
}

/// The codec benchmarks the README reports: the synthetic cell and a real `configureCell` reply.
func runCodecBenchmarks(iterations: Int = 20_000) -> [CodecBenchmarkResult] {
    [
        runCodecBenchmark(name: "cell", sample: CodecBenchmarkSample.cell, iterations: iterations),
        runCodecBenchmark(name: "configureCell", sample: CodecBenchmarkSample.configureCell, iterations: iterations),
    ]
}

/// Times encode+decode of `sample` with `JSONCodec` (the RPC layer's path), with Foundation's
/// `JSONEncoder`/`JSONDecoder`, and with Python's `json` on the same bytes.
///
/// All sides are checked to round-trip the sample first (a fast wrong codec measures nothing);
/// a mismatch stops the benchmark with a message. `iterations` are split into 15 alternating
/// rounds per side after a warm-up round; the best round counts. Single-threaded; run a release
/// build (`swift run -c release widgets-bench`).
func runCodecBenchmark<T: Codable & Equatable>(name: String, sample: T, iterations: Int) -> CodecBenchmarkResult {
    let foundationEncoder = JSONEncoder()
    let foundationDecoder = JSONDecoder()
    do {
        let ours = try JSONCodec.encode(sample)
        let oursBack = try JSONCodec.decode(T.self, from: ours)
        precondition(oursBack == sample, "WidgetJSON does not round-trip \(name)")
        let theirs = try foundationEncoder.encode(sample)
        let theirsBack = try foundationDecoder.decode(T.self, from: theirs)
        precondition(theirsBack == sample, "Foundation does not round-trip \(name)")
    } catch {
        fatalError("codec benchmark \(name): \(error)")
    }

    var sink = 0  // keeps the optimiser from discarding the work
    let bytes = (try? JSONCodec.encode(sample).count) ?? 0

    // The machine is shared: each side runs in alternating rounds and keeps its best round, so
    // a burst of load elsewhere skews neither side nor the ratio.
    // Many short rounds rather than a few long ones: each side gets more chances at a quiet
    // stretch, so the best rounds compare the codecs rather than the neighbours' load.
    let rounds = 15
    let perRound = max(1, iterations / rounds)
    func round(_ body: () throws -> Void) -> Double {
        do {
            let start = threadCPUSeconds()
            for _ in 0..<perRound { try body() }
            return Double(perRound) / (threadCPUSeconds() - start)
        } catch {
            fatalError("codec benchmark \(name): \(error)")
        }
    }

    let encoded = (try? JSONCodec.encode(sample)) ?? []
    let oursRoundTrip = {
        let bytes = try JSONCodec.encode(sample)
        let decoded = try JSONCodec.decode(T.self, from: bytes)
        sink &+= bytes.count
        blackHole(decoded)
    }
    let foundationRoundTrip = {
        let bytes = try foundationEncoder.encode(sample)
        let decoded = try foundationDecoder.decode(T.self, from: bytes)
        sink &+= bytes.count
        blackHole(decoded)
    }
    let oursEncode = { sink &+= try JSONCodec.encode(sample).count }
    let oursDecode = { blackHole(try JSONCodec.decode(T.self, from: encoded)) }

    var best = (ours: 0.0, foundation: 0.0, encode: 0.0, decode: 0.0)
    _ = round(oursRoundTrip)  // warm-up: caches, metadata, allocator
    _ = round(foundationRoundTrip)
    for _ in 0..<rounds {
        best.ours = max(best.ours, round(oursRoundTrip))
        best.foundation = max(best.foundation, round(foundationRoundTrip))
        best.encode = max(best.encode, round(oursEncode))
        best.decode = max(best.decode, round(oursDecode))
    }
    if sink == 42 { print("") }

    return CodecBenchmarkResult(
        name: name, iterations: iterations, bytes: bytes, oursPerSecond: best.ours,
        foundationPerSecond: best.foundation, pythonPerSecond: pythonCodec(encoded, rounds: rounds, iterations: iterations),
        oursEncodePerSecond: best.encode, oursDecodePerSecond: best.decode)
}

/// Python's `json` on the same bytes, in a `python3` child (`Benchmarks/python_codec.py`);
/// 0 when it cannot run.
func pythonCodec(_ message: [UInt8], rounds: Int, iterations: Int) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", RPCBenchmark.benchmarksDirectory + "/python_codec.py", "\(rounds)", "\(iterations)"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    guard (try? process.run()) != nil else { return 0 }
    input.fileHandleForWriting.write(Data(message))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
}

/// CPU time this thread has used. The codec rows time CPU, not the wall clock: the work is
/// single-threaded, and CPU time leaves out the stretches a shared machine gives to others.
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Keeps a decoded value alive and opaque to the optimiser, so its decoding cannot be skipped.
/// (Comparing it with the sample would do that too, but would time the comparison as well.)
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

// MARK: - Sample: a real configureCell reply (~1.5 KB of JSON)

extension CodecBenchmarkSample {
    /// The `result` of the first `configureCell` reply in `protocol/transcripts/trip-widget-lifecycle.jsonl`,
    /// compacted: a cell with stacks, an image, dates, facts, an unknown node kind with a
    /// fallback, and a timeline. Embedded so the benchmark reads no files.
    static let configureCellJSON =
        #"{"cell":{"type":"cell","version":"1.0","accessibilityLabel":"British Airways 117 to New York, departs 08:25, gate not yet announced","tap":{"type":"present"},"fallbackText":"BA 117 LHR → JFK, departs 08:25, gate TBA","content":{"type":"vstack","spacing":"s","padding":"m","children":[{"type":"hstack","spacing":"s","children":[{"type":"image","source":{"asset":"airline/BA"},"size":24,"label":"British Airways","shape":"rounded"},{"type":"text","text":"BA 117 to New York","style":"headline","maxLines":1},{"type":"spacer"},{"type":"badge","text":"On time","tone":"good"}]},{"type":"dateText","date":"2026-11-03T08:25:00+00:00","style":"relative","textStyle":"title2","weight":"semibold","fallbackText":"Departs 08:25","id":"countdown"},{"type":"divider"},{"type":"facts","columns":2,"rows":[{"title":"Terminal","value":"5"},{"title":"Gate","value":"TBA"},{"title":"Seat","value":"32K"},{"title":"Booking","value":"X7KQ2P"}]},{"type":"boardingPass","barcode":"M1TRAVELLER/ADA EX7KQ2P LHRJFKBA 0117 307Y032K0001 100","fallback":{"type":"label","title":"Boarding pass in your wallet","icon":{"symbol":"wallet.pass"},"color":"secondary"}}]}},"timeline":{"entries":[{"date":"2026-11-03T08:25:00+00:00","cell":{"type":"cell","version":"1.0","content":{"type":"vstack","children":[{"type":"text","text":"BA 117 has departed","style":"headline"},{"type":"dateText","date":"2026-11-03T11:20:00-05:00","style":"time","timeZone":"America/New_York","fallbackText":"Arrives 11:20"}]}}}],"reload":{"policy":"after","date":"2026-11-03T08:30:00+00:00"}}}"#

    static let configureCell: ConfigureCellResponse = {
        do {
            return try JSONDecoder().decode(ConfigureCellResponse.self, from: Data(configureCellJSON.utf8))
        } catch {
            fatalError("codec benchmark: the embedded configureCell reply does not decode: \(error)")
        }
    }()
}

// MARK: - Sample: a widget cell (~1 KB of JSON)

/// A synthetic cell tree with plain synthesised Codable (the first benchmark sample, written
/// before WidgetProtocol had the real one; kept as a second shape): a versioned root, nested
/// stacks, and nodes told apart by a `type` field, as the wire format does it. Its nodes are
/// structs of mostly optional fields coded by the synthesised conformances, so Codable's
/// per-field generic plumbing, which both codecs pay, weighs more in it than in the real
/// `configureCell` reply.
enum CodecBenchmarkSample {
    struct Cell: Codable, Equatable {
        var version: Int
        var cellIdentifier: String
        var generatedAt: String
        var content: Node
        var reload: Reload?
    }

    struct Reload: Codable, Equatable {
        var policy: String
        var after: String?
    }

    struct Text: Codable, Equatable {
        var text: String
        var style: String
        var weight: String?
        var color: String?
        var maxLines: Int?
        var minimumScaleFactor: Double?
    }

    struct Image: Codable, Equatable {
        var symbol: String
        var label: String?
        var decorative: Bool?
    }

    struct Button: Codable, Equatable {
        var title: String
        var actionID: String
        var payload: [String: String]?
    }

    struct Fact: Codable, Equatable {
        var title: String
        var value: String
    }

    struct Stack: Codable, Equatable {
        var spacing: String?
        var alignment: String?
        var children: [Node]
    }

    /// `{"type": "text", ...fields}`: a discriminator next to the node's own fields.
    indirect enum Node: Codable, Equatable {
        case vstack(Stack)
        case hstack(Stack)
        case text(Text)
        case image(Image)
        case button(Button)
        case facts([Fact])
        case spacer
        case divider

        private enum CodingKeys: String, CodingKey { case type, rows }
        private enum Kind: String, Codable { case vstack, hstack, text, image, button, facts, spacer, divider }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(Kind.self, forKey: .type) {
            case .vstack: self = .vstack(try Stack(from: decoder))
            case .hstack: self = .hstack(try Stack(from: decoder))
            case .text: self = .text(try Text(from: decoder))
            case .image: self = .image(try Image(from: decoder))
            case .button: self = .button(try Button(from: decoder))
            case .facts: self = .facts(try container.decode([Fact].self, forKey: .rows))
            case .spacer: self = .spacer
            case .divider: self = .divider
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .vstack(let stack):
                try container.encode(Kind.vstack, forKey: .type)
                try stack.encode(to: encoder)
            case .hstack(let stack):
                try container.encode(Kind.hstack, forKey: .type)
                try stack.encode(to: encoder)
            case .text(let text):
                try container.encode(Kind.text, forKey: .type)
                try text.encode(to: encoder)
            case .image(let image):
                try container.encode(Kind.image, forKey: .type)
                try image.encode(to: encoder)
            case .button(let button):
                try container.encode(Kind.button, forKey: .type)
                try button.encode(to: encoder)
            case .facts(let rows):
                try container.encode(Kind.facts, forKey: .type)
                try container.encode(rows, forKey: .rows)
            case .spacer:
                try container.encode(Kind.spacer, forKey: .type)
            case .divider:
                try container.encode(Kind.divider, forKey: .type)
            }
        }
    }

    static let cell = Cell(
        version: 1,
        cellIdentifier: "flight-status",
        generatedAt: "2025-03-14T09:26:53+01:00",
        content: .vstack(
            Stack(
                spacing: "m", alignment: "leading",
                children: [
                    .hstack(
                        Stack(
                            spacing: "s", alignment: nil,
                            children: [
                                .image(Image(symbol: "airplane.departure", label: "Departure", decorative: nil)),
                                .text(
                                    Text(
                                        text: "LH 454 · Frankfurt → San Francisco", style: "headline", weight: "semibold",
                                        color: "primary", maxLines: 1, minimumScaleFactor: 0.8)),
                                .spacer,
                            ])),
                    .text(
                        Text(
                            text: "Boarding in 23 min at gate B12 — \"on time\"", style: "body", weight: nil,
                            color: "good", maxLines: 2, minimumScaleFactor: nil)),
                    .divider,
                    .facts([
                        Fact(title: "Terminal", value: "1"), Fact(title: "Gate", value: "B12"),
                        Fact(title: "Seat", value: "42K"), Fact(title: "Departs", value: "2025-03-14T10:05:00+01:00"),
                    ]),
                    .hstack(
                        Stack(
                            spacing: nil, alignment: "center",
                            children: [
                                .button(
                                    Button(title: "Check in", actionID: "checkin", payload: ["flight": "LH454", "date": "2025-03-14"])),
                                .button(Button(title: "Share", actionID: "share", payload: nil)),
                                .image(Image(symbol: "wifi", label: nil, decorative: true)),
                            ])),
                ])),
        reload: Reload(policy: "after", after: "2025-03-14T09:41:53+01:00"))
}
