import APIReplica
import Foundation
import Networking
import TestSupport
import Testing

@Suite("The response-size cap against the replica's real bodies", .hangGuard)
struct ReplicaLoopbackSizeCapTests {
    enum CapPlacement: CaseIterable {
        /// `URLSessionHTTPClient(maximumResponseBytes:)`, which stops the download.
        case session
        /// `ResponseSizeLimitedHTTPClient`, which checks a received response.
        case decorator
    }

    static let bodies = [Endpoint.avatar(characterID: 1), .page(1, of: .character)]

    @Test(arguments: CapPlacement.allCases, bodies)
    func aBodyOneByteOverTheCapIsRejected(placement: CapPlacement, endpoint: Endpoint) async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let url = try replica.url(endpoint)
        let size = try await URLSessionHTTPClient().get(url).body.count

        await #expect(throws: NetworkError.responseTooLarge(limit: size - 1, url: url)) {
            try await Self.client(cappedAt: size - 1, placement).get(url)
        }
    }

    @Test(arguments: CapPlacement.allCases, bodies)
    func aBodyAtTheCapIsDelivered(placement: CapPlacement, endpoint: Endpoint) async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let url = try replica.url(endpoint)
        let expected = try await URLSessionHTTPClient().get(url).body

        #expect(try await Self.client(cappedAt: expected.count, placement).get(url).body == expected)
    }

    @Test func theAvatarArrivesAsTheGeneratedJPEG() async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }

        let response = try await URLSessionHTTPClient().get(try replica.url(.avatar(characterID: 7)))

        #expect(response.header("Content-Type") == "image/jpeg")
        #expect(response.body == PlaceholderAvatarSource().jpegData(forCharacter: 7))
    }

    private static func client(cappedAt limit: Int, _ placement: CapPlacement) -> any HTTPClient {
        switch placement {
        case .session: URLSessionHTTPClient(maximumResponseBytes: limit)
        case .decorator: URLSessionHTTPClient().limitingResponseSize(to: limit)
        }
    }
}
