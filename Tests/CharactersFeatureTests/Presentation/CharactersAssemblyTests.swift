import CoreDI
import FeatureTesting
import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

@MainActor
@Suite("CharactersAssembly")
struct CharactersAssemblyTests {
    @Test func itRegistersItsRepositoryItsLoaderItsUseCasesAndItsScreenProvider() throws {
        let app = try FeatureHarness([CharactersAssembly.self])

        #expect(app.container.isRegistered((any CharactersRepository).self))
        #expect(app.container.isRegistered((any EpisodeSummariesLoader).self))
        #expect(app.container.isRegistered(LoadCharactersPage.self))
        #expect(app.container.isRegistered(LoadCharacterDetail.self))
        #expect(app.container.isRegistered(LoadCharacterEpisodes.self))
        #expect(app.container.isRegistered((any ScreenProvider).self, name: "characters"))
    }

    @Test func withoutTheAppsRegistrationsVerificationNamesEveryMissingOneAtOnce() {
        #expect {
            try Assembler([CharactersAssembly()]).makeContainer()
        } throws: { error in
            let message = String(describing: error)
            return ["CachedJSONLoader", "EventTracker", "Clock"].allSatisfy(message.contains)
        }
    }

    @Test func overridingItsDataWithFixturesChangesWhatItsScreensShow() async throws {
        let app = try FeatureHarness(
            [CharactersAssembly.self], fixtures: PreviewFixtures.fixtures(of: "CharactersFeature"))

        let list = try await app.show(AppRoute("characters"))

        #expect(list.snapshot.rows.first?.title == "Rick Sanchez")
        #expect(list.snapshot.page?.pages ?? 0 > 1, "a few records make several pages of five")
        #expect(app.client.requestCount == 0)
    }

    @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
    func thePreviewsFixturesAreTheAPIsRecords() throws {
        let snapshot = try #require(SnapshotLocation.directory())

        #expect(try PreviewFixtures.recordsUnlikeTheSnapshot(of: "CharactersFeature", snapshot: snapshot) == [])
    }
}
