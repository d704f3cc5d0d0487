// libFuzzer harness: the generated wire codecs against the Codable conformances. Every input
// that parses is decoded as every wire type, under three limits settings, both ways, and what
// decodes is encoded both ways; any difference in value, bytes or error stops the run with it.
// Not part of the package build or CI; see README.md in this folder for how to run it.
import WidgetJSON
import WidgetProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWireCodecs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard (try? JSONValue(parsing: bytes)) != nil else { return 0 }
    for probe in WireProbe.all {
        for limits in WireProbe.limits {
            if case .different(let difference) = probe.compare(bytes, limits: limits) {
                fatalError("\(difference)\ninput: \(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }
    return 0
}
