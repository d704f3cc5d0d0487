import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

/// The generated wire codecs against the `Codable` conformances: the same bytes decode to the
/// same value or fail with the same error (reason and pointer), and the same value encodes to
/// the same bytes, for every input of the protocol folder and for mutants of them.
///
/// CPU-heavy: `.serialized`, and the comparison loops run on ``CPUHeavy`` (off the cooperative
/// pool, one heavy test at a time across the bundle), so they never starve the suites that wait on
/// pipes, processes and deadlines.
@Suite(.serialized) struct WireCodecDifferentialTests {
    struct Input: CustomStringConvertible {
        var probe: WireProbe
        var bytes: [UInt8]
        var origin: String

        var description: String { "\(origin) as \(probe.name)" }
    }

    /// Samples, transcript params and results, the conformance transcript and the must-fail
    /// examples, each with the type it is read as.
    static let corpus: [Input] = {
        var inputs: [Input] = []
        func add(_ probe: WireProbe?, _ value: JSONValue?, _ origin: String) {
            guard let probe, let value else { return }
            inputs.append(Input(probe: probe, bytes: value.serialized(), origin: origin))
        }
        let samples: [String: WireProbe] = [
            "trips": .of(Trip.self), "flights": .of(Flight.self), "airports": .of(Airport.self), "users": .of(UserInfo.self),
        ]
        for (folder, probe) in samples {
            let files =
                (try? RepositoryPaths.files(in: RepositoryPaths.samples.appendingPathComponent(folder), withExtension: "json")) ?? []
            for file in files {
                add(probe, try? JSONValue(parsing: Array((try? Data(contentsOf: file)) ?? Data())), file.lastPathComponent)
            }
        }
        var transcripts = (try? RepositoryPaths.files(in: RepositoryPaths.transcripts, withExtension: "jsonl")) ?? []
        transcripts.append(RepositoryPaths.protocolFolder.appendingPathComponent("conformance/any-widget.jsonl"))
        for file in transcripts {
            var methods: [JSONValue: String] = [:]
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for (number, line) in text.split(separator: "\n").enumerated() {
                guard let json = try? JSONValue(parsing: String(line)) else { continue }
                let origin = "\(file.lastPathComponent):\(number + 1)"
                for message in [json["message"], json["expect"]].compactMap({ $0 }) {
                    if let method = message["method"]?.stringValue {
                        if let id = message["id"] { methods[id] = method }
                        add(WireProbe.requests[method]?.params ?? WireProbe.notifications[method], message["params"], origin)
                    } else if let id = message["id"], let method = methods[id] {
                        add(WireProbe.requests[method]?.result, message["result"], origin)
                    }
                }
            }
        }
        let mustFail =
            (try? RepositoryPaths.files(
                in: RepositoryPaths.protocolFolder.appendingPathComponent("schema/must-fail"), withExtension: "json")) ?? []
        for file in mustFail {
            guard let example = try? JSONValue(parsing: Array((try? Data(contentsOf: file)) ?? Data())),
                let schema = example["schema"]?.stringValue
            else { continue }
            let parts = schema.split(separator: "/").last.map { $0.split(separator: ".") } ?? []
            var probe: WireProbe?
            switch schema {
            case "cell.schema.json": probe = .of(Cell.self)
            case "controller.schema.json": probe = .of(WidgetController.self)
            case "models/flight.schema.json": probe = .of(Flight.self)
            default:
                if schema.hasPrefix("requests/"), parts.count > 1 {
                    let pair = WireProbe.requests[String(parts[0])]
                    probe = parts[1] == "params" ? pair?.params : pair?.result
                } else if schema.hasPrefix("notifications/"), let method = parts.first {
                    probe = WireProbe.notifications[String(method)]
                }
            }
            add(probe, example["instance"], file.lastPathComponent)
        }
        return inputs
    }()

