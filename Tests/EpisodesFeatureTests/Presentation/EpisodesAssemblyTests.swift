import CoreDI
import FeatureTesting
import SharedPresentation
import TestSupport
import Testing

@testable import EpisodesFeature

@MainActor
@Suite("EpisodesAssembly")
struct EpisodesAssemblyTests {
    @Test func itRegistersItsRepositoryItsLoaderItsUseCasesAndItsScreenProvider() throws {
        let app = try FeatureHarness([EpisodesAssembly.self])

        #expect(app.container.isRegistered((any EpisodesRepository).self))
        #expect(app.container.isRegistered((any CastMembersLoader).self))
        #expect(app.container.isRegistered(LoadEpisodesPage.self))
        #expect(app.container.isRegistered(LoadEpisodeDetail.self))
        #expect(app.container.isRegistered(LoadEpisodeCast.self))
        #expect(app.container.isRegistered((any ScreenProvider).self, name: "episodes"))
    }

    @Test func withoutTheAppsRegistrationsVerificationNamesEveryMissingOneAtOnce() {
        #expect {
            try Assembler([EpisodesAssembly()]).makeContainer()
        } throws: { error in
            let message = String(describing: error)
            return ["CachedJSONLoader", "EventTracker", "Clock"].allSatisfy(message.contains)
        }
    }

    @Test func overridingItsDataWithFixturesChangesWhatItsScreensShow() async throws {
        let app = try FeatureHarness([EpisodesAssembly.self], fixtures: PreviewFixtures.fixtures(of: "EpisodesFeature"))

        let list = try await app.show(AppRoute("episodes"))

        #expect(list.snapshot.rows.first?.title == "S01E01 · Pilot")
        #expect(list.snapshot.page?.pages ?? 0 > 1, "a few records make several pages of five")
        #expect(app.client.requestCount == 0)
    }

    @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
    func thePreviewsFixturesAreTheAPIsRecords() throws {
        let snapshot = try #require(SnapshotLocation.directory())

        #expect(try PreviewFixtures.recordsUnlikeTheSnapshot(of: "EpisodesFeature", snapshot: snapshot) == [])
    }
}
