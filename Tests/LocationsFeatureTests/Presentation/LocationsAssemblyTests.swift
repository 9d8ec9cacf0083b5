import CoreDI
import FeatureTesting
import SharedPresentation
import TestSupport
import Testing

@testable import LocationsFeature

@MainActor
@Suite("LocationsAssembly")
struct LocationsAssemblyTests {
    @Test func itRegistersItsRepositoryItsLoaderItsUseCasesAndItsScreenProvider() throws {
        let app = try FeatureHarness([LocationsAssembly.self])

        #expect(app.container.isRegistered((any LocationsRepository).self))
        #expect(app.container.isRegistered((any ResidentsLoader).self))
        #expect(app.container.isRegistered(LoadLocationsPage.self))
        #expect(app.container.isRegistered(LoadLocationDetail.self))
        #expect(app.container.isRegistered(LoadLocationResidents.self))
        #expect(app.container.isRegistered((any ScreenProvider).self, name: "locations"))
    }

    @Test func withoutTheAppsRegistrationsVerificationNamesEveryMissingOneAtOnce() {
        #expect {
            try Assembler([LocationsAssembly()]).makeContainer()
        } throws: { error in
            let message = String(describing: error)
            return ["CachedJSONLoader", "EventTracker", "Clock"].allSatisfy(message.contains)
        }
    }

    @Test func overridingItsDataWithFixturesChangesWhatItsScreensShow() async throws {
        let app = try FeatureHarness(
            [LocationsAssembly.self], fixtures: PreviewFixtures.fixtures(of: "LocationsFeature"))

        let list = try await app.show(AppRoute("locations"))

        #expect(list.snapshot.rows.first?.title == "Earth (C-137)")
        #expect(list.snapshot.page?.pages ?? 0 > 1, "a few records make several pages of five")
        #expect(app.client.requestCount == 0)
    }

    @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
    func thePreviewsFixturesAreTheAPIsRecords() throws {
        let snapshot = try #require(SnapshotLocation.directory())

        #expect(try PreviewFixtures.recordsUnlikeTheSnapshot(of: "LocationsFeature", snapshot: snapshot) == [])
    }
}