    /// What comparing inputs found, under every limits setting.
    struct Tally {
        var differences: [String] = []
        var sameValues = 0
        /// Each error both paths agreed on (reason only), with how often.
        var sameErrors: [String: Int] = [:]

        mutating func add(_ inputs: [Input]) {
            for input in inputs {
                for limits in WireProbe.limits {
                    switch input.probe.compare(input.bytes, limits: limits) {
                    case .unparsed: break
                    case .sameValue: sameValues += 1
                    case .sameError(let text):
                        let reason = text.split(separator: ":", maxSplits: 1).last.map(String.init) ?? text
                        sameErrors[reason.filter { !$0.isNumber }, default: 0] += 1
                    case .different(let difference):
                        differences.append(
                            "\(input) (limits \(limits.map { "\($0.maxNodes)" } ?? "none")): \(difference)\n  input: \(String(decoding: input.bytes, as: UTF8.self))"
                        )
                    }
                }
            }
        }

        var summary: String {
            "\(differences.count) differences, the first:\n\(differences.prefix(3).joined(separator: "\n"))"
        }
    }

    @Test func theCorpusIsRead() {
        // Every kind of source is there, so a broken path cannot make the other tests vacuous.
        #expect(Self.corpus.count > 100, "\(Self.corpus.count) inputs")
        for name in ["Trip", "Flight", "ConfigureCellRequest.Response", "InitRequest", "ViewControllerRequest.Response", "Cell"] {
            #expect(Self.corpus.contains { $0.probe.name == name }, "no input read as \(name)")
        }
    }

    @Test func theCorpusDecodesAndEncodesAlike() async {
        await CPUHeavy.run {
            var tally = Tally()
            tally.add(Self.corpus)
            #expect(tally.differences.isEmpty, "\(tally.summary)")
            #expect(tally.sameValues > 200, "only \(tally.sameValues) inputs decoded")
        }
    }

    /// Mutants of the corpus: `WIDGETS_DIFFERENTIAL_INPUTS` of them (default 4,000; the README's
    /// fuzz run used 200,000 in a release build), each under three limits settings.
    @Test func mutantsDecodeAndEncodeAlike() async {
        await CPUHeavy.run {
            let count = ProcessInfo.processInfo.environment["WIDGETS_DIFFERENTIAL_INPUTS"].flatMap(Int.init) ?? 4_000
            var mutator = JSONMutator(seed: 22)
            var inputs: [Input] = []
            var tally = Tally()
            for made in 1...count {
                let seed = mutator.pick(Self.corpus)
                guard let value = try? JSONValue(parsing: seed.bytes) else { continue }
                var mutant = mutator.mutate(value)
                if mutator.chance(30) { mutant = mutator.mutate(mutant) }
                // Also read as another type now and then: wrong shapes everywhere.
                let probe = mutator.chance(10) ? mutator.pick(WireProbe.all) : seed.probe
                inputs.append(Input(probe: probe, bytes: mutator.render(mutant), origin: "mutant of \(seed.origin)"))
                if inputs.count == 500 || made == count {
                    tally.add(inputs)
                    inputs = []
                    if tally.differences.count > 5 { break }
                }
            }
            #expect(tally.differences.isEmpty, "\(tally.summary)")
            // Not vacuous: many mutants decode, many fail, and for many different reasons.
            let failures = tally.sameErrors.values.reduce(0, +)
            #expect(tally.sameValues > count / 4 && failures > count / 4, "\(tally.sameValues) decoded, \(failures) failed")
            #expect(tally.sameErrors.count > 25, "only these errors: \(tally.sameErrors.keys.sorted())")
            if ProcessInfo.processInfo.environment["WIDGETS_DIFFERENTIAL_REPORT"] == "1" {
                print("mutants: \(count), decoded alike \(tally.sameValues), failed alike \(failures), by reason:")
                for (reason, times) in tally.sameErrors.sorted(by: { $0.value > $1.value }) { print("  \(times)\t\(reason)") }
            }
        }
    }

