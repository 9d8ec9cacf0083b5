import CoreDI
import Foundation
import Networking
import NetworkingTesting
import SharedPresentation
import TestSupport
import Testing

@testable import EpisodesFeature

@MainActor
@Suite("EpisodesScreenProvider", .timeLimit(.minutes(1)))
struct EpisodesScreenProviderTests {
    @Test func makesANewListForEachListRoute() throws {
        let (sut, _) = try makeSUT()

        let first = sut.makeScreen(for: AppRoute("episodes"))
        let second = sut.makeScreen(for: AppRoute("episodes"))

        #expect(first != nil)
        #expect(first !== second)
    }

    @Test func keepsDetailScreensSoAskingAgainGivesTheSameScreen() throws {
        let (sut, _) = try makeSUT()

        let first = sut.makeScreen(for: AppRoute("episode", id: 1))
        let other = sut.makeScreen(for: AppRoute("episode", id: 2))
        let again = sut.makeScreen(for: AppRoute("episode", id: 1))

        #expect(first != nil)
        #expect(first === again)
        #expect(first !== other)
    }

    @Test func forgetsTheLeastRecentlyUsedDetailBeyondItsCapacity() throws {
        let (sut, _) = try makeSUT(capacity: 1)

        let first = sut.makeScreen(for: AppRoute("episode", id: 1))
        _ = sut.makeScreen(for: AppRoute("episode", id: 2))
        let again = sut.makeScreen(for: AppRoute("episode", id: 1))

        #expect(first !== again)
    }

    @Test func answersNoCharacterRoutes() throws {
        let (sut, _) = try makeSUT()

        #expect(sut.makeScreen(for: AppRoute("characters")) == nil)
        #expect(sut.makeScreen(for: AppRoute("character", id: 1)) == nil)
    }

    @Test func goingBackToADetailSendsNoNewRequest() async throws {
        let (sut, client) = try makeSUT()
        let detail = try #require(sut.makeScreen(for: AppRoute("episode", id: 1)))
        detail.appear()
        await detail.settle()
        let requestsAfterFirstVisit = client.requestedURLs.map(\.absoluteString)

        detail.disappear()
        let back = try #require(sut.makeScreen(for: AppRoute("episode", id: 1)))
        back.appear()
        await back.settle()

        #expect(back === detail)
        #expect(requestsAfterFirstVisit == ["https://api.test/api/episode/1", "https://api.test/api/character/1,2"])
        #expect(client.requestedURLs.count == 2)
        #expect(back.snapshot.title == "Pilot")
        #expect(back.snapshot.sections.first?.rows.count == 2)
    }

    private func makeSUT(capacity: Int = 32) throws -> (sut: any ScreenProvider, client: HTTPClientSpy) {
        let client = HTTPClientSpy { request in
            if request.url.path.hasSuffix("/episode/1") {
                return HTTPClientSpy.json(
                    APIJSON.data(APIJSON.episode(id: 1, name: "Pilot", characters: [1, 2])), for: request)
            }
            return HTTPClientSpy.json(APIJSON.data([APIJSON.character(id: 1), APIJSON.character(id: 2)]), for: request)
        }
        let container = DependencyContainer()
        try AppDependencies.register(in: container, client: client)
        try EpisodesAssembly(detailCacheCapacity: capacity).assemble(into: container)
        return (try container.resolve((any ScreenProvider).self, name: EpisodesAssembly.providerName), client)
    }
}
