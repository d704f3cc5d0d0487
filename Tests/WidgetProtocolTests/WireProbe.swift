import WidgetJSON
import WidgetProtocol

/// One wire type seen both ways: its `Codable` conformance through ``JSONCodec`` (the
/// reference) and its generated codec. ``compare(_:limits:)`` decodes the same bytes both ways
/// and re-encodes what decoded, and says how the two differ, if they do.
struct WireProbe: Sendable {
    let name: String
    let compare: @Sendable (_ bytes: [UInt8], _ limits: Limits?) -> Verdict

    /// What comparing one input found.
    enum Verdict: Equatable {
        /// Not JSON: both paths stop at the one parser, nothing to compare.
        case unparsed
        /// Both decoded the same value and encode it to the same bytes.
        case sameValue
        /// Both failed with this error.
        case sameError(String)
        case different(String)
    }

    func compare(_ bytes: [UInt8], limits: Limits?) -> Verdict { compare(bytes, limits) }

    /// A type's own generated codec.
    static func of<T: WireCodable & Codable & Equatable & Sendable>(_ type: T.Type) -> WireProbe {
        custom(String(describing: T.self), T.self, decode: { try T.decode(wire: $0, limits: $1) }, encode: { try $0.wireEncoded() })
    }

    /// A request's result as the RPC layer reads and writes it (`viewController`'s is optional).
    static func result<R: RequestType>(of request: R.Type) -> WireProbe where R.Response: Equatable {
        custom(
            "\(R.self).Response", R.Response.self, decode: { try R.decodeResult($0, limits: $1) },
            encode: { value in
                var writer = JSONWriter()
                try R.encodeResult(value, to: &writer)
                return writer.bytes
            })
    }

    static func custom<T: Codable & Equatable & Sendable>(
        _ name: String, _ type: T.Type, decode: @escaping @Sendable (JSONFragment, Limits?) throws -> T,
        encode: @escaping @Sendable (T) throws -> [UInt8]
    ) -> WireProbe {
        WireProbe(name: name) { bytes, limits in
            // Both paths parse with the one parser: only what parses is worth comparing.
            guard let fragment = try? JSONFragment(parsing: bytes) else { return .unparsed }
            let reference = outcome { try fragment.decode(T.self, userInfo: limits.map(CellTreeBudget.userInfo) ?? [:]) }
            let generated = outcome { try decode(fragment, limits) }
            switch (reference, generated) {
            case (.success(let a), .success(let b)):
                guard a == b else { return .different("\(name): decoded values differ:\n  Codable:   \(a)\n  generated: \(b)") }
                // Each value both ways (two equal dictionaries may iterate in different orders).
                for value in [a, b] {
                    let reference = outcome { try JSONCodec.encode(value) }
                    let generated = outcome { try encode(value) }
                    guard reference == generated else {
                        return .different("\(name): encodings differ:\n  Codable:   \(show(reference))\n  generated: \(show(generated))")
                    }
                }
                return .sameValue
            case (.failure(let a), .failure(let b)):
                return a == b ? .sameError(a.text) : .different("\(name): errors differ:\n  Codable:   \(a.text)\n  generated: \(b.text)")
            case (.success(let a), .failure(let b)):
                return .different("\(name): Codable decodes \(a), generated fails: \(b.text)")
            case (.failure(let a), .success(let b)):
                return .different("\(name): Codable fails (\(a.text)), generated decodes \(b)")
            }
        }
    }

    /// A thrown error as comparable text: a decoding error's pointer and reason, else its description.
    struct Failure: Error, Equatable {
        var text: String
    }

    static func outcome<T>(_ body: () throws -> T) -> Result<T, Failure> {
        do {
            return .success(try body())
        } catch let error as JSONDecodingError {
            return .failure(Failure(text: "at \"\(error.pointer)\": \(error.reason)"))
        } catch {
            return .failure(Failure(text: "\(type(of: error)): \(error)"))
        }
    }

    static func show(_ result: Result<[UInt8], Failure>) -> String {
        switch result {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let failure): return "error \(failure.text)"
        }
    }
}

extension WireProbe {
    /// Every wire type with a generated codec.
    static let all: [WireProbe] =
        [
            .of(Cell.self), .of(CellNode.self), .of(Modifiers.self), .of(Padding.self), .of(EdgeInsets.self), .of(Frame.self),
            .of(FrameLength.self), .of(Action.self), .of(ImageSource.self), .of(ColorToken.self), .of(Timestamp.self),
            .of(TextNode.self), .of(VStackNode.self), .of(ListNode.self), .of(FactsNode.self), .of(ButtonNode.self),
            .of(ImageNode.self), .of(DateTextNode.self), .of(TextStyle.self), .of(Timeline.self), .of(ReloadPolicy.self),
            .of(WidgetController.self), .of(PreferredWidth.self), .of(PreferredWidth.Value.self), .of(HeaderButton.self),
            .of(Trip.self), .of(Flight.self), .of(Airport.self), .of(AirportRef.self), .of(UserInfo.self), .of(Limits.self),
            .of(EmptyResult.self), .of(LogNotification.self),
        ] + requests.values.flatMap { [$0.params, $0.result] } + notifications.values

    /// The probes of each method's params and result, by method.
    static let requests: [String: (params: WireProbe, result: WireProbe)] = [
        "initialize": (.of(InitializeRequest.self), .result(of: InitializeRequest.self)),
        "prepareData": (.of(PrepareDataRequest.self), .result(of: PrepareDataRequest.self)),
        "init": (.of(InitRequest.self), .result(of: InitRequest.self)),
        "cellHeight": (.of(CellHeightRequest.self), .result(of: CellHeightRequest.self)),
        "configureCell": (.of(ConfigureCellRequest.self), .result(of: ConfigureCellRequest.self)),
        "viewController": (.of(ViewControllerRequest.self), .result(of: ViewControllerRequest.self)),
        "action": (.of(ActionRequest.self), .result(of: ActionRequest.self)),
        "shutdown": (.of(ShutdownRequest.self), .result(of: ShutdownRequest.self)),
    ]

    static let notifications: [String: WireProbe] = [
        "reloadWidget": .of(ReloadWidgetNotification.self),
        "canBeDisplayed": .of(CanBeDisplayedNotification.self),
        "presentWidgetController": .of(PresentWidgetControllerNotification.self),
        "log": .of(LogNotification.self),
    ]

    /// The limits inputs are tried under: none, the defaults, and tight ones every tree breaks.
    static let limits: [Limits?] = [
        nil, .default, Limits(maxNodes: 6, maxDepth: 3, maxListItems: 2, maxFactsRows: 2, maxTimelineEntries: 1),
    ]
}
