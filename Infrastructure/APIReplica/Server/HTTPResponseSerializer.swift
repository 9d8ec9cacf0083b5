import Foundation

/// Turns a handler's response into the bytes of one HTTP/1.1 message: status line, headers and body in one buffer.
///
/// One buffer means one `send`: writing the head and the body separately costs about 40 ms per request with
/// URLSession on Linux (Nagle's algorithm meeting delayed acknowledgements).
struct HTTPResponseSerializer {
    /// Headers the server sets itself; a handler's copies of them are dropped.
    private static let serverOwnedHeaders: Set<String> = ["content-length", "date", "connection", "transfer-encoding"]

    /// The message for `response`.
    ///
    /// - Parameters:
    ///   - date: The `Date` header value (an IMF-fixdate).
    ///   - keepsAlive: Whether the connection stays open (`Connection: keep-alive`) or closes (`Connection: close`).
    ///   - bodyByteLimit: How many body bytes to include: 0 for `HEAD`, fewer than the body to truncate it.
    ///     `Content-Length` always announces the full body.
    func message(
        for response: HTTPServerResponse,
        date: String,
        keepsAlive: Bool,
        bodyByteLimit: Int = .max
    ) -> [UInt8] {
        let hasBody = !(100..<200).contains(response.status) && response.status != 204 && response.status != 304
        var head = "HTTP/1.1 \(response.status) \(Self.reasonPhrase(for: response.status))\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
        where !Self.serverOwnedHeaders.contains(name.lowercased()) {
            head += "\(Self.singleLine(name)): \(Self.singleLine(value))\r\n"
        }
        if hasBody {
            head += "Content-Length: \(response.body.count)\r\n"
        }
        head += "Date: \(date)\r\nConnection: \(keepsAlive ? "keep-alive" : "close")\r\n\r\n"
        let bodyBytes = hasBody ? min(max(bodyByteLimit, 0), response.body.count) : 0
        var message: [UInt8] = []
        message.reserveCapacity(head.utf8.count + bodyBytes)
        message.append(contentsOf: head.utf8)
        message.append(contentsOf: response.body.prefix(bodyBytes))
        return message
    }

    /// The interim `100 Continue` message.
    func continueMessage() -> [UInt8] {
        Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
    }

    // Header injection guard: a line break inside a name or value would start a new header or the body.
    private static func singleLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }
}
