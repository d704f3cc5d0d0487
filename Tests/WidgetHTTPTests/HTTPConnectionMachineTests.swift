import Testing
import WidgetRPC

@testable import WidgetHTTP

/// The connection's phases and timeouts, driven by hand-made instants: no sockets, no sleeping.
@Suite struct HTTPConnectionMachineTests {
    var timeouts: HTTPTimeouts {
        var timeouts = HTTPTimeouts()
        timeouts.idle = .seconds(30)
        timeouts.request = .seconds(10)
        timeouts.write = .seconds(20)
        timeouts.heartbeat = .seconds(15)
        timeouts.linger = .seconds(2)
        return timeouts
    }

    func at(_ seconds: Int) -> MonotonicInstant { MonotonicInstant(offset: .seconds(seconds)) }

    func feed(_ machine: inout HTTPConnectionMachine, _ text: String, at now: MonotonicInstant) -> HTTPConnectionMachine.Action {
        Array(text.utf8).withUnsafeBytes { machine.received($0, at: now) }
    }

    let get = "GET / HTTP/1.1\r\nHost: h\r\n\r\n"

    @Test func anIdleConnectionClosesAtTheIdleTimeout() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(5))
        #expect(machine.spare?.since == at(5) && machine.spare?.lingering == false)
        #expect(machine.deadline == at(35))
        #expect(machine.deadlinePassed(at: at(34)) == .none)
        #expect(machine.deadlinePassed(at: at(35)) == .close)
        #expect(machine.phase == .closed)
    }

    @Test func aSlowRequestIsAnswered408AtTheRequestTimeoutHoweverItTrickles() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(0))
        #expect(feed(&machine, "GET / HTTP/1.1\r\n", at: at(1)) == .none)
        #expect(machine.spare == nil, "a connection with a request begun is not idle")
        #expect(machine.deadline == at(11), "counted from the request's first byte")
        for second in 2...10 {
            #expect(feed(&machine, "X", at: at(second)) == .none)
        }
        #expect(machine.deadline == at(11), "trickling bytes does not extend it")
        guard case .reject(let rejection) = machine.deadlinePassed(at: at(11)) else { Issue.record("no 408"); return }
        #expect(rejection.status == .requestTimeout)
        machine.responseQueued(keepAlive: true, streaming: false, at: at(11))
        #expect(machine.wrote(finished: true, at: at(11)) == .shutdownOutput, "closed after the 408, whatever the request asked")
        #expect(machine.spare?.since == at(11) && machine.spare?.lingering == true, "answered: it may make room for another")
        #expect(machine.deadline == at(13))
        #expect(machine.deadlinePassed(at: at(13)) == .close)
    }

    @Test func aKeptAliveConnectionServesPipelinedRequestsInTurn() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(0))
        guard case .dispatch(let first) = feed(&machine, get + "GET /second HTTP/1.1\r\nHost: h\r\n\r\n", at: at(1)) else {
            Issue.record("no first request")
            return
        }
        #expect(first.path == "/")
        #expect(!machine.wantsInput, "no reading while the app handles a request")
        #expect(machine.deadline == nil, "the app's time is its own")
        machine.responseQueued(keepAlive: true, streaming: false, at: at(2))
        #expect(machine.deadline == at(22), "a client that does not read is dropped at the write timeout")
        #expect(machine.wrote(finished: false, at: at(3)) == .none)
        #expect(machine.deadline == at(23), "progress restarts it")
        guard case .dispatch(let second) = machine.wrote(finished: true, at: at(4)) else { Issue.record("no pipelined request"); return }
        #expect(second.path == "/second")
        machine.responseQueued(keepAlive: true, streaming: false, at: at(5))
        #expect(machine.wrote(finished: true, at: at(6)) == .none)
        #expect(machine.spare?.since == at(6))
        #expect(machine.wantsInput)
    }

    @Test func aStalledResponseIsDropped() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(0))
        _ = feed(&machine, get, at: at(0))
        machine.responseQueued(keepAlive: true, streaming: false, at: at(1))
        #expect(machine.deadlinePassed(at: at(20)) == .none)
        #expect(machine.deadlinePassed(at: at(21)) == .close)
    }

    @Test func anEventStreamSendsHeartbeatsAndDropsAClientThatStopsReading() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(0))
        _ = feed(&machine, get, at: at(0))
        machine.responseQueued(keepAlive: true, streaming: true, at: at(1))
        #expect(machine.phase == .streaming)
        #expect(machine.wantsInput, "reads, to see the client leave")
        #expect(machine.wrote(finished: true, at: at(1)) == .none)
        #expect(machine.deadline == at(16))
        machine.streamBytesQueued(at: at(10))
        #expect(machine.wrote(finished: true, at: at(10)) == .none)
        #expect(machine.deadline == at(25), "an event counts as a sign of life")
        #expect(machine.deadlinePassed(at: at(25)) == .heartbeat)
        machine.streamBytesQueued(at: at(25))
        // The client reads nothing from now on.
        #expect(machine.deadline == at(40))
        #expect(machine.deadlinePassed(at: at(40)) == .heartbeat)
        machine.streamBytesQueued(at: at(40))
        #expect(machine.deadline == at(45), "stalled since 25: the write timeout comes first")
        #expect(machine.deadlinePassed(at: at(45)) == .close)
    }

    @Test func theEndOfAnEventStreamClosesAfterTheLastBytes() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(0))
        _ = feed(&machine, get, at: at(0))
        machine.responseQueued(keepAlive: true, streaming: true, at: at(1))
        machine.streamEnded()
        #expect(machine.wrote(finished: true, at: at(2)) == .shutdownOutput)
        #expect(machine.received(UnsafeRawBufferPointer(start: nil, count: 0), at: at(3)) == .none, "lingering drops input")
        #expect(machine.inputClosed() == .close)
    }

    @Test func aClientThatHalfClosesGetsItsAnswerThenTheClose() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(0))
        _ = feed(&machine, get, at: at(0))
        #expect(machine.inputClosed() == .none, "the request in hand is still answered")
        machine.responseQueued(keepAlive: true, streaming: false, at: at(1))
        #expect(machine.wrote(finished: true, at: at(1)) == .close)
    }

    @Test func aMalformedRequestIsRejectedAndClosed() {
        var machine = HTTPConnectionMachine(limits: HTTPLimits(), timeouts: timeouts, now: at(0))
        guard case .reject(let rejection) = feed(&machine, "GET / HTTP/1.1\r\n folded\r\n\r\n", at: at(0)) else {
            Issue.record("not rejected")
            return
        }
        #expect(rejection.status == .badRequest)
        machine.responseQueued(keepAlive: true, streaming: false, at: at(0))
        #expect(machine.wrote(finished: true, at: at(0)) == .shutdownOutput)
    }
}
