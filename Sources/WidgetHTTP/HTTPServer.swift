import WidgetRPC

/// A small, strict HTTP/1.1 server for one app's page on this machine: no packages, Glibc
/// sockets, the host's I/O habits.
///
/// **Design.** One thread of its own runs a `poll` loop (``HTTPEventLoop``) over the listener,
/// the connections and a wake-up pipe, with non-blocking sockets: the cooperative pool is never
/// blocked. Each connection is a state machine value (``HTTPConnectionMachine``) around a pure
/// parser (``HTTPRequestParser``); the loop only performs what they decide. Parsed requests pass
/// the ``AccessPolicy`` (Host, Origin, token and cookie) on the loop thread, then run as tasks
/// through the ``HTTPRouter``; their responses and event-stream events come back through a
/// mailbox. Timeouts run on the injected ``MonotonicClock`` (one timer task sleeping until the
/// earliest deadline), so tests drive them with a manual clock.
///
/// **Bounds.** Request line, head, body, connections, queued output and every phase's duration
/// are limited (``HTTPLimits``, ``HTTPTimeouts``); a malformed or oversized request gets its 4xx
/// and its connection closes, without touching any other. At the connection limit a
/// connection lingering after its last response or the longest-idle one makes room, or a
/// newcomer gets 503.
///
/// **Security.** Binds `127.0.0.1` unless configured otherwise. Every request needs the run's
/// token (given once in the URL, then an `HttpOnly`, `SameSite=Strict` cookie), a `Host` that
/// names this server (DNS rebinding) and, for a POST, this server's own `Origin`; every
/// response carries a strict Content-Security-Policy with a fresh nonce
/// (``HTTPRequest/contentSecurityNonce``), `nosniff`, `no-referrer` and `no-store` by default.
///
/// **Pushing.** An ``EventChannel`` broadcasts Server-Sent Events to every page that
/// subscribed (``HTTPRouter/events(_:from:retry:)``), with heartbeats and ids to catch up after
/// a reconnect. SSE rather than WebSocket: the page only listens (its actions are POSTs), and
/// SSE is plain HTTP with reconnection built into every browser.
///
/// Call ``stop()`` when done: it closes every connection (event streams end) and the listener.
public final class HTTPServer: Sendable {
    /// The address the server is bound to.
    public let address: String
    /// The port it listens on (the one picked when the configuration said 0).
    public let port: UInt16
    /// Who it admits; ``AccessPolicy/token`` is the run's secret.
    public let policy: AccessPolicy
    private let mailbox: HTTPLoopMailbox

    /// Binds the socket and starts serving `router`.
    /// - Parameter clock: the clock of every timeout (idle, slow request, write stall,
    ///   heartbeat, linger); a manual clock in tests.
    /// - Throws: ``HTTPServerError`` when the address is not a literal, the port is taken, or
    ///   the server's own pipe or thread cannot be made.
    public init(
        configuration: HTTPServerConfiguration = HTTPServerConfiguration(), router: HTTPRouter, clock: MonotonicClock = .continuous
    )
        throws(HTTPServerError)
    {
        let (listener, port) = try HTTPSystemCalls.listen(address: configuration.address, port: configuration.port, backlog: 128)
        let mailbox: HTTPLoopMailbox
        do throws(HTTPServerError) {
            mailbox = try HTTPLoopMailbox()
        } catch {
            HTTPSystemCalls.close(listener)
            throw error
        }
        let policy = AccessPolicy(
            token: configuration.token, address: configuration.address, port: port, hostNames: configuration.hostNames,
            contentSecurityPolicy: configuration.contentSecurityPolicy)
        let (limits, timeouts) = (configuration.limits, configuration.timeouts)
        do throws(HTTPServerError) {
            try HTTPSystemCalls.startThread(name: "widget-http") {
                HTTPEventLoop(
                    listener: listener, mailbox: mailbox, router: router, policy: policy, limits: limits, timeouts: timeouts, clock: clock
                ).run()
            }
        } catch {
            HTTPSystemCalls.close(listener)
            mailbox.end()
            throw error
        }
        self.address = configuration.address
        self.port = port
        self.policy = policy
        self.mailbox = mailbox
    }

    deinit {
        mailbox.post(.stop)
    }

    /// The page's address with the token: what to print and open. The token is exchanged for
    /// a cookie on the first request, and the browser is sent to the same URL without it.
    public var url: String {
        "http://\(policy.allowedHosts[0])/?\(AccessPolicy.tokenParameter)=\(policy.token.value)"
    }

    /// The server's counters, as of the loop's last turn.
    public var statistics: HTTPServerStatistics { mailbox.statistics }

    /// Closes every connection (event streams end, handlers still running are cancelled) and
    /// the listener, and returns when the loop thread has finished. Idempotent.
    public func stop() async {
        mailbox.post(.stop)
        await mailbox.waitUntilEnded()
    }
}
