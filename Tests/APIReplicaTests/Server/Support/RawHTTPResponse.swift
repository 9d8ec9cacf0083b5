/// A response as `RawHTTPClient` read it off the wire.
struct RawHTTPResponse: Equatable {
    var statusLine: String
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8] = []

    init(head: String) throws {
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

    var bodyText: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    static func == (lhs: RawHTTPResponse, rhs: RawHTTPResponse) -> Bool {
        lhs.statusLine == rhs.statusLine && lhs.body == rhs.body && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
