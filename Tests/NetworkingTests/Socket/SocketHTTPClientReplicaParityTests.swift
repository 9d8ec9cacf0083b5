import APIReplica
import Foundation
import Networking
import TestSupport
import Testing

/// `SocketHTTPClient` and `URLSessionHTTPClient` give the same answers and fail the same ways, so the App's
/// transport does not depend on the scheme of its URL.
@Suite("SocketHTTPClient answers like URLSessionHTTPClient against the replica", .hangGuard)
struct SocketHTTPClientReplicaParityTests {
    static let endpoints = [
        Endpoint.page(1, of: .character), .page(2, of: .episode), .item(1, of: .character),
        .items([3, 1, 2], of: .character), .avatar(characterID: 1), .page(99, of: .character),
        Endpoint(pathComponents: ["nowhere"]), Endpoint(pathComponents: ["character", "abc"]),
    ]

    @Test(arguments: endpoints)
    func answersWithTheSameStatusTypeAndBody(endpoint: Endpoint) async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let url = try replica.url(endpoint)

        let expected = try await URLSessionHTTPClient().send(.get(url))
        let received = try await SocketHTTPClient().send(.get(url))

        #expect(received.statusCode == expected.statusCode)
        #expect(received.header("Content-Type") == expected.header("Content-Type"))
        #expect(received.body == expected.body)
        #expect(received.url == expected.url)
    }

    @Test func bothPassA304ForAConditionalRequestThroughWithItsHeadersAndNoBody() async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let url = try replica.url(.item(1, of: .character))
        let etag = try #require(try await SocketHTTPClient().send(.get(url)).header("ETag"))
        let conditional = HTTPRequest(url: url, headers: ["If-None-Match": etag])

        for client in [URLSessionHTTPClient(), SocketHTTPClient()] as [any HTTPClient] {
            let response = try await client.send(conditional)

            #expect(response.statusCode == 304, "\(type(of: client))")
            #expect(response.body.isEmpty)
            #expect(response.header("ETag") == etag)
            #expect(response.header("Cache-Control") != nil)
        }
    }

    @Test(arguments: [
        FaultKind.dropConnection, .truncateBody, .malformedBody, .internalServerError, .serviceUnavailable,
        .tooManyRequests,
    ])
    func failsAsURLSessionDoesWhenTheReplicaSpoilsTheAnswer(kind: FaultKind) async throws {
        let replica = try LoopbackReplica(faults: FaultInjector(spec: FaultSpec(rate: 1, kinds: [kind])))
        defer { replica.stop() }
        let url = try replica.url(.page(1, of: .character))

        let expected = await Outcome(of: URLSessionHTTPClient(), url)
        let received = await Outcome(of: SocketHTTPClient(), url)

        #expect(received == expected)
    }
}

/// What a client made of one request: the status and body size it received, or the kind of error it threw.
private enum Outcome: Equatable {
    case response(status: Int, bodyBytes: Int)
    case transport(TransportFailure)
    case otherError(String)

    init(of client: any HTTPClient, _ url: URL) async {
        do {
            let response = try await client.send(.get(url))
            self = .response(status: response.statusCode, bodyBytes: response.body.count)
        } catch NetworkError.transport(let failure, _, _) {
            self = .transport(failure)
        } catch {
            self = .otherError(String(describing: type(of: error)))
        }
    }
}
