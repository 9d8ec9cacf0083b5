import Foundation
import Networking
import TestSupport
import Testing

@Suite("CoalescingHTTPClient")
struct CoalescingHTTPClientTests {
    @Test func concurrentGETsOfTheSameURLShareOneRequest() async throws {
        try await withLeakTracking { leaks async throws in
            let (sut, spy, metrics) = makeSUT(leaks: leaks)
            let url = anyURL()
            let tasks = (0..<5).map { _ in Task { try await sut.send(.get(url)) } }

            await spy.waitForPending(1)
            #expect(await waitUntil { metrics.total.coalescedJoins == 4 })
            spy.complete(statusCode: 200, body: Data("shared".utf8))

            for task in tasks {
                #expect(try await task.value.body == Data("shared".utf8))
            }
            #expect(spy.messages == [.send(.get(url))])
            #expect(metrics.counts(for: url).coalescedJoins == 4)
            #expect(sut.inFlightCount == 0)
        }
    }

    @Test func everyWaiterReceivesTheSharedError() async {
        let (sut, spy, metrics) = makeSUT()
        let first = Task { try await sut.send(.get(anyURL())) }
        await spy.waitForPending(1)
        let second = Task { try await sut.send(.get(anyURL())) }
        await waitForJoins(1, metrics: metrics)

        spy.complete(with: .failure(transportError(.offline)))

        await #expect(throws: transportError(.offline)) { try await first.value }
        await #expect(throws: transportError(.offline)) { try await second.value }
    }

    @Test func differentURLsAreNotCoalesced() async throws {
        let (sut, spy, _) = makeSUT()
        let first = Task { try await sut.send(.get(anyURL("character?page=1"))) }
        let second = Task { try await sut.send(.get(anyURL("character?page=2"))) }

        await spy.waitForPending(2)
        spy.complete(at: 1, statusCode: 200)
        spy.complete(at: 0, statusCode: 200)

        let urls = Set([try await first.value.url, try await second.value.url])
        #expect(urls == [anyURL("character?page=1"), anyURL("character?page=2")])
        #expect(spy.sentRequests.count == 2)
    }

    @Test func requestsThatAreNotSafeReadsAreNotCoalesced() async throws {
        let (sut, spy, _) = makeSUT()
        let post = HTTPRequest(method: .post, url: anyURL())
        let first = Task { try await sut.send(post) }
        let second = Task { try await sut.send(post) }

        await spy.waitForPending(2)
        spy.complete(statusCode: 201)
        spy.complete(statusCode: 201)

        _ = try await (first.value, second.value)
        #expect(spy.messages == [.send(post), .send(post)])
    }

    @Test func aLaterGETStartsANewRequestOnceTheSharedOneFinished() async throws {
        let (sut, spy, _) = makeSUT()
        let first = Task { try await sut.send(.get(anyURL())) }
        await spy.waitForPending(1)
        spy.complete(statusCode: 200)
        _ = try await first.value

        let second = Task { try await sut.send(.get(anyURL())) }
        await spy.waitForPending(1)
        spy.complete(statusCode: 200)
        _ = try await second.value

        #expect(spy.sentRequests.count == 2)
    }

    @Test func aCancelledWaiterStopsWaitingWhileTheOthersGetTheResponse() async throws {
        let (sut, spy, metrics) = makeSUT()
        let cancelled = Task { try await sut.send(.get(anyURL())) }
        await spy.waitForPending(1)
        let kept = Task { try await sut.send(.get(anyURL())) }
        await waitForJoins(1, metrics: metrics)

        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        spy.complete(statusCode: 200)

        #expect(try await kept.value.statusCode == 200)
        #expect(spy.messages == [.send(.get(anyURL()))])
    }

    @Test func theSharedRequestIsCancelledWhenEveryWaiterCancels() async throws {
        try await withLeakTracking { leaks async throws in
            let (sut, spy, metrics) = makeSUT(leaks: leaks)
            let tasks = (0..<3).map { _ in Task { try await sut.send(.get(anyURL())) } }
            await spy.waitForPending(1)
            await waitForJoins(2, metrics: metrics)

            for task in tasks {
                task.cancel()
                await #expect(throws: CancellationError.self) { try await task.value }
            }

            await spy.waitForMessages(2)
            #expect(spy.messages == [.send(.get(anyURL())), .cancelled(.get(anyURL()))])
            #expect(sut.inFlightCount == 0)
        }
    }

    @Test func aGETAfterEveryWaiterCancelledStartsAFreshRequest() async throws {
        let (sut, spy, _) = makeSUT()
        let abandoned = Task { try await sut.send(.get(anyURL())) }
        await spy.waitForPending(1)
        abandoned.cancel()
        _ = await caughtError { try await abandoned.value }

        let fresh = Task { try await sut.send(.get(anyURL())) }
        await spy.waitForPending(1)
        spy.complete(statusCode: 200)

        #expect(try await fresh.value.statusCode == 200)
        #expect(spy.sentRequests.count == 2)
    }

    @Test func aWaiterCancelledBeforeItStartsNeverSendsARequest() async {
        let (sut, spy, _) = makeSUT()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.send(.get(anyURL()))
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.messages.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        leaks: LeakTracker? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: CoalescingHTTPClient, spy: ScriptedHTTPClientSpy, metrics: RequestMetrics) {
        let spy = ScriptedHTTPClientSpy()
        let metrics = RequestMetrics()
        let sut = CoalescingHTTPClient(wrapping: spy, observer: metrics)
        leaks?.track(sut, sourceLocation: sourceLocation)
        leaks?.track(spy, sourceLocation: sourceLocation)
        return (sut, spy, metrics)
    }

    /// Waits until `joins` requests joined the one in flight (the spy sees only that one).
    private func waitForJoins(
        _ joins: Int,
        metrics: RequestMetrics,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        #expect(await waitUntil { metrics.total.coalescedJoins >= joins }, sourceLocation: sourceLocation)
    }
}

/// Yields until `condition` holds; false when it never does.
func waitUntil(maxYields: Int = 100_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<maxYields where !condition() {
        await Task.yield()
    }
    return condition()
}
