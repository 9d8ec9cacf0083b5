import Foundation
import Networking
import TestSupport
import Testing

extension RetryingHTTPClientTests {
    @Test(arguments: [HTTPMethod.post, .put, .patch, .delete])
    func neverRetriesMethodsThatAreNotSafeReads(method: HTTPMethod) async throws {
        let (sut, spy, clock, _) = makeSUT(script: [.success(response(503)), .success(response(200))])

        let received = try await sut.send(HTTPRequest(method: method, url: anyURL()))

        #expect(received.statusCode == 503)
        #expect(spy.sentRequests.count == 1)
        #expect(clock.requestedSleeps.isEmpty)
    }

    @Test(arguments: [400, 401, 403, 404, 501])
    func neverRetriesPermanentStatuses(status: Int) async throws {
        let (sut, spy, _, _) = makeSUT(script: [.success(response(status)), .success(response(200))])

        let received = try await sut.send(.get(anyURL()))

        #expect(received.statusCode == status)
        #expect(spy.sentRequests.count == 1)
    }

    @Test(arguments: [TransportFailure.offline, .hostNotFound, .secureConnectionFailed, .other])
    func neverRetriesPermanentTransportFailures(failure: TransportFailure) async {
        let (sut, spy, _, _) = makeSUT(script: [.failure(transportError(failure)), .success(response(200))])

        await #expect(throws: transportError(failure)) { try await sut.send(.get(anyURL())) }
        #expect(spy.sentRequests.count == 1)
    }

    @Test func aConnectionRefusedByThisMachineIsNotRetriedWhileOneRefusedElsewhereIs() async throws {
        let local = try #require(URL(string: "http://127.0.0.1:9/api/character"))
        let remote = try #require(URL(string: "http://api.example.com/api/character"))
        let (refusedHere, here, _, _) = makeSUT(
            script: [.failure(transportError(.connectionRefused, url: local)), .success(response(200))])
        let (refusedThere, there, clock, _) = makeSUT(
            script: [.failure(transportError(.connectionRefused, url: remote)), .success(response(200))])

        await #expect(throws: transportError(.connectionRefused, url: local)) {
            try await refusedHere.send(.get(local))
        }
        #expect(try await sendAdvancingClock(refusedThere, clock: clock, retries: 1, url: remote).statusCode == 200)
        #expect(here.sentRequests.count == 1)
        #expect(there.sentRequests.count == 2)
    }

    @Test func neverRetriesNonTransportErrors() async {
        let tooLarge = NetworkError.responseTooLarge(limit: 10, url: anyURL())
        let (sut, spy, _, _) = makeSUT(script: [.failure(tooLarge), .success(response(200))])

        await #expect(throws: tooLarge) { try await sut.send(.get(anyURL())) }
        #expect(spy.sentRequests.count == 1)
    }

    @Test func neverRetriesAfterTheRequestWasCancelled() async {
        let (sut, spy, _, _) = makeSUT(script: [.failure(CancellationError()), .success(response(200))])

        await #expect(throws: CancellationError.self) { try await sut.send(.get(anyURL())) }
        #expect(spy.sentRequests.count == 1)
    }
}
