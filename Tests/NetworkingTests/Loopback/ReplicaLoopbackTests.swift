import APIReplica
import Foundation
import Networking
import TestSupport
import Testing

@Suite("Networking against the replica over loopback", .hangGuard)
struct ReplicaLoopbackTests {
    @Test func aListPageDecodesAndLinksTheNextPageOnTheReplicasOwnBase() async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let stack = LoopbackClientStack()
        let url = try replica.url(.page(1, of: .character))

        let page = try await stack.client.getJSON(CharacterPageDTO.self, from: url)

        let characterCount = try LoopbackReplica.sample.get().characters.count
        #expect(page.info.count == characterCount)
        #expect(page.info.pages == (characterCount + 19) / 20)
        #expect(page.info.next == (try replica.url(.page(2, of: .character))))
        #expect(page.info.prev == nil)
        #expect(page.results.map(\.id) == (try LoopbackReplica.sample.get().characters.prefix(20).map(\.id)))
        #expect(page.results.first?.name == "Rick Sanchez")
        let base = replica.apiBaseURL.absoluteString + "/"
        #expect(
            page.results.allSatisfy { $0.url.absoluteString.hasPrefix(base) && $0.image.absoluteString.hasPrefix(base) }
        )
        #expect(replica.arrivals.arrivedTargets == ["/api/character?page=1"])
        #expect(stack.metrics.counts(for: url).requests == 1)
    }

    @Test func followingNextWalksEveryPageOnce() async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let stack = LoopbackClientStack()
        var next: URL? = try replica.url(.page(1, of: .character))
        var ids: [Int] = []

        while let url = next {
            let page = try await stack.client.getJSON(CharacterPageDTO.self, from: url)
            ids += page.results.map(\.id)
            next = page.info.next
        }

        let sample = try LoopbackReplica.sample.get()
        #expect(ids == sample.characters.map(\.id))
    }

    @Test func page1AndPage2DifferBecauseURLCacheIsNeverConsulted() async throws {
        let replica = try LoopbackReplica()
        defer { replica.stop() }
        let stack = LoopbackClientStack()
        let first = try replica.url(.page(1, of: .character))
        let second = try replica.url(.page(2, of: .character))

        let page1 = try await stack.client.get(first).body
        let page2 = try await stack.client.get(second).body
        let page1Again = try await stack.client.get(first).body

        #expect(page1 != page2)
        #expect(page1 == page1Again)
        let twentyFirst = try LoopbackReplica.sample.get().characters.dropFirst(20).first?.id
        #expect(try decodeJSON(CharacterPageDTO.self, from: page2, url: second).results.first?.id == twentyFirst)
        #expect(
            replica.arrivals.arrivedTargets == [
                "/api/character?page=1", "/api/character?page=2", "/api/character?page=1",
            ])
        #expect(!stack.session.usesURLCache)
    }

    @Test func twentyConcurrentGetsOfOneURLReachTheServerOnce() async throws {
        let replica = try LoopbackReplica(holdingRequests: true)
        defer { replica.stop() }
        let stack = LoopbackClientStack()
        let url = try replica.url(.page(2, of: .character))

        let pages = try await withThrowingTaskGroup(of: CharacterPageDTO.self) { group in
            for _ in 0..<20 {
                group.addTask { try await stack.client.getJSON(CharacterPageDTO.self, from: url) }
            }
            await stack.joins.waitForJoins(19)
            replica.gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(pages.count == 20)
        #expect(pages.allSatisfy { $0 == pages.first })
        let pageTwo = try LoopbackReplica.sample.get().characters.dropFirst(20).prefix(20).map(\.id)
        #expect(pages.first?.results.map(\.id) == pageTwo)
        #expect(replica.arrivals.arrivedTargets == ["/api/character?page=2"])
        #expect(stack.metrics.counts(for: url).requests == 1)
        #expect(stack.metrics.total.coalescedJoins == 19)
    }

    @Test func theLiveClientIsReleasedAfterItsRequests() async throws {
        try await withLeakTracking { leaks in
            let replica = try LoopbackReplica()
            defer { replica.stop() }
            let stack = LoopbackClientStack()
            leaks.track(stack.session)

            _ = try await stack.client.get(try replica.url(.item(1, of: .character)))
        }
    }
}
