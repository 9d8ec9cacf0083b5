#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

// A free function, because inside `SocketConnection` its `connect` method hides the system call.
private func systemConnect(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t)
    -> Int32
{
    connect(descriptor, address, length)
}
