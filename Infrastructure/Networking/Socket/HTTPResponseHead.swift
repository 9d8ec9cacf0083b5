/// The status line and header fields of a response a `SocketHTTPClient` received.
struct HTTPResponseHead {
    /// How the body is delimited (RFC 9112 section 6.3).
    enum BodyFraming: Equatable {
        case none
        case length(Int)
        case chunked
        case untilClose
    }

    var version: String
    var statusCode: Int
    var fields: [(name: String, value: String)]

    init(parsing bytes: ArraySlice<UInt8>) throws(SocketFailure) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        guard let statusBytes = lines.first else { throw .malformed("no status line") }
        let statusLine = String(decoding: statusBytes, as: UTF8.self)
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3,
            let statusCode = Int(parts[1]), (100...999).contains(statusCode)
        else { throw .malformed("status line '\(statusLine.prefix(100))'") }
        version = String(parts[0])
        self.statusCode = statusCode
        fields = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon != line.startIndex,
                let first = line.first, !Self.isSpace(first)
            else { throw .malformed("header line '\(String(decoding: line.prefix(100), as: UTF8.self))'") }
            let value = Self.trimmingSpaces(line[(colon + 1)...])
            fields.append((String(decoding: line[..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self)))
        }
    }

    // A space or a horizontal tab: what surrounds a field's value (RFC 9110 section 5.6.3).
    fileprivate static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    fileprivate static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
        return bytes[start..<max(start, end)]
    }

    var headers: [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in fields {
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return headers
    }

    func value(_ name: String) -> String? {
        let values = fields.filter { $0.name.lowercased() == name }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    func framing(answering method: HTTPMethod) throws(SocketFailure) -> BodyFraming {
        if method == .head || (100..<200).contains(statusCode) || statusCode == 204 || statusCode == 304 {
            return .none
        }
        if let codings = value("transfer-encoding") {
            let last = codings.split(separator: ",").last?.trimmingSpaces.lowercased()
            return last == "chunked" ? .chunked : .untilClose
        }
        if let lengths = value("content-length") {
            let values = Set(lengths.split(separator: ",").map { $0.trimmingSpaces })
            guard values.count == 1, let text = values.first, !text.isEmpty, text.allSatisfy(\.isASCIIDigit),
                let length = Int(text)
            else { throw .malformed("Content-Length '\(lengths.prefix(100))'") }
            return .length(length)
        }
        return .untilClose
    }

    var keepsAlive: Bool {
        let tokens = (value("connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingSpaces
        }
        if tokens.contains("close") { return false }
        return version != "HTTP/1.0" || tokens.contains("keep-alive")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(decoding: HTTPResponseHead.trimmingSpaces(ArraySlice(utf8)), as: UTF8.self)
    }
}
