import APIReplica
import Foundation
import LoopbackHTTP
import Networking

/// An `HTTPClient` answered in-process by the API replica (no sockets): the real API's behaviour for tests.
public struct ReplicaHTTPClient: HTTPClient {
    /// The replica answering the requests.
    public let api: ReplicaAPI

    /// Creates a client answered by `api`.
    public init(api: ReplicaAPI) {
        self.api = api
    }

    /// The base URL tests give the replica: no socket is opened, so any URL will do.
    public static let testBaseURL = URL(string: "https://replica.test/api") ?? URL(fileURLWithPath: "/api")

    /// The replica serving the bundled sample universe with placeholder avatars, with the live API's `Cache-Control`
    /// unless told otherwise.
    public static func sample(
        baseURL: URL, cacheControl: ReplicaCacheControl = .liveAPI
    ) throws -> ReplicaHTTPClient {
        let dataset = try ReplicaDataset.bundledSample(avatars: PlaceholderAvatarSource())
        return ReplicaHTTPClient(api: ReplicaAPI(dataset: dataset, baseURL: baseURL, cacheControl: cacheControl))
    }

    /// The replica's answer to `request`, as the API would send it.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? request.url.path
        let target = path + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
        let headers = request.headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        let response = await api.response(
            to: HTTPServerRequest(method: request.method.rawValue, target: target, headers: headers))
        return HTTPResponse(
            statusCode: response.status, headers: response.headers, body: response.body, url: request.url)
    }
}
