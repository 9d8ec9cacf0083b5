#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let microseconds = max(attoseconds / 1_000_000_000_000, seconds == 0 ? 1 : 0)
        #if canImport(Darwin)
            return Darwin.timeval(tv_sec: Int(seconds), tv_usec: Int32(microseconds))
        #else
            return Glibc.timeval(tv_sec: Int(seconds), tv_usec: Int(microseconds))
        #endif
    }
}
