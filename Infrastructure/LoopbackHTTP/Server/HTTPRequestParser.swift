import Foundation

/// Reads HTTP/1.x requests out of a byte stream that arrives in pieces of any size; pure, no I/O.
struct HTTPRequestParser {
    /// The sizes beyond which a request is refused.
    let limits: HTTPServer.Configuration
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanOffset = 0
    private var lineStartOffset = 0
    private var headersStartOffset: Int?
    private var pendingHead: ParsedHTTPRequest?
    private var continueSent = false

    init(limits: HTTPServer.Configuration) {
        self.limits = limits
    }

    var hasPartialRequest: Bool { start < buffer.count || pendingHead != nil }

    var awaitsContinue: Bool {
        guard let pendingHead, pendingHead.expectsContinue, !continueSent else { return false }
        return buffer.count - start < pendingHead.contentLength
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
        if pendingHead == nil {
            guard let head = try scanHead() else { return nil }
            pendingHead = head
        }
        guard var head = pendingHead, buffer.count - start >= head.contentLength else { return nil }
        let length = head.contentLength
        head.request.body = length == 0 ? Data() : Data(buffer[start..<(start + length)])
        start += length
        pendingHead = nil
        continueSent = false
        return head
    }

    private mutating func scanHead() throws(HTTPRequestParseError) -> ParsedHTTPRequest? {
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

    private mutating func completeHead(end: Int) throws(HTTPRequestParseError) -> ParsedHTTPRequest {
        let head = try ParsedHTTPRequest(head: buffer[start..<end])
        guard head.contentLength <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        start = end
        scanOffset = 0
        lineStartOffset = 0
        headersStartOffset = nil
        return head
    }
}
