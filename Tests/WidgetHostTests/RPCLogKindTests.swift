import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// The flight recorder writes exactly the record kinds `protocol/rpc-log.md` lists and its schema
/// allows (validate.py checks the document against the schema; this checks the code).
@Suite struct RPCLogKindTests {
    @Test func everyRecordKindIsOneTheSchemaAllowsAndBack() throws {
        let url = RepositoryPaths.root.appendingPathComponent("protocol/schema/rpc-log-record.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let kind = try #require(properties["kind"] as? [String: Any])
        let allowed = Set(try #require(kind["enum"] as? [String]))
        let written = Set(RPCLogRecord.Kind.allCases.map(\.rawValue))
        #expect(written.subtracting(allowed).isEmpty, "kinds the schema does not allow: \(written.subtracting(allowed).sorted())")
        #expect(
            allowed.subtracting(written).isEmpty,
            "kinds the schema allows but the host never writes: \(allowed.subtracting(written).sorted())")
    }
}
