import WidgetRPC

extension WidgetSession {
    /// What a request is answered with: a protocol response, written by its generated codec
    /// straight into the reply's line.
    enum Answer {
        /// `{}` (`prepareData`, `shutdown`).
        case empty
        /// `null`: `viewController` with nothing to present.
        case noController
        case initialize(InitializeResponse)
        case initResult(InitResponse)
        case height(CellHeightResponse)
        case cell(ConfigureCellResponse)
        case controller(WidgetController)
        case action(ActionResponse)

        func write(to writer: inout JSONWriter) throws {
            switch self {
            case .empty: writer.raw("{}")
            case .noController: writer.raw("null")
            case .initialize(let response): try response.encode(wire: &writer)
            case .initResult(let response): try response.encode(wire: &writer)
            case .height(let response): try response.encode(wire: &writer)
            case .cell(let response): try response.encode(wire: &writer)
            case .controller(let controller): try controller.encode(wire: &writer)
            case .action(let response): try response.encode(wire: &writer)
            }
        }
    }

    /// Decodes a request's params with its generated codec (absent means `{}`); a failure is
    /// `-32602` with a JSON pointer into `params`, as the spec writes it (`/width`).
    static func decode<P: RequestType>(_ type: P.Type, _ params: JSONFragment?) -> Result<P, ResponseError> {
        MethodRouter.decodeParams(type, params)
    }

    /// The wire error for an error thrown by widget code.
    static func responseError(for error: any Error, in context: String) -> ResponseError {
        switch error {
        case let error as WidgetError: return error.responseError
        case let error as ResponseError: return error
        default: return ResponseError(code: .widgetFailure, message: "\(context) failed: \(error)")
        }
    }

    static func format(_ width: Double) -> String {
        width == width.rounded() ? String(Int(width)) : String(width)
    }
}

extension Result where Failure == ResponseError {
    func asyncFlatMap<T>(_ body: (Success) async -> Result<T, ResponseError>) async -> Result<T, ResponseError> {
        switch self {
        case .success(let value): return await body(value)
        case .failure(let error): return .failure(error)
        }
    }
}
