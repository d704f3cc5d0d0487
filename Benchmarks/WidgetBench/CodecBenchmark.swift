// Codec throughput: typed value → JSON bytes → typed value. Ours is the generated wire codec
// (what the RPC layer and the SDK use); beside it, the same types through their `Codable`
// conformances with our `JSONCodec` (the path before the generated codecs, and their reference),
// Foundation's JSONEncoder/JSONDecoder, and Python's `json` on the same bytes.
import CPipeFloor
import Foundation
import WidgetJSON
import WidgetProtocol

/// Operations per CPU-second for one sample, best round of each side; one operation is an encode
/// plus a decode.
struct CodecBenchmarkResult {
    var name: String
    /// Size of the sample's compact encoding.
    var bytes: Int
    /// The generated codec: `T.decode(wire:)` and `encode(wire:)`.
    var oursPerSecond: Double
    /// `JSONCodec.encode` and `JSONCodec.decode` through `Codable`.
    var codablePerSecond: Double
    var foundationPerSecond: Double
    /// `json.loads` then `json.dumps` of the same bytes, in Python (0 when python3 is missing).
    var pythonPerSecond: Double
    /// Ours ÷ Python and ours ÷ Foundation in each round (the sides alternate round by round).
    var pythonRatios: [Double]
    var foundationRatios: [Double]
}

/// The codec rows of the README: a real `configureCell` reply and the cell it carries.
func runCodecBenchmarks(iterations: Int) -> [CodecBenchmarkResult] {
    [
        runCodecBenchmark(name: "configureCell", sample: CodecBenchmarkSample.configureCell, iterations: iterations),
        runCodecBenchmark(name: "cell", sample: CodecBenchmarkSample.configureCell.cell, iterations: iterations),
    ]
}

/// Times encode + decode of `sample` each way, in 15 alternating rounds after a warm-up, best
/// round each, and the per-round ratios. Every side is first checked to round-trip the sample
/// (a fast wrong codec measures nothing). Single-threaded CPU time; run a release build.
func runCodecBenchmark<T: WireCodable & Codable & Equatable>(name: String, sample: T, iterations: Int) -> CodecBenchmarkResult {
    let foundationEncoder = JSONEncoder()
    let foundationDecoder = JSONDecoder()
    let encoded: [UInt8]
    do {
        encoded = try sample.wireEncoded()
        let generated = try T.decode(wire: encoded)
        let codableBytes = try JSONCodec.encode(sample)
        let codable = try JSONCodec.decode(T.self, from: encoded)
        let foundation = try foundationDecoder.decode(T.self, from: foundationEncoder.encode(sample))
        precondition(generated == sample, "the generated codec does not round-trip \(name)")
        precondition(codableBytes == encoded, "the generated codec and JSONCodec write \(name) differently")
        precondition(codable == sample, "JSONCodec does not round-trip \(name)")
        precondition(foundation == sample, "Foundation does not round-trip \(name)")
    } catch {
        fatalError("codec benchmark \(name): \(error)")
    }

    var sink = 0  // keeps the optimiser from discarding the work
    // Many short alternating rounds rather than a few long ones: each side gets as many chances
    // at a quiet stretch of this shared machine, so the best rounds compare the codecs rather
    // than the neighbours' load.
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
    let ours = {
        let bytes = try sample.wireEncoded()
        blackHole(try T.decode(wire: bytes))
        sink &+= bytes.count
    }
    let codable = {
        let bytes = try JSONCodec.encode(sample)
        blackHole(try JSONCodec.decode(T.self, from: bytes))
        sink &+= bytes.count
    }
    let foundation = {
        let bytes = try foundationEncoder.encode(sample)
        blackHole(try foundationDecoder.decode(T.self, from: bytes))
        sink &+= bytes.count
    }

    var best = (ours: 0.0, codable: 0.0, foundation: 0.0, python: 0.0)
    var pythonRatios: [Double] = []
    var foundationRatios: [Double] = []
    _ = (round(ours), round(codable), round(foundation))  // warm-up: caches, metadata, allocator
    for _ in 0..<rounds {
        let o = round(ours)
        let c = round(codable)
        let f = round(foundation)
        let p = pythonCodec(encoded, rounds: 1, iterations: perRound)
        best = (max(best.ours, o), max(best.codable, c), max(best.foundation, f), max(best.python, p))
        if p > 0 { pythonRatios.append(o / p) }
        foundationRatios.append(o / f)
    }
    if sink == 42 { print("") }
    return CodecBenchmarkResult(
        name: name, bytes: encoded.count, oursPerSecond: best.ours, codablePerSecond: best.codable,
        foundationPerSecond: best.foundation, pythonPerSecond: best.python, pythonRatios: pythonRatios,
        foundationRatios: foundationRatios)
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

/// The benchmark's sample: a real reply.
enum CodecBenchmarkSample {
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
