import WidgetJSON

/// Checks a widget's answer to `initialize` the way `protocol/README.md` §3 (`initialize`) and
/// §10 require. Pure and synchronous: the host and `widgets check` run this one validator, so
/// they can never disagree about a handshake.
///
/// ```swift
/// let validator = HandshakeValidator(offeredVersions: request.supportedVersions)
/// switch validator.validate(reply) {
/// case .accepted(let info): // go on with prepareData (if declared) and init
/// default: // the handshake failed: record outcome.summary as handshakeFailed, stop the widget
/// }
/// ```
public struct HandshakeValidator: Sendable, Hashable {
    /// The versions the host offered in `initialize.supportedVersions`; the answer must be one
    /// of these strings exactly.
    public var offeredVersions: [String]

    /// The longest `widgetType` (`^[a-z0-9_]{1,64}$`).
    public static let maxWidgetTypeLength = 64
    /// The longest `cellIdentifier` (`^[A-Za-z0-9_.-]{1,128}$`).
    public static let maxCellIdentifierLength = 128

    /// Creates a validator for a host that offered `offeredVersions` (by default every version
    /// this build speaks, as ``InitializeRequest`` offers them).
    public init(offeredVersions: [String] = ProtocolVersion.supported) {
        self.offeredVersions = offeredVersions
    }

    /// Judges the reply to `initialize`: a result, or the error the widget answered.
    public func validate(_ reply: Result<JSONValue, ResponseError>) -> HandshakeOutcome {
        switch reply {
        case .success(let result):
            return validate(result: result)
        case .failure(let error) where error.code == .unsupportedProtocolVersion:
            let versions = error.data?["supportedVersions"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return .noCommonVersion(widgetVersions: versions, error: error)
        case .failure(let error):
            return .failed(error)
        }
    }

    /// Judges an `initialize` result.
    public func validate(result: JSONValue) -> HandshakeOutcome {
        let response: InitializeResponse
        do {
            response = try JSONValueDecoder().decode(InitializeResponse.self, from: result)
        } catch let error as JSONDecodingError {
            return .rejected([
                HandshakeProblem(
                    rule: .notWidgetInfo, pointer: error.pointer, value: nil,
                    detail: "the initialize result is not widget info: \(error.reason)")
            ])
        } catch {
            return .rejected([
                HandshakeProblem(
                    rule: .notWidgetInfo, pointer: "", value: nil, detail: "the initialize result is not widget info: \(error)")
            ])
        }
        let problems = problems(in: response)
        return problems.isEmpty ? .accepted(response) : .rejected(problems)
    }

    /// Every rule a decoded answer breaks, the version first; empty when it holds.
    public func problems(in response: InitializeResponse) -> [HandshakeProblem] {
        var problems: [HandshakeProblem] = []
        if !offeredVersions.contains(response.protocolVersion) {
            let offered = offeredVersions.map { "\"\(HandshakeProblem.printable($0))\"" }.joined(separator: ", ")
            problems.append(
                HandshakeProblem(
                    rule: .versionNotOffered, pointer: "/protocolVersion", value: response.protocolVersion,
                    detail:
                        """
                        chose protocol version \"\(HandshakeProblem.printable(response.protocolVersion))\", which the host did not \
                        offer (it offered \(offered))
                        """
                ))
        }
        if !Self.matches(response.widgetType, maxLength: Self.maxWidgetTypeLength, allowed: Self.isWidgetTypeByte) {
            problems.append(
                HandshakeProblem(
                    rule: .widgetTypePattern, pointer: "/widgetType", value: response.widgetType,
                    detail: "widgetType \"\(HandshakeProblem.printable(response.widgetType))\" is not 1-64 characters of [a-z0-9_]"))
        }
        if !Self.matches(response.cellIdentifier, maxLength: Self.maxCellIdentifierLength, allowed: Self.isCellIdentifierByte) {
            problems.append(
                HandshakeProblem(
                    rule: .cellIdentifierPattern, pointer: "/cellIdentifier", value: response.cellIdentifier,
                    detail:
                        """
                        cellIdentifier \"\(HandshakeProblem.printable(response.cellIdentifier))\" is not 1-128 characters of \
                        [A-Za-z0-9_.-]
                        """
                ))
        }
        if response.dashboards.isEmpty {
            problems.append(HandshakeProblem(rule: .noDashboards, pointer: "/dashboards", value: nil, detail: "dashboards is empty"))
        }
        var seen: Set<DashboardKind> = []
        for (index, dashboard) in response.dashboards.enumerated() where !seen.insert(dashboard).inserted {
            problems.append(
                HandshakeProblem(
                    rule: .repeatedDashboard, pointer: "/dashboards/\(index)", value: dashboard.rawValue,
                    detail: "dashboards lists \"\(dashboard.rawValue)\" twice"))
        }
        return problems
    }

    private static func matches(_ text: String, maxLength: Int, allowed: (UInt8) -> Bool) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty && bytes.count <= maxLength && bytes.allSatisfy(allowed)
    }

    private static func isWidgetTypeByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static func isCellIdentifierByte(_ byte: UInt8) -> Bool {
        isWidgetTypeByte(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }
}
