import Foundation
import Networking
import TestSupport
import Testing

@Suite("DeadlineHTTPClient")
struct DeadlineHTTPClientTests {
    @Test func deliversAResponseThatArrivesBeforeTheDeadline() async throws {
        let (sut, spy, clock) = makeSUT(timeout: .seconds(10))
        let task = Task { try await sut.send(.get(anyURL())) }

        await spy.waitForPending(1)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(9))
        spy.complete(statusCode: 404)

        #expect(try await task.value.statusCode == 404)
        #expect(spy.messages == [.send(.get(anyURL()))])
    }

    @Test func throwsTimedOutAndCancelsTheRequestWhenTheDeadlinePasses() async {
        let (sut, spy, clock) = makeSUT(timeout: .seconds(10))
        let task = Task { try await sut.send(.get(anyURL())) }

        await spy.waitForPending(1)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(10))

        let error = await #expect(throws: NetworkError.self) { try await task.value }
        guard case .transport(.timedOut, let reason, let url) = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        #expect(url == anyURL())
        #expect(reason.contains("10"))
        #expect(spy.messages == [.send(.get(anyURL())), .cancelled(.get(anyURL()))])
        #expect(clock.requestedSleeps == [.seconds(10)])
    }

    @Test func passesErrorsOfTheWrappedClientThrough() async {
        let (sut, spy, clock) = makeSUT(timeout: .seconds(10))
        let task = Task { try await sut.send(.get(anyURL())) }

        await spy.waitForPending(1)
        spy.complete(with: .failure(transportError(.connectionRefused)))

        await #expect(throws: transportError(.connectionRefused)) { try await task.value }
        #expect(clock.pendingSleeperCount == 0)
    }

    @Test func throwsCancellationErrorWhenTheCallerCancels() async {
        let (sut, spy, clock) = makeSUT(timeout: .seconds(10))
        let task = Task { try await sut.send(.get(anyURL())) }

        await spy.waitForPending(1)
        await clock.waitForSleepers(1)
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.messages == [.send(.get(anyURL())), .cancelled(.get(anyURL()))])
        #expect(clock.pendingSleeperCount == 0)
    }

    // MARK: - Helpers

    private func makeSUT(timeout: Duration) -> (sut: DeadlineHTTPClient, spy: ScriptedHTTPClientSpy, clock: TestClock) {
        let spy = ScriptedHTTPClientSpy()
        let clock = TestClock()
        return (DeadlineHTTPClient(wrapping: spy, timeout: timeout, clock: clock), spy, clock)
    }
}
