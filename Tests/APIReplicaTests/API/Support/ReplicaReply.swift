import APIReplica
import Foundation
import LoopbackHTTP
import Testing

/// A response with its body decoded for assertions.
struct ReplicaReply {
    let response: HTTPServerResponse

    var status: Int { response.status }
    var text: String { String(decoding: response.body, as: UTF8.self) }
    var json: Any? { try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed]) }
    var object: [String: Any] { json as? [String: Any] ?? [:] }
    var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
    var error: String? { object["error"] as? String }
    var info: [String: Any] { object["info"] as? [String: Any] ?? [:] }
    var count: Int? { info["count"] as? Int }
    var pages: Int? { info["pages"] as? Int }
    var next: String? { info["next"] as? String }
    var prev: String? { info["prev"] as? String }
    var results: [[String: Any]] { object["results"] as? [[String: Any]] ?? [] }
    var resultIDs: [Int] { results.compactMap { $0["id"] as? Int } }
    var arrayIDs: [Int] { array.compactMap { $0["id"] as? Int } }
    var isNextNull: Bool { info["next"] is NSNull }
    var isPrevNull: Bool { info["prev"] is NSNull }

    func header(_ name: String) -> String? { response.headers[name] }
}

extension ReplicaAPI {
    /// Sends `method target` with `headers` and returns the decoded reply.
    func reply(
        _ target: String,
        method: String = "GET",
        headers: [(name: String, value: String)] = []
    ) async -> ReplicaReply {
        ReplicaReply(response: await response(to: HTTPServerRequest(method: method, target: target, headers: headers)))
    }
}
