import WidgetRPC

extension WidgetSession {
    /// Decodes params (absent means `{}`); a failure is `-32602` with a JSON pointer into
    /// `params`, as the spec writes it (`/width`).
    static func decode<P: Decodable>(_ type: P.Type, _ params: JSONFragment?) -> Result<P, ResponseError> {
        MethodRouter.decodeParams(type, params)
    }

    /// The result's bytes, encoded straight from the typed value.
    static func encode<R: Encodable>(_ result: R) -> Result<JSONFragment, ResponseError> {
        do {
            return .success(try JSONFragment(encoding: result))
        } catch {
            return .failure(.internalError("The result could not be encoded as JSON: \(error)"))
        }
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
