import FeatureData
import FeatureDomain
import FeatureTesting
import Testing

@testable import EpisodesFeature

@MainActor
@Suite("The episodes repository")
struct EpisodesRepositoryTests {
    @Test func aSeasonIsTheAPIsEpisodeFilterOnItsCode() async throws {
        let (sut, app) = try makeSUT()

        _ = try await sut.page(try query(["season": "2"]), mode: .preferSaved)

        #expect(app.requestedPaths == ["/api/episode?page=1&episode=S02"])
    }

    @Test func aNameAndACodeAreTheAPIsNameAndEpisodeFilters() async throws {
        let (sut, app) = try makeSUT()

        let page = try await sut.page(try query(["name": "pilot", "code": "S01", "season": "1"]), mode: .preferSaved)

        #expect(app.requestedPaths == ["/api/episode?page=1&name=pilot&episode=S01"])
        #expect(page.value.items.map(\.name) == ["Pilot"])
    }

    @Test func anEpisodeKeepsEveryFieldWithItsCodeAndAirDateRead() async throws {
        let (sut, _) = try makeSUT()

        let episode = try await sut.item(id: 1, mode: .preferSaved).value

        #expect(episode.name == "Pilot")
        #expect(episode.code.season == 1)
        #expect(episode.airDateText == "December 2, 2013")
        #expect(episode.airDate != nil)
        #expect(!episode.characterIDs.isEmpty)
        #expect(episode.url.hasSuffix("/episode/1"))
    }

    private func query(_ values: [String: String]) throws -> ListQuery {
        ListQuery(filter: try EpisodeFilters.rules.filter(from: values))
    }

    private func makeSUT() throws -> (any ItemsRepository<Episode>, FeatureHarness) {
        let app = try FeatureHarness([EpisodesAssembly.self])
        return (try app.container.resolve((any ItemsRepository<Episode>).self), app)
    }
}
