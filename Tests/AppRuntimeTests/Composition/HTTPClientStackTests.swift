import Foundation
import Networking
import TestSupport
import Testing

@testable import AppRuntime

@Suite("HTTPClientStack")
struct HTTPClientStackTests {
    @Test func aServerThatNeverAnswersTimesOutOnEveryAttemptWithinTheBudget() async throws {
        let clock = TestClock()
        let sut = HTTPClientStack(transport: HangingTransport(), budget: .oneShot, clock: clock)
        let request = HTTPRequest.get(try #require(URL(string: "http://127.0.0.1:9/api/character")))

        let sending = Task { try await sut.client.send(request) }
        let attempts = NetworkBudget.oneShot.retry.maxAttempts
        for attempt in 1...attempts {
            #expect(await clock.waitForSleepers(1))  // the attempt's deadline
            clock.advance(by: NetworkBudget.oneShot.deadline)
            if attempt < attempts {
                #expect(await clock.waitForSleepers(1))  // the backoff before the next attempt
                clock.advance(by: NetworkBudget.oneShot.retry.maxDelay * 2)
            }
        }
        let result = await sending.result

        #expect(throws: NetworkError.self) { try result.get() }
        #expect(sut.metrics.total.requests == 3)
        #expect(sut.metrics.total.failures == 3)
        #expect(sut.metrics.total.retries == 2)
    }

    @Test func twoAnswersOf500AreTwoFailedRequestsAndOneRetryOnTheMetricsLine() async throws {
        let clock = TestClock()
        let twoAttempts = NetworkBudget(deadline: .seconds(5), retry: RetryPolicy(maxAttempts: 2))
        let sut = HTTPClientStack(transport: ServerErrorTransport(), budget: twoAttempts, clock: clock)
        let request = HTTPRequest.get(try #require(URL(string: "http://127.0.0.1:9/api/character")))

        let response = try await sut.client.send(request)

        #expect(response.statusCode == 500)
        #expect(sut.metrics.total == RequestMetrics.Counts(requests: 2, bytesReceived: 8, failures: 2, retries: 1))
        #expect(
            AppServices.metricsLine(for: sut.metrics.total)
                == "[metrics] 2 requests, 8 bytes received, 2 failed, 1 retried, 0 shared, 0 not modified")
    }

    @Test func aResponseOverTheSizeCapIsRejected() async throws {
        let sut = HTTPClientStack(
            transport: OversizedTransport(), budget: .oneShot, clock: TestClock())
        let request = HTTPRequest.get(try #require(URL(string: "http://127.0.0.1:9/api/character")))

        await #expect(
            throws: NetworkError.responseTooLarge(limit: HTTPClientStack.maximumResponseBytes, url: request.url)
        ) {
            try await sut.client.send(request)
        }
    }
}

/// Never answers; ends only when its caller gives up (cancels).
private struct HangingTransport: HTTPClient {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (never, continuation) = AsyncStream<Void>.makeStream()
        for await _ in never {}
        continuation.finish()  // kept alive until here: the loop ends only when the caller cancels
        throw CancellationError()
    }
}

/// Answers every request with a 500 that asks to be retried at once (so no time needs to pass).
private struct ServerErrorTransport: HTTPClient {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(statusCode: 500, headers: ["Retry-After": "0"], body: Data("oops".utf8), url: request.url)
    }
}

/// Answers with a body one byte over the App's cap.
private struct OversizedTransport: HTTPClient {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(
            statusCode: 200, body: Data(count: HTTPClientStack.maximumResponseBytes + 1), url: request.url)
    }
}
