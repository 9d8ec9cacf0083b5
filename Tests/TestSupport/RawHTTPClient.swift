import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking HTTP/1.1 client over a plain socket, for looking at exactly what the server puts on the wire.
///
/// Its calls block: run it through `onDedicatedThread`, never directly on the cooperative pool.
public final class RawHTTPClient {
    /// Why a raw exchange failed.
    public enum Failure: Error, Equatable, Sendable {
        case connectFailed(errno: Int32)
        case sendFailed(errno: Int32)
        case closedBeforeCompleteResponse(receivedBytes: Int)
        case timedOut
        case malformedResponse(String)
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var isClosed = false

    /// Connects to 127.0.0.1:`port`; reads give up after `receiveTimeout`, a guard against a hang long enough for a
    /// server on the main actor of a test run under the thread sanitizer on busy cores.
    public init(port: UInt16, receiveTimeout: Duration = .seconds(60)) throws {
        // Connected before `self` exists: were `init` to throw after `descriptor` is set, `deinit` would close it
        // a second time, possibly closing another connection that reused the number.
        do {
            descriptor = try LoopbackTestSocket.connected(toPort: port)
        } catch {
            throw Failure.connectFailed(errno: error.code)
        }
        let (seconds, attoseconds) = receiveTimeout.components
        var timeout = timeval()
        timeout.tv_sec = Int(seconds)
        timeout.tv_usec = .init(attoseconds / 1_000_000_000_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text` as UTF-8.
    public func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Sends `bytes`.
    public func send(_ bytes: [UInt8]) throws {
        guard LoopbackTestSocket.send(bytes, descriptor) else { throw Failure.sendFailed(errno: errno) }
    }

    /// Sends a minimal request for `target` with the given method and extra header lines (`Host: 127.0.0.1` unless
    /// they name a host).
    public func sendRequest(_ method: String = "GET", _ target: String, headers: [String] = []) throws {
        let hasHost = headers.contains { $0.lowercased().hasPrefix("host:") }
        let lines = ["\(method) \(target) HTTP/1.1"] + (hasHost ? [] : ["Host: 127.0.0.1"]) + headers
        try send(lines.joined(separator: "\r\n") + "\r\n\r\n")
    }

    /// Stops sending (half-close); the server sees the end of the stream.
    public func closeWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads one response; `expectsBody: false` for a `HEAD` request, whose `Content-Length` has no body behind it.
    public func readResponse(expectsBody: Bool = true) throws -> RawHTTPResponse {
        let headEnd = try readUntil { Self.headEnd(in: $0) }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd)
        var response = try RawHTTPResponse(head: head)
        let length = expectsBody ? Int(response.header("Content-Length") ?? "0") ?? 0 : 0
        _ = try readUntil { $0.count >= length ? length : nil }
        response.body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return response
    }

    /// Reads until `marker` has arrived and returns the text up to and including it (a streamed body's next event).
    public func read(through marker: String) throws -> String {
        let needle = Array(marker.utf8)
        let end = try readUntil { bytes in
            guard bytes.count >= needle.count else { return nil }
            return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
                .map { $0 + needle.count }
        }
        defer { buffer.removeFirst(end) }
        return String(decoding: buffer[..<end], as: UTF8.self)
    }

    /// Reads until the server closes the connection and returns everything not read yet.
    public func readToEnd() throws -> [UInt8] {
        while try receiveMore() {}
        defer { buffer.removeAll() }
        return buffer
    }

    /// Whether bytes (or the end of the stream) are ready to read within `timeout`.
    public func waitForData(timeout: Duration) -> Bool {
        if !buffer.isEmpty { return true }
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        let milliseconds = Int32(
            timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        return poll(&descriptors, 1, milliseconds) > 0
    }

    private func readUntil(_ found: ([UInt8]) -> Int?) throws -> Int {
        while true {
            if let index = found(buffer) { return index }
            guard try receiveMore() else { throw Failure.closedBeforeCompleteResponse(receivedBytes: buffer.count) }
        }
    }

    // False at the end of the stream (or a reset, which also ends it).
    private func receiveMore() throws -> Bool {
        guard !isClosed else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { throw Failure.timedOut }
        isClosed = true
        return false
    }

    private static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count where bytes[(index - 3)...index].elementsEqual("\r\n\r\n".utf8) {
            return index + 1
        }
        return nil
    }
}

extension RawHTTPClient {
    /// Sends a GET for `target` and reads its response.
    public func get(_ target: String, headers: [String] = []) throws -> RawHTTPResponse {
        try sendRequest("GET", target, headers: headers)
        return try readResponse()
    }
}
