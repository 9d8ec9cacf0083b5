import Foundation
import Locking
import Networking

/// Records every request and answers from `respond`: a fake server routed by URL.
final class HTTPClientSpy: HTTPClient {
    private let requests = Locked([URL]())
    private let respond: @Sendable (URL) throws -> HTTPResponse

    init(respond: @escaping @Sendable (URL) throws -> HTTPResponse) {
        self.respond = respond
    }

    var requestedURLs: [URL] {
        requests.withLock { $0 }
    }

    var requestCount: Int {
        requests.withLock { $0.count }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.withLock { $0.append(request.url) }
        try Task.checkCancellation()
        return try respond(request.url)
    }

    static func json(_ text: String, status: Int = 200, url: URL) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: ["Content-Type": "application/json; charset=utf-8"],
            body: Data(text.utf8),
            url: url
        )
    }

    static func image(bytes: Int = 3_174, contentType: String = "image/jpeg", url: URL) -> HTTPResponse {
        HTTPResponse(
            statusCode: 200,
            headers: ["Content-Type": contentType],
            body: Data(repeating: 0xD8, count: bytes),
            url: url
        )
    }

    /// A server answering every route this feature uses: pages of 20, characters, episodes and avatars.
    static func fakeAPI() -> HTTPClientSpy {
        HTTPClientSpy { url in
            let path = url.path
            if path.hasSuffix(".jpeg") {
                return image(url: url)
            }
            let last = url.lastPathComponent.removingPercentEncoding ?? url.lastPathComponent
            let ids = last.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",")
                .compactMap { Int($0) }
            if path.contains("/episode/") {
                return json(APISamples.episodesJSON(ids: ids), url: url)
            }
            if path.hasSuffix("/character") {
                let page =
                    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
                    .first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
                return json(APISamples.pageJSON(ids: Array(((page - 1) * 20 + 1)...(page * 20))), url: url)
            }
            if let id = ids.first, ids.count == 1, !last.hasPrefix("[") {
                guard id <= 826 else { return json(APISamples.characterNotFound, status: 404, url: url) }
                return json(APISamples.characterJSON(id: id, name: "Character \(id)"), url: url)
            }
            return json(APISamples.notFound, status: 404, url: url)
        }
    }
}
