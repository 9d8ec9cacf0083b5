import Foundation

/// Where a plain `http` request goes and what its request line and `Host` field say.
struct SocketEndpoint: Equatable {
    var host: String
    var port: Int
    var target: String
    var hostField: String

    init?(_ url: URL) {
        guard url.scheme?.lowercased() == "http",
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let host = components.host, !host.isEmpty
        else { return nil }
        let bareHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.host = bareHost
        port = components.port ?? 80
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        target = components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
        let bracketed = bareHost.contains(":") ? "[\(bareHost)]" : bareHost
        hostField = port == 80 ? bracketed : "\(bracketed):\(port)"
    }

    var key: String { "\(host.lowercased()):\(port)" }

    func message(for request: HTTPRequest) -> [UInt8] {
        let framing: Set<String> = ["host", "content-length", "transfer-encoding", "connection"]
        var head = "\(request.method.rawValue) \(target) HTTP/1.1\r\nHost: \(hostField)\r\n"
        if !request.headers.keys.contains(where: { $0.lowercased() == "accept" }) {
            head += "Accept: */*\r\n"
        }
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key })
        where !framing.contains(name.lowercased()) && Self.isSafe(name) && Self.isSafe(value) {
            head += "\(name): \(value)\r\n"
        }
        if let body = request.body {
            head += "Content-Length: \(body.count)\r\n"
        } else if [.post, .put, .patch].contains(request.method) {
            head += "Content-Length: 0\r\n"
        }
        return Array((head + "\r\n").utf8) + (request.body.map(Array.init) ?? [])
    }

    private static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
    }
}
