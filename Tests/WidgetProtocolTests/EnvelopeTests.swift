import Testing
import WidgetJSON

@testable import WidgetProtocol

@Suite struct EnvelopeTests {
    @Test func requestRoundTripsThroughJSONValue() throws {
        let message = JSONRPCMessage.request(id: .number(1), method: "cellHeight", params: ["width": 375])
        #expect(try JSONRPCMessage(json: message.json) == message)
    }

    @Test func missingVersionKeepsTheRecoveredID() {
        let json: JSONValue = ["id": "h-7", "method": "init"]
        #expect(throws: MessageDecodingError.self) { try JSONRPCMessage(json: json) }
        do {
            _ = try JSONRPCMessage(json: json)
        } catch {
            #expect(error.id == .string("h-7"))
            #expect(error.error.code == .invalidRequest)
        }
    }
}
