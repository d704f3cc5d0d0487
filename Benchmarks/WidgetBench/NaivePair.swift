// The naive Swift peer of the RPC rows: what a Swift developer writes first. Foundation's
// JSONEncoder/JSONDecoder with Codable envelope structs, `readLine()` and `FileHandle` over the
// pipes, one process each side.
import CPipeFloor
import Foundation

enum NaivePair {
    struct Payload: Codable {
        var data: String
    }

    struct Request: Codable {
        var jsonrpc: String
        var id: String
        var method: String
        var params: Payload
    }

    struct Response: Codable {
        var jsonrpc: String
        var id: String
        var result: Payload
    }

    /// `--naive-peer CPU`: answers every request line until stdin closes.
    static func runPeer(cpu: Int32) -> Never {
        _ = cpf_pin_process(cpu)
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let output = FileHandle.standardOutput
        while let line = readLine() {
            guard let request = try? decoder.decode(Request.self, from: Data(line.utf8)) else { continue }
            let response = Response(jsonrpc: "2.0", id: request.id, result: Payload(data: "0123456789abcdef0123456789abcdef0123456789"))
            guard var data = try? encoder.encode(response) else { continue }
            data.append(0x0A)
            output.write(data)
        }
        exit(0)
    }

    /// The calling side, in this (already pinned) process.
    static func client(childCPU: Int32, warmup: Int, iterations: Int) throws -> RoundTripResult {
        let peer = Process()
        peer.executableURL = URL(fileURLWithPath: CommandLine.selfExecutable)
        peer.arguments = ["--naive-peer", "\(childCPU)"]
        let toPeer = Pipe()
        let fromPeer = Pipe()
        peer.standardInput = toPeer
        peer.standardOutput = fromPeer
        try peer.run()
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let request = Request(jsonrpc: "2.0", id: "h-1", method: "echo", params: Payload(data: "0123456789abcdef0123456789abcd"))
        var reader = LineReader(fd: fromPeer.fileHandleForReading.fileDescriptor)
        func call() throws {
            var data = try encoder.encode(request)
            data.append(0x0A)
            toPeer.fileHandleForWriting.write(data)
            guard let line = reader.next() else { throw BenchError("the naive peer closed its output") }
            _ = try decoder.decode(Response.self, from: line)
        }
        let result = try RoundTripResult.measure(warmup: warmup, iterations: iterations, call)
        try toPeer.fileHandleForWriting.close()
        peer.waitUntilExit()
        return result
    }

    /// Lines from a descriptor, read in chunks.
    struct LineReader {
        let fd: Int32
        var buffer: [UInt8] = []

        init(fd: Int32) {
            self.fd = fd
        }

        mutating func next() -> Data? {
            while true {
                if let end = buffer.firstIndex(of: 0x0A) {
                    let line = Data(buffer[..<end])
                    buffer.removeSubrange(...end)
                    return line
                }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { return nil }
                buffer.append(contentsOf: chunk[..<n])
            }
        }
    }
}
