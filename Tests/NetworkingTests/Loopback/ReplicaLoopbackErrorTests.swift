import APIReplica
import Foundation
import Networking
import TestSupport
import Testing

@Suite("Networking errors end to end against the replica", .hangGuard)
struct ReplicaLoopbackErrorTests {
    @Test(arguments: [
        (Endpoint.page(99, of: .character), 404, "There is nothing here"),
        (Endpoint(pathComponents: ["nowhere"]), 404, "There is nothing here."),
        (Endpoint.item(999, of: .character), 404, "Character not found"),
        (Endpoint.items([], of: .character), 500, "Bad... bad array :/"),
        (Endpoint(pathComponents: ["character", "abc"]), 500, "Hey! you must provide an id"),
    ])
    func errorStatusesSurfaceTheServersMessage(endpoint: Endpoint, status: Int, message: String) async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let url = try replica.url(endpoint)

        await #expect(throws: NetworkError.httpStatus(code: status, message: message, url: url)) {
            try await LoopbackClientStack().client.get(url)
        }
    }

    @Test func aClosedPortIsATransportConnectionRefused() async throws {
        let closed = try ReservedClosedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(closed.port)/api/character?page=1"))

        let error = await #expect(throws: NetworkError.self) { try await LoopbackClientStack().client.get(url) }

        guard case .transport(.connectionRefused, _, let failedURL) = error else {
            Issue.record("expected connection refused, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
    }

    @Test func aServerThatNeverAnswersTimesOutAtTheDeadline() async throws {
        let replica = try LoopbackReplica(holdingRequests: true)
        defer { replica.stop() }
        let deadline = Duration.milliseconds(300)
        let sut = URLSessionHTTPClient().withDeadline(deadline, clock: ContinuousClock())
        let url = try replica.url(.page(1, of: .character))

        let error = await #expect(throws: NetworkError.self) { try await sut.send(.get(url)) }

        guard case .transport(.timedOut, let reason, let failedURL) = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        #expect(reason == "no complete response within \(deadline)", "the deadline ended it, not URLSession's timeout")
        #expect(replica.arrivals.arrivedTargets == ["/api/character?page=1"])
    }

    @Test func cancellingAnInFlightRequestThrowsCancellationError() async throws {
        let replica = try LoopbackReplica(holdingRequests: true)
        defer { replica.stop() }
        let stack = LoopbackClientStack()
        let url = try replica.url(.page(1, of: .character))
        let task = Task { try await stack.client.send(.get(url)) }

        await replica.arrivals.waitForArrivals(1)
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(stack.metrics.counts(for: url).failures == 1)
    }

    @Test(arguments: [FaultKind.truncateBody, .dropConnection])
    func anAnswerCutOffOrNeverSentIsALostConnectionNamingTheURL(fault: FaultKind) async throws {
        let replica = try LoopbackReplica(faults: FaultInjector(spec: FaultSpec(rate: 1, kinds: [fault])))
        defer { replica.stop() }
        let url = try replica.url(.item(1, of: .character))

        let error = await #expect(throws: NetworkError.self) { try await LoopbackClientStack().client.get(url) }

        guard case .transport(.connectionLost, _, let failedURL) = error else {
            Issue.record("expected a lost connection, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
    }

    @Test func aMalformedBodyIsADecodingErrorNamingTheURL() async throws {
        let replica = try LoopbackReplica(faults: FaultInjector(spec: FaultSpec(rate: 1, kinds: [.malformedBody])))
        defer { replica.stop() }
        let url = try replica.url(.page(1, of: .character))

        let error = await #expect(throws: NetworkError.self) {
            try await LoopbackClientStack().client.getJSON(CharacterPageDTO.self, from: url)
        }

        guard case .decoding(_, _, let failedURL) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
    }
}
