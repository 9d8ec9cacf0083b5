#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket's file descriptor and the few blocking calls the server makes on it.
struct TCPSocket: Sendable, Hashable {
    /// What one `receive` call produced.
    enum ReceiveResult: Equatable {
        case received(Int)
        case endOfStream
        case timedOut
        case failed
    }

    let descriptor: Int32

    static func listeningOnLoopback(port: UInt16, backlog: Int32) throws(HTTPServerError) -> TCPSocket {
        let descriptor = socket(AF_INET, SocketPlatform.streamSocketType, 0)
        guard descriptor >= 0 else { throw .socketUnavailable(errno: errno) }
        let listener = TCPSocket(descriptor: descriptor)
        listener.setOption(SO_REUSEADDR, level: SOL_SOCKET, to: 1)
        var address = SocketPlatform.loopbackAddress(port: port)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            listener.close()
            throw .bindFailed(port: port, errno: code)
        }
        guard listen(descriptor, backlog) == 0 else {
            let code = errno
            listener.close()
            throw .listenFailed(port: port, errno: code)
        }
        return listener
    }

    func localAddress() -> (host: String, port: UInt16)? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        guard inet_ntop(AF_INET, &address.sin_addr, &text, socklen_t(text.count)) != nil else { return nil }
        let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (host, UInt16(bigEndian: address.sin_port))
    }

    func receive(into buffer: inout [UInt8]) -> ReceiveResult {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .received(count) }
            if count == 0 { return .endOfStream }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .timedOut
            default: return .failed
            }
        }
    }

    func sendAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(
                    descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset,
                    SocketPlatform.sendFlags)
                if sent > 0 {
                    offset += sent
                } else if sent < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// Whether the peer has closed its side: the socket reads as ended without waiting (bytes sent are left unread).
    func peerHasClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    func setTimeouts(receive: Duration, send: Duration) {
        var receiveTime = SocketPlatform.timeval(receive)
        var sendTime = SocketPlatform.timeval(send)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &receiveTime, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendTime, socklen_t(MemoryLayout<timeval>.size))
    }

    func configureForResponses() {
        setOption(TCP_NODELAY, level: Int32(IPPROTO_TCP), to: 1)
        #if canImport(Darwin)
            setOption(SO_NOSIGPIPE, level: SOL_SOCKET, to: 1)
        #endif
    }

    func shutdownWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    func shutdownBoth() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func close() {
        SocketPlatform.releaseDescriptor(descriptor)
    }

    private func setOption(_ option: Int32, level: Int32, to value: Int32) {
        var value = value
        setsockopt(descriptor, level, option, &value, socklen_t(MemoryLayout<Int32>.size))
    }
}

/// The socket constants and structures that differ between Glibc and Darwin, in one place.
enum SocketPlatform {
    #if canImport(Glibc)
        // Close-on-exec, so child processes never inherit the server's sockets.
        static let streamSocketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        static let streamSocketType = SOCK_STREAM
        static let sendFlags: Int32 = 0
    #endif

    static func acceptConnection(on listener: Int32) -> Int32 {
        let descriptor = accept(listener, nil, nil)
        if descriptor >= 0 {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return descriptor
    }

    static func releaseDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    static func timeval(_ duration: Duration) -> timeval {
        let (seconds, attoseconds) = duration.components
        // At least one microsecond: a zero timeval means no timeout at all.
        let microseconds = max(attoseconds / 1_000_000_000_000, seconds == 0 ? 1 : 0)
        #if canImport(Darwin)
            return Darwin.timeval(tv_sec: Int(seconds), tv_usec: Int32(microseconds))
        #else
            return Glibc.timeval(tv_sec: Int(seconds), tv_usec: Int(microseconds))
        #endif
    }
}
