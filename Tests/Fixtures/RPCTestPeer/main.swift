// A JSON-RPC peer on stdin/stdout for tests and benchmarks of the RPC layer.
// Methods: echo (returns params), sleep {ms}, die {code} (exits mid-call), notify {count}
// (sends `tick` notifications, then answers), callBack (calls the other side's `ping`).
// Exits when stdin closes.
import Glibc
import WidgetJSON
import WidgetProtocol
import WidgetRPC

// `--exhaust-descriptors`: use up every descriptor, then try to make a transport; prints the
// error it gets (the test expects a `cannotCreate` error, not a crash) and exits.
if CommandLine.arguments.contains("--exhaust-descriptors") {
    // A pipe of its own to hand over (a failed transport closes what it was given).
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { exit(2) }
    while open("/dev/null", O_RDONLY) >= 0 {}
    do {
        _ = try FileDescriptorTransport(readFD: ends[0], writeFD: ends[1])
        print("created")
        exit(1)
    } catch {
        print("\(error)")
        exit(0)
    }
}

let connection = Connection(
    transport: try FileDescriptorTransport(readFD: 0, writeFD: 1),
    options: {
        var options = ConnectionOptions()
        options.idPrefix = "p-"
        options.maxConcurrentRequests = 16  // so `sleep` calls do not hold up the others
        return options
    }())
let router = MethodRouter()

router.onRaw("echo") { params, _ in .success(params ?? .null) }

router.onRaw("sleep") { params, _ in
    let ms = params?["ms"]?.intValue ?? 0
    try? await Task.sleep(for: .milliseconds(ms))
    return .success(["slept": .int(ms)])
}

router.onRaw("die") { params, _ in
    exit(Int32(params?["code"]?.intValue ?? 3))
}

router.onRaw("notify") { params, _ in
    let count = params?["count"]?.intValue ?? 1
    for i in 0..<count {
        try? connection.notify(method: "tick", params: ["n": .int(i)])
    }
    return .success(["sent": .int(count)])
}

router.onRaw("callBack") { _, _ in
    do {
        return .success(try await connection.call(method: "ping", params: nil, timeout: .seconds(5)))
    } catch {
        return .failure(.internalError("\(error)"))
    }
}

_ = await connection.run(handler: router)
exit(0)
