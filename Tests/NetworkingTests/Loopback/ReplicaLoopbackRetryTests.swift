import APIReplica
import Foundation
import Networking
import TestSupport
import Testing

@Suite("Retrying against the replica's injected faults", .hangGuard)
struct ReplicaLoopbackRetryTests {
    @Test(arguments: [FaultKind.truncateBody, .dropConnection, .internalServerError, .serviceUnavailable])
    func anAnswerSpoiledOnceIsRetriedAndTheRetrySucceeds(fault: FaultKind) async throws {
        let target = "/api/character/1"
        let faults = FaultInjector(spec: try Self.specFailingOnlyTheFirstRequest(of: target, with: fault))
        let replica = try LoopbackReplica(faults: faults)
        defer { replica.stop() }
        let stack = LoopbackClientStack(retryPolicy: Self.quickPolicy)
        let url = try replica.url(.item(1, of: .character))

        let response = try await stack.client.get(url)

        let rick = try #require(try LoopbackReplica.sample.get().characters.first)
        #expect(response.body == rick.renderedJSON(apiBaseURL: replica.apiBaseURL.absoluteString))
        #expect(replica.arrivals.arrivedTargets == [target, target])
        #expect(faults.report.count(of: fault) == 1)
        #expect(stack.metrics.counts(for: url).requests == 2)
        #expect(stack.metrics.counts(for: url).failures == 1)
        #expect(stack.metrics.total.retries == 1)
    }

    @Test(arguments: [FaultKind.truncateBody, .dropConnection])
    func anAnswerCutOffOnEveryAttemptFailsAsALostConnectionAfterEveryAttempt(fault: FaultKind) async throws {
        let faults = FaultInjector(spec: FaultSpec(rate: 1, kinds: [fault]))
        let replica = try LoopbackReplica(faults: faults)
        defer { replica.stop() }
        let stack = LoopbackClientStack(retryPolicy: Self.quickPolicy)
        let url = try replica.url(.item(1, of: .character))

        let error = await #expect(throws: NetworkError.self) { try await stack.client.get(url) }

        guard case .transport(.connectionLost, _, _) = error else {
            Issue.record("expected a lost connection, got \(String(describing: error))")
            return
        }
        #expect(replica.arrivals.arrivedTargets.count == Self.quickPolicy.maxAttempts)
        #expect(stack.metrics.total.retries == Self.quickPolicy.maxAttempts - 1)
    }

    @Test func aMalformedCompleteAnswerIsNotRetriedByTheHTTPClient() async throws {
        let replica = try LoopbackReplica(faults: FaultInjector(spec: FaultSpec(rate: 1, kinds: [.malformedBody])))
        defer { replica.stop() }
        let stack = LoopbackClientStack(retryPolicy: Self.quickPolicy)
        let url = try replica.url(.item(1, of: .character))

        let response = try await stack.client.get(url)

        #expect(response.statusCode == 200)
        #expect(replica.arrivals.arrivedTargets.count == 1)
        #expect(stack.metrics.total.retries == 0)
    }

    @Test func a429sRetryAfterIsWaitedOutAndTheRetrySucceeds() async throws {
        let target = "/api/character?page=1"
        let faults = FaultInjector(
            spec: try Self.specFailingOnlyTheFirstRequest(of: target, with: .tooManyRequests, retryAfterSeconds: 1))
        let replica = try LoopbackReplica(faults: faults)
        defer { replica.stop() }
        let stack = LoopbackClientStack(retryPolicy: Self.quickPolicy)
        let url = try replica.url(.page(1, of: .character))

        let page = try await stack.client.getJSON(CharacterPageDTO.self, from: url)

        #expect(page.results.map(\.id) == (try LoopbackReplica.sample.get().characters.prefix(20).map(\.id)))
        #expect(stack.retryClock.requestedSleeps == [.seconds(1)], "Retry-After, not the 1 ms backoff")
        #expect(replica.arrivals.arrivedTargets == [target, target])
        #expect(faults.report.count(of: .tooManyRequests) == 1)
        #expect(stack.metrics.counts(for: url).requests == 2)
        #expect(stack.metrics.total.retries == 1)
    }

    @Test func aRetryAfterLongerThanThePolicyAcceptsReachesTheCallerAsRateLimited() async throws {
        let spec = FaultSpec(rate: 1, kinds: [.tooManyRequests], retryAfterSeconds: 120)
        let replica = try LoopbackReplica(faults: FaultInjector(spec: spec))
        defer { replica.stop() }
        let stack = LoopbackClientStack(retryPolicy: Self.quickPolicy)
        let url = try replica.url(.page(1, of: .character))

        await #expect(throws: NetworkError.rateLimited(retryAfterSeconds: 120, url: url)) {
            try await stack.client.get(url)
        }
        #expect(stack.retryClock.requestedSleeps.isEmpty)
        #expect(replica.arrivals.arrivedTargets.count == 1)
    }

    // MARK: - Helpers

    private static let quickPolicy = RetryPolicy(
        maxAttempts: 3, baseDelay: .milliseconds(1), maxDelay: .milliseconds(1), jitter: 0, maxRetryAfter: .seconds(5))

    /// The first seed whose `fault` hits the first request of `target` and spares the second: faults are a pure
    /// function of seed, target and occurrence, so this is the same spec on every run.
    private static func specFailingOnlyTheFirstRequest(
        of target: String, with fault: FaultKind, retryAfterSeconds: Int = 1
    ) throws -> FaultSpec {
        let found = (0..<10_000).lazy.map { seed in
            FaultSpec(rate: 0.5, kinds: [fault], retryAfterSeconds: retryAfterSeconds, seed: UInt64(seed))
        }.first { spec in
            let injector = FaultInjector(spec: spec)
            return injector.plannedFault(forTarget: target, occurrence: 0) == fault
                && injector.plannedFault(forTarget: target, occurrence: 1) == nil
        }
        return try #require(found)
    }
}
