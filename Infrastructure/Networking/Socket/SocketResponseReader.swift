import Foundation

/// Reads one response from a connection: its head, then its body as the framing says, never more than the cap.
struct SocketResponseReader {
    static let maximumHeadBytes = 64 * 1024
    static let maximumLineBytes = 4 * 1024
    static let maximumInterimResponses = 8

    struct Response {
        var head: HTTPResponseHead
        var body: Data
        var leavesConnectionReusable: Bool
    }

    private let connection: SocketConnection
    private let limit: Int
    private let idleTimeout: Duration
    private let cancellation: SocketCancellation
    private var buffer: [UInt8] = []
    private var start = 0
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)
    private var serverClosed = false
    private(set) var hasReceived = false

    init(connection: SocketConnection, limit: Int, idleTimeout: Duration, cancellation: SocketCancellation) {
        self.connection = connection
        self.limit = limit
        self.idleTimeout = idleTimeout
        self.cancellation = cancellation
    }

    mutating func read(answering method: HTTPMethod) throws(SocketFailure) -> Response {
        var head = try readHead()
        var interimResponses = 0
        while (100..<200).contains(head.statusCode) && head.statusCode != 101 {
            interimResponses += 1
            guard interimResponses <= Self.maximumInterimResponses else {
                throw .malformed("endless interim responses")
            }
            head = try readHead()
        }
        let framing = try head.framing(answering: method)
        let body: Data
        switch framing {
        case .none:
            body = Data()
        case .length(let length):
            guard length <= limit else { throw .tooLarge }
            body = try readBody(length: length)
        case .chunked:
            body = try readChunkedBody()
        case .untilClose:
            body = try readBodyUntilClose()
        }
        let reusable = framing != .untilClose && head.keepsAlive && !serverClosed && start == buffer.count
        return Response(head: head, body: body, leavesConnectionReusable: reusable)
    }

    private mutating func readHead() throws(SocketFailure) -> HTTPResponseHead {
        let head = try read(through: [13, 10, 13, 10], limit: Self.maximumHeadBytes, overLimit: "a head over 64 KB") {
            $0 ? .malformed("the connection closed within the head") : .emptyReply
        }
        return try HTTPResponseHead(parsing: head)
    }

    private mutating func readLine() throws(SocketFailure) -> ArraySlice<UInt8> {
        try read(through: [13, 10], limit: Self.maximumLineBytes, overLimit: "a line over 4 KB") { _ in
            .truncated(remaining: nil)
        }
    }

    private mutating func read(
        through delimiter: [UInt8], limit: Int, overLimit: String, closed: (_ hasReceived: Bool) -> SocketFailure
    ) throws(SocketFailure) -> ArraySlice<UInt8> {
        var searched = 0
        while true {
            if let end = index(of: delimiter, from: start + searched) {
                defer { start = end + delimiter.count }
                return buffer[start..<end]
            }
            guard buffer.count - start <= limit else { throw .malformed(overLimit) }
            searched = max(0, buffer.count - start - delimiter.count + 1)
            guard try receiveMore() else { throw closed(hasReceived) }
        }
    }

    private mutating func readBody(length: Int) throws(SocketFailure) -> Data {
        var body = Data(capacity: length)
        try read(upTo: length, into: &body) { .truncated(remaining: $0) }
        return body
    }

    private mutating func read(
        upTo end: Int, into body: inout Data, truncated: (_ remaining: Int) -> SocketFailure
    ) throws(SocketFailure) {
        while body.count < end {
            if start == buffer.count {
                guard try receiveMore() else { throw truncated(end - body.count) }
            }
            take(upTo: end - body.count, into: &body)
        }
    }

    private mutating func readChunkedBody() throws(SocketFailure) -> Data {
        var body = Data()
        while true {
            let line = try readLine()
            let sizeText = String(decoding: line.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
            guard let size = Int(sizeText.filter { $0 != " " && $0 != "\t" }, radix: 16), size >= 0 else {
                throw .malformed("chunk size '\(sizeText.prefix(40))'")
            }
            if size == 0 {
                try skipTrailers()
                return body
            }
            guard size <= limit - body.count else { throw .tooLarge }
            try read(upTo: body.count + size, into: &body) { _ in .truncated(remaining: nil) }
            guard try readLine().isEmpty else { throw .malformed("a chunk longer than its size") }
        }
    }

    private mutating func skipTrailers() throws(SocketFailure) {
        var trailerBytes = 0
        while true {
            let line = try readLine()
            if line.isEmpty { return }
            trailerBytes += line.count
            guard trailerBytes <= Self.maximumHeadBytes else { throw .malformed("trailers over 64 KB") }
        }
    }

    private mutating func readBodyUntilClose() throws(SocketFailure) -> Data {
        var body = Data()
        repeat {
            guard buffer.count - start <= limit - body.count else { throw .tooLarge }
            take(upTo: buffer.count - start, into: &body)
        } while try receiveMore()
        return body
    }

    private mutating func take(upTo count: Int, into body: inout Data) {
        let end = start + min(count, buffer.count - start)
        body.append(contentsOf: buffer[start..<end])
        start = end
    }

    private func index(of pattern: [UInt8], from position: Int) -> Int? {
        guard buffer.count - position >= pattern.count else { return nil }
        return (position...(buffer.count - pattern.count)).first { candidate in
            buffer[candidate] == pattern[0] && buffer[candidate..<(candidate + pattern.count)].elementsEqual(pattern)
        }
    }

    private mutating func receiveMore() throws(SocketFailure) -> Bool {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 64 * 1024 {
            buffer.removeFirst(start)
            start = 0
        }
        let received = scratch.withUnsafeMutableBytes { raw in
            Result { () throws(SocketFailure) in
                try connection.receive(into: raw, idleTimeout: idleTimeout, cancellation: cancellation)
            }
        }
        let count = try received.get()
        guard count > 0 else {
            serverClosed = true
            return false
        }
        hasReceived = true
        buffer.append(contentsOf: scratch[..<count])
        return true
    }
}
