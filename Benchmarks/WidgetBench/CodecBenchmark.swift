// Codec throughput: typed value → JSON bytes → typed value, ours against Foundation's.
// `main.swift` (owned by the lead) calls `runCodecBenchmark(name:sample:iterations:)`, e.g.
//     print(runCodecBenchmark(name: "cell", sample: CodecBenchmarkSample.cell, iterations: 20_000))
import Foundation
import WidgetJSON

/// Operations per second for one sample; one operation is an encode plus a decode.
struct CodecBenchmarkResult: CustomStringConvertible {
    var name: String
    var iterations: Int
    /// Size of our compact encoding of the sample.
    var bytes: Int
    var oursPerSecond: Double
    var foundationPerSecond: Double
    /// Our encode alone and decode alone, to see which half to work on.
    var oursEncodePerSecond: Double
    var oursDecodePerSecond: Double

    /// How many times Foundation's throughput ours reaches (the target is at least 3).
    var ratio: Double { oursPerSecond / foundationPerSecond }

    var description: String {
        func rate(_ value: Double) -> String { String(Int(value.rounded())) }
        return "codec \(name) (\(bytes) B, \(iterations) iterations): WidgetJSON \(rate(oursPerSecond)) ops/s "
            + "(encode \(rate(oursEncodePerSecond))/s, decode \(rate(oursDecodePerSecond))/s), "
            + "Foundation \(rate(foundationPerSecond)) ops/s, ratio \(String(format: "%.2f", ratio))x"
    }
}

/// Times encode+decode of `sample` with `JSONCodec` and with Foundation's `JSONEncoder`/`JSONDecoder`.
///
/// Both sides are checked to round-trip the sample first (a fast wrong codec measures nothing);
/// a mismatch stops the benchmark with a message. `iterations` are split into 5 alternating
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
    let rounds = 5
    let perRound = max(1, iterations / rounds)
    func round(_ body: () throws -> Void) -> Double {
        let clock = ContinuousClock()
        do {
            let elapsed = try clock.measure { for _ in 0..<perRound { try body() } }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            return Double(perRound) / seconds
        } catch {
            fatalError("codec benchmark \(name): \(error)")
        }
    }

    let encoded = (try? JSONCodec.encode(sample)) ?? []
    let oursRoundTrip = {
        let bytes = try JSONCodec.encode(sample)
        let decoded = try JSONCodec.decode(T.self, from: bytes)
        sink &+= bytes.count &+ (decoded == sample ? 1 : 0)
    }
    let foundationRoundTrip = {
        let bytes = try foundationEncoder.encode(sample)
        let decoded = try foundationDecoder.decode(T.self, from: bytes)
        sink &+= bytes.count &+ (decoded == sample ? 1 : 0)
    }
    let oursEncode = { sink &+= try JSONCodec.encode(sample).count }
    let oursDecode = { sink &+= try JSONCodec.decode(T.self, from: encoded) == sample ? 1 : 0 }

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
        name: name, iterations: iterations, bytes: bytes, oursPerSecond: best.ours, foundationPerSecond: best.foundation,
        oursEncodePerSecond: best.encode, oursDecodePerSecond: best.decode)
}

// MARK: - Sample: a widget cell (~1 KB of JSON)

/// A stand-in for the protocol's cell tree until WidgetProtocol has the real one: a versioned
/// root, nested stacks, and nodes told apart by a `type` field, as the wire format does it.
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
        content: .vstack(Stack(spacing: "m", alignment: "leading", children: [
            .hstack(Stack(spacing: "s", alignment: nil, children: [
                .image(Image(symbol: "airplane.departure", label: "Departure", decorative: nil)),
                .text(Text(text: "LH 454 · Frankfurt → San Francisco", style: "headline", weight: "semibold",
                           color: "primary", maxLines: 1, minimumScaleFactor: 0.8)),
                .spacer,
            ])),
            .text(Text(text: "Boarding in 23 min at gate B12 — \"on time\"", style: "body", weight: nil,
                       color: "good", maxLines: 2, minimumScaleFactor: nil)),
            .divider,
            .facts([
                Fact(title: "Terminal", value: "1"), Fact(title: "Gate", value: "B12"),
                Fact(title: "Seat", value: "42K"), Fact(title: "Departs", value: "2025-03-14T10:05:00+01:00"),
            ]),
            .hstack(Stack(spacing: nil, alignment: "center", children: [
                .button(Button(title: "Check in", actionID: "checkin", payload: ["flight": "LH454", "date": "2025-03-14"])),
                .button(Button(title: "Share", actionID: "share", payload: nil)),
                .image(Image(symbol: "wifi", label: nil, decorative: true)),
            ])),
        ])),
        reload: Reload(policy: "after", after: "2025-03-14T09:41:53+01:00"))
}
