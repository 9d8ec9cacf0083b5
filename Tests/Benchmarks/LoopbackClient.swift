import Foundation
import TestSupport

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
        do {
            descriptor = try LoopbackTestSocket.connected(toPort: port)
        } catch {
            throw Failure.connectFailed(errno: error.code)
        }
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit {
        close(descriptor)
    }

    /// Sends a GET for `target` and reads the whole response; returns the body length.
    func get(_ target: String) throws -> Int {
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard LoopbackTestSocket.send(request, descriptor) else { throw Failure.connectionLost(errno: errno) }
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
