import APIReplica
import Foundation

/// Answers every request with the same response: the stand-in for the API handler in the replica benchmark.
struct FixedResponseHandler: HTTPRequestHandler {
    let response: HTTPServerResponse

    init(status: Int, contentType: String?, body: Data) {
        response = HTTPServerResponse(
            status: status,
            headers: contentType.map { ["Content-Type": $0] } ?? [:],
            body: body
        )
    }

    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        response
    }
}

/// Deterministic response bodies of a given size.
enum SampleBodies {
    /// A JSON document shaped like an API list page, about `bytes` long.
    static func json(bytes: Int) -> Data {
        var characters: [String] = []
        var length = 0
        var id = 1
        while length < bytes - 200 {
            let character =
                #"{"id":\#(id),"name":"Character \#(id)","status":"Alive","species":"Human","type":"","#
                + #""gender":"Female","origin":{"name":"Earth","url":""},"image":"/avatar/\#(id).jpeg"}"#
            characters.append(character)
            length += character.utf8.count + 1
            id += 1
        }
        let info = #"{"count":826,"pages":42,"next":"/api/character/?page=2","prev":null}"#
        return Data(#"{"info":\#(info),"results":[\#(characters.joined(separator: ","))]}"#.utf8)
    }

    /// `bytes` pseudo-random bytes (a fixed linear congruential sequence).
    static func binary(bytes: Int) -> Data {
        var state: UInt32 = 2_463_534_242
        return Data(
            (0..<bytes).map { _ in
                state = state &* 1_664_525 &+ 1_013_904_223
                return UInt8(truncatingIfNeeded: state >> 24)
            })
    }
}
