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
@Suite("Characters screens against the API replica", .timeLimit(.minutes(1)))
struct ReplicaIntegrationTests {
    @Test func pagesThroughTheCharacters() async throws {
        let sut = try makeSUT()
        let list = try #require(sut.makeScreen(for: AppRoute("characters")))

        list.appear()
        await list.settle()
        #expect(list.snapshot.subtitle == "Page 1 of 3")
        #expect(list.snapshot.sections.first?.rows.first?.title == "Rick Sanchez")
        #expect(list.snapshot.sections.first?.rows.first?.detail?.hasPrefix("Alive · Human · image: loaded") == true)
        _ = try list.perform(.next)
        await list.settle()

        #expect(list.snapshot.subtitle == "Page 2 of 3")
        #expect(list.snapshot.sections.first?.rows.first?.id == 119)
    }

    @Test func aSearchWithoutMatchesIsAnEmptyListAndAFilterCombinesWithTheSearch() async throws {
        let sut = try makeSUT()
        let list = try #require(sut.makeScreen(for: AppRoute("characters", options: ["name": "xyz"])))

        list.appear()
        await list.settle()
        #expect(list.snapshot.status == .loaded)
        #expect(list.snapshot.sections.first?.emptyMessage == "No characters match name \"xyz\".")
        _ = try list.perform(.filter(key: "name", value: "rick"))
        _ = try list.perform(.filter(key: "status", value: "dead"))
        await list.settle()

        #expect(list.snapshot.subtitle?.hasSuffix("· name: rick, status: dead") == true)
        #expect(list.snapshot.sections.first?.rows.map(\.title).contains("Evil Rick") == true)
        #expect(list.snapshot.sections.first?.rows.allSatisfy { $0.detail?.hasPrefix("Dead") == true } == true)
    }

    @Test func showsADetailWithItsEpisodesAndImage() async throws {
        let sut = try makeSUT()
        let detail = try #require(sut.makeScreen(for: AppRoute("character", id: 1)))

        detail.appear()
        await detail.settle()

        #expect(detail.snapshot.title == "Rick Sanchez")
        #expect(detail.snapshot.status == .loaded)
        let episodes = try #require(detail.snapshot.sections.first)
        #expect(episodes.title == "Episodes")
        #expect(episodes.rows.first?.title == "S01E01 · Pilot")
        let image = detail.snapshot.fields.first { $0.label == "Image" }?.value
        #expect(image?.hasPrefix("loaded ") == true && image?.hasSuffix(" from network") == true)
    }

    @Test func anUnknownCharacterIsNotFound() async throws {
        let sut = try makeSUT()
        let detail = try #require(sut.makeScreen(for: AppRoute("character", id: 9_999)))

        detail.appear()
        await detail.settle()

        #expect(detail.snapshot.status == .failed(message: "Character 9999 was not found.", canRetry: false))
    }

    private func makeSUT() throws -> CharactersScreenProvider {
        let baseURL = URL(string: "http://127.0.0.1:9/api") ?? RickAndMortyAPI.liveBaseURL
        let components = CharactersComponents.live(
            client: try ReplicaHTTPClient.sample(baseURL: baseURL),
            configuration: APIConfiguration(baseURL: baseURL),
            fetcher: CachedFetcher(store: MemoryCache()),
            tracker: EventTrackerSpy(),
            clock: TestClock()
        )
        return CharactersScreenProvider(components: components, detailCacheCapacity: 4)
    }
}
