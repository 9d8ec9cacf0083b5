import Foundation

/// Reads HTTP/1.x requests out of a byte stream that arrives in pieces of any size; pure, no I/O.
struct HTTPRequestParser {
    private struct PendingBody {
        var head: ParsedHTTPRequest
        var length: Int
        var expectsContinue: Bool
    }

    /// The sizes beyond which a request is refused.
    let limits: HTTPServer.Configuration
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanOffset = 0
    private var lineStartOffset = 0
    private var headersStartOffset: Int?
    private var pendingBody: PendingBody?
    private var continueSent = false

    init(limits: HTTPServer.Configuration) {
        self.limits = limits
    }

    var hasPartialRequest: Bool { start < buffer.count || pendingBody != nil }

    var awaitsContinue: Bool {
        guard let pendingBody, pendingBody.expectsContinue, !continueSent else { return false }
        return buffer.count - start < pendingBody.length
    }

    mutating func markContinueSent() {
        continueSent = true
    }

    mutating func append(_ bytes: some Collection<UInt8>) {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 4096 && start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    mutating func nextRequest() throws(HTTPRequestParseError) -> ParsedHTTPRequest? {
        if pendingBody == nil {
            guard let body = try scanHead() else { return nil }
            pendingBody = body
        }
        guard let body = pendingBody, buffer.count - start >= body.length else { return nil }
        var parsed = body.head
        parsed.request.body = body.length == 0 ? Data() : Data(buffer[start..<(start + body.length)])
        start += body.length
        pendingBody = nil
        continueSent = false
        return parsed
    }

    private mutating func scanHead() throws(HTTPRequestParseError) -> PendingBody? {
        var index = start + scanOffset
        while index < buffer.count {
            let byte = buffer[index]
            if byte == ASCII.lineFeed {
                let lineStart = start + lineStartOffset
                let lineEnd = index > lineStart && buffer[index - 1] == ASCII.carriageReturn ? index - 1 : index
                if let headersStartOffset {
                    try checkHeaderSize(upTo: index, headersStartOffset: headersStartOffset)
                    if lineEnd == lineStart { return try completeHead(end: index + 1) }
                } else if lineEnd == lineStart {
                    // A blank line before the request line is ignored (RFC 9112, section 2.2).
                    start = index + 1
                } else {
                    guard lineEnd - start <= limits.maxRequestLineBytes else {
                        throw .requestLineTooLong(limit: limits.maxRequestLineBytes)
                    }
                    headersStartOffset = index + 1 - start
                }
                lineStartOffset = index + 1 - start
            } else if headersStartOffset == nil, !ASCII.isRequestLineByte(byte) {
                throw .malformedRequestLine
            }
            index += 1
        }
        scanOffset = index - start
        if let headersStartOffset {
            try checkHeaderSize(upTo: index, headersStartOffset: headersStartOffset)
        } else if index - start > limits.maxRequestLineBytes + 1 {
            throw .requestLineTooLong(limit: limits.maxRequestLineBytes)
        }
        return nil
    }

    private func checkHeaderSize(upTo index: Int, headersStartOffset: Int) throws(HTTPRequestParseError) {
        guard index - start - headersStartOffset <= limits.maxHeaderBytes else {
            throw .headersTooLarge(limit: limits.maxHeaderBytes)
        }
    }

    private mutating func completeHead(end: Int) throws(HTTPRequestParseError) -> PendingBody {
        let head = try HTTPRequestHead(bytes: buffer[start..<end])
        guard head.contentLength <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        start = end
        scanOffset = 0
        lineStartOffset = 0
        headersStartOffset = nil
        return PendingBody(head: head.parsed, length: head.contentLength, expectsContinue: head.expectsContinue)
    }
}
