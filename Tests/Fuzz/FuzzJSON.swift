// libFuzzer harness for the WidgetJSON parser and serializer. Not part of the package build or
// CI; see README.md in this folder for how to run it.

/// Any bytes: parsing must not crash; whatever parses must re-serialize to a fixed point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let value = try? JSONValue(parsing: bytes, maxDepth: 128) else { return 0 }
    let once = value.serialized()
    guard let again = try? JSONValue(parsing: once, maxDepth: 128), again == value else {
        fatalError("re-parse differs for \(Array(bytes))")
    }
    precondition(again.serialized() == once, "serialization is not a fixed point for \(Array(bytes))")
    precondition(value.serialized(sortedKeys: true).count == once.count, "sorted output changed length")
    return 0
}
