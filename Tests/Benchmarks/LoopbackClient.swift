import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal blocking HTTP/1.1 keep-alive client over a loopback socket, for throughput measurements.
///
/// `@unchecked Sendable` is safe: an instance is handed to one thread, which alone uses it from then on.
final class LoopbackClient: @unchecked Sendable {
    enum Failure: Error {
        case connectFailed(errno: Int32)
        case connectionLost(errno: Int32)
        case malformedResponse
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    /// Connects to 127.0.0.1:`port`.
    init(port: UInt16) throws {
        // Connected before `self` exists: were `init` to throw after `descriptor` is set, `deinit` would close it
        // a second time, possibly closing another connection that reused the number.
        descriptor = try connectedSocket(port: port)
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit {
        close(descriptor)
    }

    /// Sends a GET for `target` and reads the whole response; returns the body length.
    func get(_ target: String) throws -> Int {
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let sent = request.withUnsafeBytes { sendBytes(descriptor, $0) }
        guard sent == request.count else { throw Failure.connectionLost(errno: errno) }
        var headEnd = findHeadEnd(from: 0)
        while headEnd == nil {
            let searchFrom = max(0, buffer.count - 3)
            try receive()
            headEnd = findHeadEnd(from: searchFrom)
        }
        guard let headEnd else { throw Failure.malformedResponse }
        let length = contentLength(in: buffer[..<headEnd])
        while buffer.count < headEnd + length { try receive() }
        buffer.removeFirst(headEnd + length)
        return length
    }

    private func receive() throws {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure.connectionLost(errno: errno) }
        buffer.append(contentsOf: chunk[..<count])
    }

    private func findHeadEnd(from start: Int) -> Int? {
        guard buffer.count >= 4 else { return nil }
        var index = max(start, 3)
        while index < buffer.count {
            if buffer[index] == 10, buffer[index - 1] == 13, buffer[index - 2] == 10, buffer[index - 3] == 13 {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    private func contentLength(in head: ArraySlice<UInt8>) -> Int {
        let text = String(decoding: head, as: UTF8.self).lowercased()
        guard let range = text.range(of: "\r\ncontent-length:") else { return 0 }
        let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
        return Int(digits) ?? 0
    }
}

// A free function, because `send` would otherwise need qualifying per platform.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Glibc)
        send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, bytes.baseAddress, bytes.count, 0)
    #endif
}

private func connectedSocket(port: UInt16) throws -> Int32 {
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
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else {
        let code = errno
        close(descriptor)
        throw LoopbackClient.Failure.connectFailed(errno: code)
    }
    return descriptor
}
