import Foundation
import Networking
import TestSupport
import Testing

@Suite("RetryingHTTPClient")
struct RetryingHTTPClientTests {
    @Test func deliversTheFirstSuccessWithoutWaiting() async throws {
        let url = anyURL()
        let (sut, spy, clock, _) = makeSUT(script: [.success(response(200, body: "ok", url: url))])

        let received = try await sut.send(.get(url))

        #expect(received.body == Data("ok".utf8))
        #expect(spy.messages == [.send(.get(url))])
        #expect(clock.requestedSleeps.isEmpty)
    }

    @Test func retriesWithExponentialBackoffAndDeliversTheLaterSuccess() async throws {
        let (sut, spy, clock, metrics) = makeSUT(
            policy: RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), multiplier: 2, jitter: 0.2),
            script: [
                .success(response(503)), .failure(transportError(.timedOut)), .success(response(500)),
                .success(response(200)),
            ]
        )

        let received = try await sendAdvancingClock(sut, clock: clock, retries: 3)

        #expect(received.statusCode == 200)
        #expect(spy.sentRequests.count == 4)
        #expect(clock.requestedSleeps == [.seconds(1), .seconds(2), .seconds(4)])
        #expect(metrics.total.retries == 3)
    }

    @Test(arguments: [(0.0, [800, 1_600]), (1.0, [1_200, 2_400]), (0.25, [900, 1_800])])
    func spreadsEachWaitByTheJitterSource(unitRandom: Double, milliseconds: [Int]) async throws {
        let (sut, _, clock, _) = makeSUT(
            policy: RetryPolicy(maxAttempts: 3, baseDelay: .seconds(1), jitter: 0.2),
            script: [.success(response(503)), .success(response(503)), .success(response(200))],
            unitRandom: unitRandom
        )

        _ = try await sendAdvancingClock(sut, clock: clock, retries: 2)

        #expect(clock.requestedSleeps == milliseconds.map { .milliseconds($0) })
    }

    @Test func capsTheBackoffAtTheMaximumDelay() async throws {
        let (sut, _, clock, _) = makeSUT(
            policy: RetryPolicy(maxAttempts: 4, baseDelay: .seconds(3), maxDelay: .seconds(5), jitter: 0),
            script: [.success(response(503))]
        )

        _ = try await sendAdvancingClock(sut, clock: clock, retries: 3)

        #expect(clock.requestedSleeps == [.seconds(3), .seconds(5), .seconds(5)])
    }

    @Test func returnsTheLastResponseWhenAttemptsRunOut() async throws {
        let (sut, spy, clock, _) = makeSUT(
            policy: RetryPolicy(maxAttempts: 3),
            script: [.success(response(502)), .success(response(503)), .success(response(504))]
        )

        let received = try await sendAdvancingClock(sut, clock: clock, retries: 2)

        #expect(received.statusCode == 504)
        #expect(spy.sentRequests.count == 3)
    }

    @Test func throwsTheLastErrorWhenAttemptsRunOut() async {
        let (sut, spy, clock, _) = makeSUT(
            policy: RetryPolicy(maxAttempts: 2),
            script: [.failure(transportError(.connectionRefused)), .failure(transportError(.connectionLost))]
        )

        await #expect(throws: transportError(.connectionLost)) {
            try await sendAdvancingClock(sut, clock: clock, retries: 1)
        }
        #expect(spy.sentRequests.count == 2)
    }

    @Test func honoursRetryAfterInsteadOfTheBackoff() async throws {
        let (sut, _, clock, _) = makeSUT(
            script: [.success(response(429, headers: ["Retry-After": "7"])), .success(response(200))]
        )

        let received = try await sendAdvancingClock(sut, clock: clock, retries: 1)

        #expect(received.statusCode == 200)
        #expect(clock.requestedSleeps == [.seconds(7)])
    }

    @Test func doesNotRetryWhenRetryAfterExceedsTheCap() async throws {
        let (sut, spy, clock, _) = makeSUT(
            policy: RetryPolicy(maxRetryAfter: .seconds(30)),
            script: [.success(response(429, headers: ["Retry-After": "46800"])), .success(response(200))]
        )

        let received = try await sut.send(.get(anyURL()))

        #expect(received.statusCode == 429)
        #expect(spy.sentRequests.count == 1)
        #expect(clock.requestedSleeps.isEmpty)
        #expect(throws: NetworkError.rateLimited(retryAfterSeconds: 46_800, url: anyURL())) { try received.validated() }
    }

    @Test func stopsWaitingAndDoesNotRetryWhenCancelledDuringTheBackoff() async {
        let (sut, spy, clock, _) = makeSUT(script: [.success(response(503)), .success(response(200))])
        let task = Task { try await sut.send(.get(anyURL())) }

        await clock.waitForSleepers(1)
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.sentRequests.count == 1)
        #expect(clock.pendingSleeperCount == 0)
    }

    @Test func stopsWhenCancelledWhileTheAttemptIsInFlight() async {
        let spy = ScriptedHTTPClientSpy()
        let clock = TestClock()
        let sut = RetryingHTTPClient(wrapping: spy, clock: clock, unitRandom: { 0.5 })
        let task = Task { try await sut.send(.get(anyURL())) }

        await spy.waitForPending(1)
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.messages == [.send(.get(anyURL())), .cancelled(.get(anyURL()))])
        #expect(clock.requestedSleeps.isEmpty)
    }

    // MARK: - Helpers

    func makeSUT(
        policy: RetryPolicy = RetryPolicy(),
        script: [Result<HTTPResponse, any Error>],
        unitRandom: Double = 0.5
    ) -> (sut: RetryingHTTPClient, spy: ScriptedHTTPClientSpy, clock: TestClock, metrics: RequestMetrics) {
        let spy = ScriptedHTTPClientSpy(script: script)
        let clock = TestClock()
        let metrics = RequestMetrics()
        let sut = RetryingHTTPClient(
            wrapping: spy,
            policy: policy,
            clock: clock,
            unitRandom: { unitRandom },
            observer: metrics
        )
        return (sut, spy, clock, metrics)
    }

    /// Sends a GET and, each time the client starts waiting, advances the clock by exactly the wait it asked for.
    func sendAdvancingClock(
        _ sut: RetryingHTTPClient,
        clock: TestClock,
        retries: Int,
        url: URL = anyURL(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> HTTPResponse {
        let task = Task { try await sut.send(.get(url)) }
        for _ in 0..<retries {
            await clock.waitForSleepers(1, sourceLocation: sourceLocation)
            clock.advance(by: clock.requestedSleeps.last ?? .zero)
        }
        return try await task.value
    }
}
