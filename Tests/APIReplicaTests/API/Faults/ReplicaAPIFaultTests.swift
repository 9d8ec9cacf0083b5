import APIReplica
import Foundation
import TestSupport
import Testing

@Suite("ReplicaAPI with fault injection")
struct ReplicaAPIFaultTests {
    @Test func faultsApplyToGETAndHEADOnEveryRouteIncludingAvatarsAndErrors() async throws {
        let (sut, faults) = try makeSUT("rate=1,kinds=503")

        for target in [
            "/api", "/api/character?page=2", "/api/character/1", "/api/nope", "/api/character/avatar/1.jpeg",
        ] {
            #expect(await sut.reply(target).status == 503)
        }
        #expect(await sut.reply("/api", method: "HEAD").status == 503)
        #expect(faults.report == FaultReport(requests: 6, injected: [.serviceUnavailable: 6]))
    }

    @Test func optionsAndOtherMethodsAreNeverFaulted() async throws {
        let (sut, faults) = try makeSUT("rate=1,kinds=500,latency=5ms")

        let preflight = await sut.reply("/api", method: "OPTIONS")
        let post = await sut.reply("/api", method: "POST")

        #expect(preflight.status == 204)
        #expect(preflight.response.delay == .zero)
        #expect(post.status == 404)
        #expect(faults.report.requests == 0)
    }

    @Test func aMalformedAnswerDoesNotDecode() async throws {
        let (sut, _) = try makeSUT("rate=1,kinds=malformed")

        let reply = await sut.reply("/api/character")

        #expect(reply.status == 200)
        #expect(reply.json == nil)
    }

    @Test func concurrentRequestsGetTheSameFaultsAsSequentialOnes() async throws {
        let spec = "rate=0.3,kinds=all,seed=11"
        let targets = (0..<300).map { "/api/character/\($0 % 60)" }
        let (sequential, sequentialFaults) = try makeSUT(spec)
        let (concurrent, concurrentFaults) = try makeSUT(spec)

        for target in targets { _ = await sequential.reply(target) }
        await withTaskGroup(of: Void.self) { group in
            for target in targets { group.addTask { _ = await concurrent.reply(target) } }
        }

        #expect(concurrentFaults.report == sequentialFaults.report)
        #expect(concurrentFaults.report.totalInjected > 0)
    }

    @Test func theAPIDoesNotKeepItsInjectorAliveAfterItIsGone() async throws {
        try await withLeakTracking { tracker in
            let (sut, faults) = try makeSUT("rate=0.5")
            tracker.track(faults)

            _ = await sut.reply("/api")
        }
    }

    private func makeSUT(_ spec: String) throws -> (ReplicaAPI, FaultInjector) {
        let faults = try FaultInjector(parsing: spec)
        return (try SmallUniverse.makeAPI(faults: faults), faults)
    }
}
