import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls of the tests' and benchmarks' own blocking clients: a TCP connection to 127.0.0.1, and a send
/// that never raises SIGPIPE.
public enum LoopbackSocket {
    /// The connection was refused or failed, with the system's reason.
    public struct ConnectFailed: Error, Equatable, Sendable {
        /// The `errno` of `connect`.
        public let errno: Int32
    }

    /// A connected socket to 127.0.0.1:`port`, which the caller closes.
    public static func connect(port: UInt16) throws(ConnectFailed) -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw ConnectFailed(errno: code)
        }
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return descriptor
    }

    /// Sends what it can of `bytes` on `descriptor`; the count sent, or -1 with `errno` set.
    public static func send(_ bytes: UnsafeRawBufferPointer, on descriptor: Int32) -> Int {
        #if canImport(Glibc)
            systemSend(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            systemSend(descriptor, bytes.baseAddress, bytes.count, 0)
        #endif
    }
}

// The system calls under names of their own, which `LoopbackSocket`'s own `connect` and `send` would hide.
private let systemConnect = connect
private let systemSend = send
