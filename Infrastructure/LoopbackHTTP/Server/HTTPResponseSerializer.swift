import Foundation

/// Turns a handler's response into the bytes of one HTTP/1.1 message: status line, headers and body in one buffer.
// One buffer, one send: head and body apart cost ~40 ms a request (Nagle meets delayed ACKs on Linux).
struct HTTPResponseSerializer {
    private static let serverOwnedHeaders: Set<String> = ["content-length", "date", "connection", "transfer-encoding"]

    // `bodyByteLimit` is 0 for HEAD and less than the body to truncate it; Content-Length announces the whole body,
    // except for a stream, whose body ends when the connection closes.
    func message(
        for response: HTTPServerResponse,
        date: String = HTTPDate.string(for: Date()),
        keepsAlive: Bool,
        bodyByteLimit: Int = .max
    ) -> [UInt8] {
        let hasBody = !(100..<200).contains(response.status) && response.status != 204 && response.status != 304
        let bodyBytes = hasBody ? min(max(bodyByteLimit, 0), response.body.count) : 0
        var message: [UInt8] = []
        message.reserveCapacity(256 + 64 * response.headers.count + bodyBytes)
        message.append(
            contentsOf: "HTTP/1.1 \(response.status) \(HTTPServerResponse.reasonPhrase(for: response.status))\r\n".utf8)
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) where !Self.isServerOwned(name) {
            Self.appendSingleLine(name, to: &message)
            message.append(contentsOf: ": ".utf8)
            Self.appendSingleLine(value, to: &message)
            message.append(contentsOf: "\r\n".utf8)
        }
        if hasBody, !response.isStreamed {
            message.append(contentsOf: "Content-Length: \(response.body.count)\r\n".utf8)
        }
        message.append(contentsOf: "Date: \(date)\r\nConnection: \(keepsAlive ? "keep-alive" : "close")\r\n\r\n".utf8)
        message.append(contentsOf: response.body.prefix(bodyBytes))
        return message
    }

    func continueMessage() -> [UInt8] {
        Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
    }

    // Serving prepared answers made the head's cost show: names are checked and values appended as bytes, with
    // Unicode's line breaks looked for only in text that is not plain printable ASCII.
    private static func isServerOwned(_ name: String) -> Bool {
        let count = name.utf8.count
        guard count == 4 || count == 10 || count == 14 || count == 17 else { return false }
        return serverOwnedHeaders.contains(name.lowercased())
    }

    // Header injection guard: a line break inside a name or value would start a new header or the body.
    private static func appendSingleLine(_ text: String, to message: inout [UInt8]) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            message.append(contentsOf: text.utf8)
        } else {
            message.append(contentsOf: String(text.map { $0.isNewline ? " " : $0 }).utf8)
        }
    }
}
