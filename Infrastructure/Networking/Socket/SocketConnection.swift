#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One non-blocking TCP connection of a `SocketHTTPClient`.
///
/// Every call looks at its exchange's cancellation first, and every wait polls in short slices, so a cancelled
/// exchange stops soon, even while connecting (which a shutdown does not interrupt) or while a fast sender keeps the
/// socket readable (on Linux a shut-down socket still receives). A wait fails with `.timedOut` when nothing happens
/// for the idle timeout.
struct SocketConnection: Sendable, Hashable {
    /// The socket's file descriptor.
    let descriptor: Int32
    /// The server it is connected to, as `host:port`: the key of the connection pool.
    let endpoint: String

    /// The longest a wait sleeps before it looks at its cancellation again.
    static let pollSlice: Int32 = 50

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8], idleTimeout: Duration, cancellation: SocketCancellation) throws(SocketFailure) {
        var offset = 0
        while offset < bytes.count {
            if cancellation.isCancelled { throw .cancelled }
            let sent = bytes[offset...].withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count) }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                try wait(for: Int16(POLLOUT), idleTimeout: idleTimeout, cancellation: cancellation)
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                throw cancellation.isCancelled ? .cancelled : .connectionLost(sent < 0 ? errno : EPIPE)
            }
        }
    }

    /// Receives what has arrived (waiting for it) into `buffer`; 0 when the server closed the connection.
    func receive(
        into buffer: UnsafeMutableRawBufferPointer, idleTimeout: Duration, cancellation: SocketCancellation
    ) throws(SocketFailure) -> Int {
        while true {
            if cancellation.isCancelled { throw .cancelled }
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count >= 0 {
                if count == 0 && cancellation.isCancelled { throw .cancelled }
                return count
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                try wait(for: Int16(POLLIN), idleTimeout: idleTimeout, cancellation: cancellation)
            default:
                throw cancellation.isCancelled ? .cancelled : .connectionLost(errno)
            }
        }
    }

    /// Waits until the socket is ready for `events`, the exchange is cancelled, or the idle timeout passes.
    func wait(for events: Int16, idleTimeout: Duration, cancellation: SocketCancellation) throws(SocketFailure) {
        let deadline = ContinuousClock.now + idleTimeout
        var watched = pollfd(fd: descriptor, events: events, revents: 0)
        while true {
            if cancellation.isCancelled { throw .cancelled }
            let ready = poll(&watched, 1, Self.pollSlice)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw .connectionLost(errno) }
            if ContinuousClock.now >= deadline { throw .timedOut }
        }
    }

    /// Whether an idle connection looks usable: the server has neither closed it nor sent anything unasked.
    var isIdleAndOpen: Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, 0) == 0
    }

    /// Releases the descriptor; the connection must not be used afterwards.
    func close() {
        _ = closeDescriptor(descriptor)
    }
}

// Free functions, because inside `SocketConnection` its `send` and `close` methods hide the system calls.
private func sendBytes(_ descriptor: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(descriptor, base, count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, base, count, 0)
    #endif
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
