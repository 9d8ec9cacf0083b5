import FeatureTesting
import SharedPresentation
import TestSupport
import Testing

@testable import EpisodesFeature

@MainActor
@Suite("Episodes screens over the API replica", .hangGuard)
struct EpisodeScreensTests {
    @Test func theListIsEndlessAndGroupedBySeason() async throws {
        let (app, sut) = try await show(AppRoute("episodes"))
        #expect(sut.snapshot.sections.map(\.title) == ["Season 1", "Season 2"])
        #expect(sut.snapshot.subtitle?.hasPrefix("20 of ") == true)

        try await app.perform(.loadMore, on: sut)

        let rows = sut.snapshot.rows
        #expect(rows.first?.title == "S01E01 · Pilot")
        #expect(rows.first?.detail == "2013-12-02")
        #expect(rows.count == sut.snapshot.page?.items)
        #expect(app.requestedPaths == ["/api/episode?page=1", "/api/episode?page=2"])
    }

    @Test func episodesByNameAndByCodeAreTheAPIsNameAndEpisodeFilters() async throws {
        let (byNameApp, byName) = try await show(AppRoute("episodes", options: ["name": "pilot", "code": "S01"]))
        let (_, byCode) = try await show(AppRoute("episodes", options: ["code": "S02E0"]))

        #expect(byNameApp.requestedPaths == ["/api/episode?page=1&name=pilot&episode=S01"])
        #expect(byName.snapshot.rows.map(\.title) == ["S01E01 · Pilot"])
        #expect(byCode.snapshot.sections.map(\.title) == ["Season 2"])
        #expect(byCode.snapshot.subtitle?.hasSuffix("· code: S02E0") == true)
    }

    @Test func aSeasonIsTheAPIsEpisodeFilterOnItsCode() async throws {
        let (app, sut) = try await show(AppRoute("episodes", options: ["season": "2"]))

        #expect(app.requestedPaths == ["/api/episode?page=1&episode=S02"])
        #expect(sut.snapshot.sections.map(\.title) == ["Season 2"])
    }

    @Test func theDetailShowsTheEpisodeAndItsCastEachOpeningItsCharacter() async throws {
        let (_, sut) = try await show(AppRoute("episode", id: 1))

        let snapshot = sut.snapshot
        #expect(snapshot.title == "Pilot")
        #expect(
            snapshot.fields.map { "\($0.label): \($0.value)" } == [
                "Code: S01E01", "Season: 1", "Episode: 1", "Air date: 2013-12-02", "Cast: 19 characters",
            ])
        #expect(snapshot.sections.first?.title == "Cast")
        let rick = try #require(snapshot.rows.first { $0.title == "Rick Sanchez" })
        #expect(rick.detail == "Alive · Human")
        #expect(try sut.perform(.open(id: 1)) == AppRoute("character", id: 1))
        #expect(snapshot.values["episode"] == .text("S01E01"))
    }

    private func show(_ route: AppRoute) async throws -> (FeatureHarness, any Screen) {
        let app = try FeatureHarness([EpisodesAssembly.self])
        return (app, try await app.show(route))
    }
}
