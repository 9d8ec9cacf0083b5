import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A hostile server on a loopback port: it answers its first connection with a 200 that declares no length and
/// streams bytes until the client goes away or `maximumBytes` have been sent.
final class EndlessBodyServer: Sendable {
    struct Unavailable: Error {
        let errno: Int32
    }

    let port: UInt16
    private let listener: Int32
    private let sent = Locked(0)
    private let finished = DispatchSemaphore(value: 0)

    init(maximumBytes: Int) throws {
        let listener = try Self.listeningSocket()
        self.listener = listener
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in
            serveOneConnection(maximumBytes: maximumBytes)
            finished.signal()
        }.start()
    }

    deinit {
        close(listener)
    }

    /// Blocks until the connection is over, then returns how many body bytes went out.
    ///
    /// Call it from a dedicated thread, never from the cooperative pool.
    func waitForBytesSent() -> Int {
        finished.wait()
        return sent.withLock { $0 }
    }

    private func serveOneConnection(maximumBytes: Int) {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request = [UInt8](repeating: 0, count: 16 * 1024)
        guard request.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0 else { return }
        let head = Array("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n\r\n".utf8)
        guard Self.send(head, on: connection) else { return }
        let chunk = [UInt8](repeating: 0x41, count: 64 * 1024)
        while sent.withLock({ $0 }) < maximumBytes, Self.send(chunk, on: connection) {
            sent.withLock { $0 += chunk.count }
        }
    }

    private static func send(_ bytes: [UInt8], on connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { sendBytes(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func listeningSocket() throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Unavailable(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 4) == 0 else {
            let code = errno
            close(descriptor)
            throw Unavailable(errno: code)
        }
        return descriptor
    }
}

// A free function, because inside `EndlessBodyServer` its `send` method hides the system call.
private func sendBytes(_ descriptor: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(descriptor, base, count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, base, count, 0)
    #endif
}
