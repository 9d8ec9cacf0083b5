import Foundation
import Networking
import Testing

@Suite("RequestMetrics and MetricsHTTPClient")
struct RequestMetricsTests {
    @Test func countsRequestsAndBytesPerURL() async throws {
        let (sut, metrics) = makeSUT(script: [.success(response(200, body: "12345"))])
        let page1 = anyURL("character?page=1")
        let page2 = anyURL("character?page=2")

        _ = try await sut.send(.get(page1))
        _ = try await sut.send(.get(page1))
        _ = try await sut.send(.get(page2))

        #expect(metrics.counts(for: page1).requests == 2)
        #expect(metrics.counts(for: page2).requests == 1)
        #expect(metrics.counts(for: anyURL("episode")).requests == 0)
        #expect(metrics.total.requests == 3)
        #expect(metrics.total.bytesReceived == 15)
        #expect(metrics.counts(for: page1).bytesReceived == 10)
    }

    @Test func countsFailuresAndRethrowsThem() async {
        let (sut, metrics) = makeSUT(script: [.failure(transportError(.timedOut))])

        await #expect(throws: transportError(.timedOut)) { try await sut.send(.get(anyURL())) }

        #expect(metrics.counts(for: anyURL()) == RequestMetrics.Counts(requests: 1, failures: 1))
    }

    @Test func countsAnswersWithAnErrorStatusAsFailuresWithTheirBytes() async throws {
        let (sut, metrics) = makeSUT(script: [
            .success(response(500, body: "oops")), .success(response(429)), .success(response(404)),
            .success(response(200)),
        ])

        for _ in 0..<4 {
            _ = try await sut.send(.get(anyURL()))
        }

        #expect(metrics.counts(for: anyURL()) == RequestMetrics.Counts(requests: 4, bytesReceived: 4, failures: 3))
    }

    @Test func countsRetriesAndJoinsReportedByOtherDecorators() {
        let metrics = RequestMetrics()

        metrics.retryScheduled(.get(anyURL()), attempt: 2, delay: .seconds(1))
        metrics.joinedInFlightRequest(.get(anyURL()))
        metrics.joinedInFlightRequest(.get(anyURL()))

        #expect(metrics.total.retries == 1)
        #expect(metrics.total.coalescedJoins == 2)
        #expect(metrics.total == RequestMetrics.Counts(retries: 1, coalescedJoins: 2))
    }

    @Test func countsConcurrentRequestsWithoutLosingAny() async throws {
        let (sut, metrics) = makeSUT(script: [.success(response(200, body: "ab"))])

        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { _ = try await sut.send(.get(anyURL("character/\(index % 4)"))) }
            }
            try await group.waitForAll()
        }

        #expect(metrics.total.requests == 200)
        #expect(metrics.total.bytesReceived == 400)
        #expect(metrics.counts(for: anyURL("character/3")).requests == 50)
    }

    private func makeSUT(script: [Result<HTTPResponse, any Error>]) -> (sut: MetricsHTTPClient, metrics: RequestMetrics)
    {
        let metrics = RequestMetrics()
        return (MetricsHTTPClient(wrapping: ScriptedHTTPClientSpy(script: script), observer: metrics), metrics)
    }
}

@Suite("RequestMetrics: bounded")
struct RequestMetricsBoundTests {
    @Test func urlsPastTheTrackedNumberAreCountedInTheTotalOnly() throws {
        let metrics = RequestMetrics()
        let urls = try (0...RequestMetrics.trackedURLs).map {
            try #require(URL(string: "http://h.test/api/x?page=\($0)"))
        }

        for url in urls {
            metrics.requestStarted(.get(url))
        }

        #expect(metrics.total.requests == RequestMetrics.trackedURLs + 1)
        #expect(metrics.counts(for: urls[0]).requests == 1)
        #expect(metrics.counts(for: urls[RequestMetrics.trackedURLs]).requests == 0)
    }
}
