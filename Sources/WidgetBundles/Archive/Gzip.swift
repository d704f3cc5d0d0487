import CZlib

/// The gzip layer of a bundle archive, through the system's zlib.
///
/// Why zlib and not a copy of our own: a bundle is untrusted input, and inflate is where
/// decompressors have had their bugs; zlib's is the reference, fuzzed for decades and already
/// on every Linux this host runs on (Debian: `zlib1g`; building needs `zlib1g-dev`). Shelling
/// out to `tar` or `gzip` was the other way, and the worse one: GNU tar's defaults extract
/// absolute names, links and devices, and each install would depend on its version and flags.
/// Both directions stream in chunks, so neither side ever holds a whole archive in memory; what
/// a hostile stream inflates to is bounded by the tar reader above it, not here.
///
/// The stream lives at a fixed address (zlib keeps a pointer back to it), hence a class.
package final class GzipInflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private var ended = false

    /// - Throws: ``BundleError/archiveUnreadable(_:_:)`` when zlib cannot start (out of memory).
    package init(source: String) throws(BundleError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 16 + 15: a gzip wrapper (not zlib's, not raw deflate) with the largest window.
        guard inflateInit2_(stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .archiveUnreadable(source, "the decompressor could not start (out of memory?)")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Whether the gzip member has ended (its checksum and length verified by zlib).
    package var isFinished: Bool { ended }

    /// Inflates `input`, handing each piece of output (at most `chunk` bytes) to `emit`.
    /// Input after the end of the member is ignored (a tar's padding may follow it).
    /// - Throws: ``BundleError/archiveCorrupt(_:_:)`` for anything that is not gzip, or is damaged.
    package func inflate(
        _ input: [UInt8], source: String, chunk: Int = 64 * 1024, emit: ([UInt8]) throws(BundleError) -> Void
    ) throws(BundleError) {
        guard !ended, !input.isEmpty else { return }
        var output = [UInt8](repeating: 0, count: chunk)
        var input = input
        let count = input.count
        try input.withUnsafeMutableBufferPointer { (inBuffer) throws(BundleError) in
            stream.pointee.next_in = inBuffer.baseAddress
            stream.pointee.avail_in = UInt32(count)
            repeat {
                let (status, produced) = output.withUnsafeMutableBufferPointer { outBuffer in
                    stream.pointee.next_out = outBuffer.baseAddress
                    stream.pointee.avail_out = UInt32(chunk)
                    let status = CZlib.inflate(stream, Z_NO_FLUSH)
                    return (status, chunk - Int(stream.pointee.avail_out))
                }
                if produced > 0 { try emit(Array(output[0..<produced])) }
                switch status {
                case Z_OK, Z_BUF_ERROR:
                    break
                case Z_STREAM_END:
                    ended = true
                default:
                    let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                    throw .archiveCorrupt(source, "it is not a gzip stream, or it is damaged (\(reason))")
                }
            } while !ended && (stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0)
            stream.pointee.next_in = nil
        }
    }
}

/// Writes gzip, in chunks, for `widgets pack`.
package final class GzipDeflater {
    private let stream: UnsafeMutablePointer<z_stream>

    package init() throws(BundleError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard
            deflateInit2_(
                stream, Z_BEST_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .writeFailed("the archive", "the compressor could not start (out of memory?)")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input`; `finish` ends the stream (header, trailer and all).
    package func deflate(_ input: [UInt8], finish: Bool = false, emit: ([UInt8]) throws(BundleError) -> Void) throws(BundleError) {
        let chunk = 64 * 1024
        var output = [UInt8](repeating: 0, count: chunk)
        var input = input
        let count = input.count
        try input.withUnsafeMutableBufferPointer { (inBuffer) throws(BundleError) in
            stream.pointee.next_in = inBuffer.baseAddress
            stream.pointee.avail_in = UInt32(count)
            var status: Int32
            repeat {
                let produced: Int
                (status, produced) = output.withUnsafeMutableBufferPointer { outBuffer in
                    stream.pointee.next_out = outBuffer.baseAddress
                    stream.pointee.avail_out = UInt32(chunk)
                    let status = CZlib.deflate(stream, finish ? Z_FINISH : Z_NO_FLUSH)
                    return (status, chunk - Int(stream.pointee.avail_out))
                }
                if produced > 0 { try emit(Array(output[0..<produced])) }
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw .writeFailed("the archive", "the compressor failed (zlib error \(status))")
                }
            } while finish ? status != Z_STREAM_END : stream.pointee.avail_out == 0
            stream.pointee.next_in = nil
        }
    }
}
