#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One non-blocking TCP connection of a `SocketHTTPClient`.
// Every wait polls in short slices and checks cancellation, because a shutdown does not interrupt a connect, and
// on Linux a shut-down socket still receives from a fast sender.
struct SocketConnection: Sendable, Hashable {
    let descriptor: Int32
    let endpoint: String

    static let pollSlice: Int32 = 50

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

    var isIdleAndOpen: Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, 0) == 0
    }

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
