/// A request read off a connection, with what the connection needs to know beyond the handler's view.
struct ParsedHTTPRequest: Sendable, Equatable {
    var request: HTTPServerRequest
    var minorVersion: Int
    var keepsAlive: Bool
    var contentLength: Int
    var expectsContinue: Bool

    var omitsResponseBody: Bool { request.method == "HEAD" }

    /// Reads the request line and header section in `bytes`, through the blank line that ends them.
    init(head bytes: ArraySlice<UInt8>) throws(HTTPRequestParseError) {
        var lines = bytes.split(separator: ASCII.lineFeed, omittingEmptySubsequences: false).map { line in
            line.last == ASCII.carriageReturn ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .malformedRequestLine }
        let (method, target, minorVersion) = try Self.parseRequestLine(requestLine)
        let headers = try lines.dropFirst().map { line throws(HTTPRequestParseError) in try Self.parseField(line) }
        request = HTTPServerRequest(method: method, target: target, headers: headers)
        self.minorVersion = minorVersion
        let connectionTokens = Self.tokens(of: "Connection", in: headers)
        keepsAlive = minorVersion == 1 ? !connectionTokens.contains("close") : connectionTokens.contains("keep-alive")
        if let coding = headers.first(where: { Self.isNamed("Transfer-Encoding", $0.name) }) {
            throw .unsupportedTransferEncoding(coding.value)
        }
        if minorVersion == 1, headers.count(where: { Self.isNamed("Host", $0.name) }) != 1 {
            throw .missingOrRepeatedHost
        }
        contentLength = try Self.contentLength(in: headers)
        expectsContinue = minorVersion == 1 && Self.tokens(of: "Expect", in: headers).contains("100-continue")
    }

    private static func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) throws(HTTPRequestParseError) -> (method: String, target: String, minorVersion: Int) {
        let parts = line.split(separator: ASCII.space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(ASCII.isMethodByte), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0 > ASCII.space && $0 < 0x7F })
        else { throw .malformedRequestLine }
        let version = String(decoding: parts[2], as: UTF8.self)
        let minorVersion: Int
        switch version {
        case "HTTP/1.1": minorVersion = 1
        case "HTTP/1.0": minorVersion = 0
        default:
            let isWellFormed =
                version.utf8.count == 8 && version.hasPrefix("HTTP/")
                && version.utf8.enumerated().allSatisfy { offset, byte in
                    offset < 5 || (offset == 6 ? byte == UInt8(ascii: ".") : (0x30...0x39).contains(byte))
                }
            throw isWellFormed ? .unsupportedVersion(version) : .malformedRequestLine
        }
        return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), minorVersion)
    }

    private static func parseField(
        _ line: ArraySlice<UInt8>
    ) throws(HTTPRequestParseError) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: ASCII.colon) else { throw .malformedHeader }
        let name = line[line.startIndex..<colon]
        var value = line[(colon + 1)...]
        while let first = value.first, ASCII.isWhitespace(first) { value = value.dropFirst() }
        while let last = value.last, ASCII.isWhitespace(last) { value = value.dropLast() }
        guard !name.isEmpty, name.allSatisfy(ASCII.isTokenByte), value.allSatisfy(ASCII.isFieldValueByte) else {
            throw .malformedHeader
        }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    private static func contentLength(
        in headers: [(name: String, value: String)]
    ) throws(HTTPRequestParseError) -> Int {
        let values = headers.filter { isNamed("Content-Length", $0.name) }
            .flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingASCIIWhitespace() }
        guard let first = values.first else { return 0 }
        guard !first.isEmpty, first.utf8.allSatisfy({ (0x30...0x39).contains($0) }), values.allSatisfy({ $0 == first })
        else { throw .invalidContentLength }
        // All digits, so a failed conversion can only mean a number too large for Int: far over any body limit.
        return Int(first) ?? .max
    }

    private static func tokens(of name: String, in headers: [(name: String, value: String)]) -> Set<String> {
        Set(
            headers.filter { isNamed(name, $0.name) }
                .flatMap { $0.value.split(separator: ",") }
                .map { $0.trimmingASCIIWhitespace().lowercased() }
        )
    }

    private static func isNamed(_ name: String, _ candidate: String) -> Bool {
        candidate.utf8.count == name.utf8.count && candidate.lowercased() == name.lowercased()
    }
}

extension Substring {
    fileprivate func trimmingASCIIWhitespace() -> String {
        var trimmed = self
        while trimmed.first == " " || trimmed.first == "\t" { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
