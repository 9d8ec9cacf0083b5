/// A response as `RawHTTPClient` read it off the wire.
public struct RawHTTPResponse: Equatable, Sendable {
    /// The status line, such as `HTTP/1.1 200 OK`.
    public var statusLine: String
    /// The status code.
    public var status: Int
    /// The header fields in the order they arrived.
    public var headers: [(name: String, value: String)]
    /// The body bytes read.
    public var body: [UInt8] = []

    /// Parses a response head (status line and header fields), throwing when it is malformed.
    public init(head: String) throws {
        let lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3))
        else { throw RawHTTPClient.Failure.malformedResponse(head) }
        self.statusLine = statusLine
        self.status = status
        headers = try lines.dropFirst().map { line in
            guard let colon = line.firstIndex(of: ":") else { throw RawHTTPClient.Failure.malformedResponse(line) }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The body bytes read.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The first value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Compares status line, headers and body.
    public static func == (lhs: RawHTTPResponse, rhs: RawHTTPResponse) -> Bool {
        lhs.statusLine == rhs.statusLine && lhs.body == rhs.body && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
