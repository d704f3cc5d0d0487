import Testing
import WidgetJSON
import WidgetProtocol

/// README §1, ids: which ids can be read, what they are, and how a reply writes them. The code
/// is the spec here: a change to either must change both.
@Suite struct RequestIDReadingTests {
    static func read(_ id: String) throws -> Result<RequestID, MessageDecodingError> {
        let line = Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"cellHeight","params":{"width":375}}"#.utf8)
        let decoded = line.withUnsafeBytes { bytes -> Result<JSONRPCMessage, LineDecodingError> in
            do throws(LineDecodingError) {
                return .success(try JSONRPCMessage(line: bytes))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case .success(let message): return .success(try #require(message.id))
        case .failure(.notJSONRPC(let error)): return .failure(error)
        case .failure(let other): throw other
        }
    }

    @Test(
        arguments: [
            ("7", RequestID.number(7)), ("7.0", .number(7)), ("7e0", .number(7)), ("0.7e1", .number(7)), ("1e2", .number(100)),
            ("-0", .number(0)), ("-0.0", .number(0)), ("9223372036854775807", .number(.max)),
            ("-9223372036854775808", .number(.min)), (#""5""#, .string("5")), (#""h-1""#, .string("h-1")),
        ])
    func anIntegerWrittenAnyWayIsThatInteger(_ written: String, _ id: RequestID) throws {
        #expect(try Self.read(written).get() == id)
    }

    @Test(arguments: ["1.5", "1e30", "9223372036854775808", "9223372036854775807.0", "-1e19", "true", "null", "[1]", #"{"a":1}"#])
    func anyOtherIDCannotBeReadAndItsErrorCarriesNull(_ written: String) throws {
        guard case .failure(let error) = try Self.read(written) else {
            Issue.record("\(written) was read as an id")
            return
        }
        #expect(error.id == nil)
        #expect(error.error.code == .invalidRequest)
    }

    @Test func aReplyWritesAnIntegerIDAsAnInteger() throws {
        let id = try Self.read("7.0").get()
        let line = String(decoding: JSONRPCMessage.response(id: id, result: JSONFragment(.object([:]))).encodedLine(), as: UTF8.self)
        #expect(line == #"{"jsonrpc":"2.0","id":7,"result":{}}"# + "\n")
        #expect(RequestID.number(5) != RequestID.string("5"), "\"5\" and 5 are different ids")
    }
}