    // MARK: Values built in code

    static func nested(_ levels: Int) -> CellNode {
        var node = CellNode.text(TextNode("deep"))
        for _ in 0..<levels { node = .vstack(VStackNode(children: [node])) }
        return node
    }

    /// Encoding alike, errors included: a tree too deep for ``JSONCodec`` fails the same way.
    @Test(arguments: [1, 100, 254, 255, 256, 300])
    func deepTreesEncodeAlike(levels: Int) {
        let node = Self.nested(levels)
        let reference = WireProbe.outcome { try JSONCodec.encode(node) }
        let generated = WireProbe.outcome { try node.wireEncoded() }
        #expect(reference == generated, "\(WireProbe.show(reference).prefix(300)) / \(WireProbe.show(generated).prefix(300))")
    }

    /// A tree deeper than the parser allows, handed over as a tree: both decoders stop at the
    /// same depth, at the same pointer.
    @Test(arguments: [200, 255, 256, 257, 400])
    func deepTreesDecodeAlike(levels: Int) throws {
        var tree: JSONValue = ["type": "text", "text": "deep", "style": "body"]
        for _ in 0..<levels { tree = ["type": "vstack", "children": .array([tree])] }
        let fragment = JSONFragment(tree)
        let reference = WireProbe.outcome { try fragment.decode(CellNode.self) }
        let generated = WireProbe.outcome { try CellNode.decode(wire: fragment, limits: nil) }
        switch (reference, generated) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a == b)
        default: Issue.record("one decodes, the other fails: \(reference) / \(generated)")
        }
    }

    /// Scalars at their edges write the same bytes both ways.
    @Test func edgeValuesEncodeAlike() throws {
        let values: [CellNode] = [
            .text(TextNode("\u{0}\u{1F}\"\\/é\u{7F}", maxLines: .max, minimumScaleFactor: .nan)),
            .spacer(SpacerNode(minLength: -0.0)),
            .spacer(SpacerNode(minLength: .infinity)),
            .progress(
                ProgressNode(
                    value: .leastNonzeroMagnitude, modifiers: Modifiers(padding: .edges(EdgeInsets()), frame: Frame(width: .infinity)))),
            .unknown(type: "x", raw: .array([1, "two"]), fallback: nil),
            .button(ButtonNode(title: "t", action: .invoke(id: "a", payload: .null))),
            .image(ImageNode(source: .data(""), modifiers: Modifiers(id: "", fallback: .divider(DividerNode())))),
        ]
        for value in values {
            #expect(try JSONCodec.encode(value) == value.wireEncoded(), "\(value)")
        }
        let log = LogNotification(level: .info, message: "m", fields: ["b": 1, "a": ["x": .null], "c": "é"])
        #expect(try JSONCodec.encode(log) == log.wireEncoded())
    }

    // MARK: The generated file is up to date

    /// `GeneratedWireCodecs.swift`, the Python SDK's `schema.py`, the Node SDK's `schema.js` and
    /// `schema.d.ts` and the examples' copies of the SDKs are what `protocol/tools/generate_codecs.py`
    /// writes from the schemas: a schema changed without regenerating fails here. Run with
    /// WIDGETS_RECORD=codecs to rewrite them all, then rebuild.
    @Test func theGeneratedCodecsMatchTheSchemas() async throws {
        let regenerate = RecordMode.isOn(.codecs)
        let script = RepositoryPaths.protocolFolder.appendingPathComponent("tools/generate_codecs.py").path
        let run = try await SchemaToolTests.python([script] + (regenerate ? [] : ["--check"]))
        #expect(
            run.status == 0,
            "the schemas changed: run `\(RecordMode.command(.codecs)) swift test --filter theGeneratedCodecsMatchTheSchemas` and rebuild\n\(run.output)"
        )
    }
}
