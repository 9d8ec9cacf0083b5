import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few blocking POSIX socket calls test servers make, on 127.0.0.1.
public enum LoopbackTestSocket {
    /// A socket call that failed, with its `errno`.
    public struct Failure: Error, CustomStringConvertible {
        let call: String
        /// The call's `errno`.
        public let code: Int32

        /// The call and the system's message.
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// A socket listening on a free port of 127.0.0.1.
    public static func listening() throws(Failure) -> Int32 {
        let descriptor = try streamSocket()
        guard bindOrConnect(descriptor, port: 0, with: bind) == 0, listen(descriptor, 64) == 0 else {
            let failure = Failure(call: "bind and listen", code: errno)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    /// A socket connected to 127.0.0.1:`port` that sends nothing unless told to; the caller closes it.
    public static func connected(toPort port: UInt16) throws(Failure) -> Int32 {
        let descriptor = try streamSocket()
        guard bindOrConnect(descriptor, port: port, with: connect) == 0 else {
            let failure = Failure(call: "connect", code: errno)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    private static func streamSocket() throws(Failure) -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        return descriptor
    }

    /// Calls `call` (`bind` or `connect`) with the address 127.0.0.1:`port`.
    private static func bindOrConnect(
        _ descriptor: Int32, port: UInt16, with call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                call(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// The port `descriptor` is bound to.
    public static func port(of descriptor: Int32) throws(Failure) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw Failure(call: "getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Gives blocking sends and receives on `descriptor` at most `seconds` each.
    public static func setTimeouts(_ descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads until the end of a request head (a blank line); false when the client left or was too slow first.
    public static func receiveRequestHead(_ descriptor: Int32) -> Bool {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 64 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            received += buffer[..<count]
            if containsBlankLine(received) { return true }
        }
        return false
    }

    /// Writes all of `bytes`; false when the peer is gone or the send timeout passed.
    public static func send(_ bytes: [UInt8], _ descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Reads one whole request (head, and body by its `Content-Length`), keeping what follows it in `pending`; nil
    /// when the client left first.
    public static func receiveRequest(_ descriptor: Int32, pending: inout [UInt8]) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let headEnd = pending.indices.dropLast(3).first(where: {
                pending[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10])
            }) {
                let head = String(decoding: pending[..<headEnd], as: UTF8.self)
                let length =
                    head.split(separator: "\r\n").compactMap { line -> Int? in
                        let parts = line.split(separator: ":", maxSplits: 1)
                        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                        return Int(parts[1].trimmingCharacters(in: .whitespaces))
                    }.first ?? 0
                let end = headEnd + 4 + length
                if pending.count >= end {
                    let request = String(decoding: pending[..<end], as: UTF8.self)
                    pending.removeFirst(end)
                    return request
                }
            }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                pending += buffer[..<count]
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                continue
            } else {
                return nil
            }
        }
    }

    /// Waits for up to the receive timeout; false once the client has closed its side or the connection failed.
    public static func waitWhileOpen(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, 0)
        return count > 0 || (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
    }

    private static func containsBlankLine(_ bytes: [UInt8]) -> Bool {
        bytes.indices.dropLast(3).contains { bytes[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) }
    }
}

// A free function, because inside `LoopbackTestSocket` its `send` method hides the system call.
private func sendBytes(_ descriptor: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(descriptor, base, count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, base, count, 0)
    #endif
}
