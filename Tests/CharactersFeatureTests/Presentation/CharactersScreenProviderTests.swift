import Foundation
import Networking
import NetworkingTesting
import SharedPresentation
import Storage
import TestSupport
import Testing
import TrackingTesting

@testable import CharactersFeature

@MainActor
@Suite("CharactersScreenProvider", .timeLimit(.minutes(1)))
struct CharactersScreenProviderTests {
    @Test func showsTheSameDetailScreenForTheSameCharacterWithoutANewRequest() async throws {
        try await withLeakTracking { tracker in
            let (sut, client, _) = makeSUT(tracker)
            let first = try #require(sut.makeScreen(for: AppRoute("character", id: 1)))
            first.appear()
            await first.settle()
            let requestsOfTheFirstVisit = client.requestCount

            let second = try #require(sut.makeScreen(for: AppRoute("character", id: 1)))
            second.appear()
            await second.settle()

            #expect(first === second)
            #expect(requestsOfTheFirstVisit == 3)
            #expect(client.requestCount == requestsOfTheFirstVisit)
            #expect(second.snapshot.title == "Character 1")
        }
    }

    @Test func keepsAtMostTheConfiguredNumberOfDetailScreens() throws {
        let (sut, _, _) = makeSUT(nil, detailCacheCapacity: 1)

        let one = try #require(sut.makeScreen(for: AppRoute("character", id: 1)))
        let two = try #require(sut.makeScreen(for: AppRoute("character", id: 2)))
        let oneAgain = try #require(sut.makeScreen(for: AppRoute("character", id: 1)))

        #expect(one !== two)
        #expect(one !== oneAgain)
    }

    @Test func makesANewListForEveryListRoute() async throws {
        try await withLeakTracking { tracker in
            let (sut, client, _) = makeSUT(tracker)
            let route = AppRoute("characters", options: ["page": "2", "name": "rick"])

            let list = try #require(sut.makeScreen(for: route))
            list.appear()
            await list.settle()

            let another = try #require(sut.makeScreen(for: route))

            #expect(another !== list)
            #expect(list.snapshot.subtitle == "Page 2 of 42 · name: rick")
            #expect(client.requestedURLs.first?.absoluteString == "https://example.com/api/character?page=2&name=rick")
        }
    }

    @Test func leavesTheEpisodeRoutesToTheirFeature() {
        let (sut, _, _) = makeSUT(nil)

        #expect(sut.makeScreen(for: AppRoute("episodes")) == nil)
        #expect(sut.makeScreen(for: AppRoute("episode", id: 1)) == nil)
    }

    @Test func tracksTheListShownItsLoadsAndTheUsersActions() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, events) = makeSUT(tracker)
            let list = try #require(sut.makeScreen(for: AppRoute("characters")))

            list.appear()
            await list.settle()
            _ = try list.perform(.next)
            await list.settle()

            #expect(
                events.summaries == [
                    "Characters: shown", "Characters: load started", "Characters: loaded 20", "Characters: next -",
                    "Characters: load started", "Characters: loaded 20",
                ]
            )
        }
    }

    @Test func tracksTheDetailShownAndItsLoadUnderTheCharacterScreenName() async throws {
        try await withLeakTracking { tracker in
            let (sut, _, events) = makeSUT(tracker)
            let detail = try #require(sut.makeScreen(for: AppRoute("character", id: 9_999)))

            detail.appear()
            await detail.settle()
            _ = try detail.perform(.refresh)
            await detail.settle()

            #expect(
                events.summaries == [
                    "Character: shown", "Character: load started", "Character: failed character 9999 was not found",
                    "Character: refresh -", "Character: load started",
                    "Character: failed character 9999 was not found",
                ]
            )
        }
    }

    private func makeSUT(
        _ tracker: LeakTracker?,
        detailCacheCapacity: Int = 32,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (CharactersScreenProvider, HTTPClientSpy, EventTrackerSpy) {
        let client = HTTPClientSpy.fakeAPI()
        let events = EventTrackerSpy()
        let components = CharactersComponents.live(
            client: client,
            configuration: APIConfiguration(baseURL: URL(string: APISamples.base) ?? RickAndMortyAPI.liveBaseURL),
            // No cache at all: a request saved only by reusing the screen.
            fetcher: CachedFetcher(store: NullByteStore()),
            tracker: events,
            clock: TestClock()
        )
        let sut = CharactersScreenProvider(components: components, detailCacheCapacity: detailCacheCapacity)
        tracker?.track(sut, sourceLocation: sourceLocation)
        return (sut, client, events)
    }
}
