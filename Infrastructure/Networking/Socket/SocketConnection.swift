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

// Free functions, because inside `SocketConnection` its `send`, `close` and `connect` methods hide the system calls.
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

private func systemConnect(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t)
    -> Int32
{
    connect(descriptor, address, length)
}

extension SocketConnection {
    static func connect(
        to endpoint: SocketEndpoint, idleTimeout: Duration, cancellation: SocketCancellation
    ) throws(SocketFailure) -> SocketConnection {
        let (host, port) = (endpoint.host, endpoint.port)
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        var addresses: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &addresses) == 0, let first = addresses else {
            throw .hostNotFound(host)
        }
        defer { freeaddrinfo(first) }
        var lastError = ECONNREFUSED
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            do {
                return try connect(address.pointee, endpoint: endpoint.key, idleTimeout, cancellation)
            } catch .connectFailed(_, _, let code) {
                lastError = code
            }
        }
        throw .connectFailed(host: host, port: port, code: lastError)
    }

    private static func connect(
        _ address: addrinfo, endpoint: String, _ idleTimeout: Duration, _ cancellation: SocketCancellation
    ) throws(SocketFailure) -> SocketConnection {
        let descriptor = socket(address.ai_family, streamSocketType, 0)
        guard descriptor >= 0 else { throw .connectFailed(host: endpoint, port: 0, code: errno) }
        let connection = SocketConnection(descriptor: descriptor, endpoint: endpoint)
        do throws(SocketFailure) {
            try connection.configure()
            try cancellation.attach(connection)
            defer { cancellation.detach(connection) }
            if systemConnect(descriptor, address.ai_addr, address.ai_addrlen) != 0 {
                guard errno == EINPROGRESS || errno == EINTR else {
                    throw SocketFailure.connectFailed(host: endpoint, port: 0, code: errno)
                }
                try connection.wait(for: Int16(POLLOUT), idleTimeout: idleTimeout, cancellation: cancellation)
                let code = connection.pendingError
                guard code == 0 else { throw SocketFailure.connectFailed(host: endpoint, port: 0, code: code) }
            }
            return connection
        } catch {
            connection.close()
            throw error
        }
    }

    private func configure() throws(SocketFailure) {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw .connectFailed(host: endpoint, port: 0, code: errno)
        }
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private var pendingError: Int32 {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return errno }
        return code
    }

    private static var streamSocketType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }
}
