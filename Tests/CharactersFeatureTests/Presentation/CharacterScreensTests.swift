import FeatureKit
import FeatureTesting
import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

@MainActor
@Suite("Characters screens over the API replica", .hangGuard)
struct CharacterScreensTests {
    @Test func theListCostsOneRequestAndShowsNoAvatarsUnlessAsked() async throws {
        let (app, sut) = try await show(AppRoute("characters"))

        let rick = try #require(sut.snapshot.rows.first)
        #expect(
            rick
                == ScreenSnapshot.Row(
                    id: 1, title: "Rick Sanchez", detail: "Alive · Human", values: rick.values,
                    route: AppRoute(.character, id: 1)))
        #expect(rick.values["episode"].map { if case .ids(let ids) = $0 { !ids.isEmpty } else { false } } == true)
        #expect(app.requestedPaths == ["/api/character?page=1"])
    }

    @Test func theFiltersAreTheAPIsQueryAndNarrowTheRows() async throws {
        let (app, sut) = try await show(AppRoute("characters", options: ["status": "alive", "name": "rick"]))

        #expect(app.requestedPaths == ["/api/character?page=1&name=rick&status=alive"])
        #expect(sut.snapshot.rows.first?.title == "Rick Sanchez")
        #expect(sut.snapshot.rows.allSatisfy { $0.detail?.hasPrefix("Alive · ") == true })
    }

    @Test func withImagesEveryRowLoadsItsAvatar() async throws {
        let (app, sut) = try await show(AppRoute("characters", flags: ["images"]))

        #expect(sut.snapshot.rows.first?.detail?.hasPrefix("Alive · Human · image: loaded ") == true)
        #expect(sut.snapshot.rows.first?.detail?.hasSuffix(" from network") == true)
        #expect(app.requestedPaths.filter { $0.contains("/avatar/") }.count == sut.snapshot.rows.count)
    }

    @Test func theDetailShowsTheCharacterItsAvatarAndItsEpisodes() async throws {
        let (_, sut) = try await show(AppRoute("character", id: 1))

        let snapshot = sut.snapshot
        #expect(snapshot.title == "Rick Sanchez")
        #expect(
            snapshot.fields.map(\.label) == [
                "Status", "Species", "Type", "Gender", "Origin", "Location", "Episodes", "Image",
            ])
        #expect(snapshot.fields[2].value == "No type")
        #expect(snapshot.fields.last?.value.hasSuffix("from network") == true)
        #expect(snapshot.rows.first?.title == "S01E01 · Pilot")
        #expect(try sut.perform(.open(id: 1)) == AppRoute("episode", id: 1))
        #expect(try sut.perform(.openLink("origin")) == AppRoute("location", id: 1))
        #expect(snapshot.actionNames.contains("open origin") && snapshot.actionNames.contains("open location"))
        #expect(snapshot.actionNames.contains("image"))
    }

    @Test func anUnknownPlaceReadsAsTheStatusDoesUnknown() async throws {
        let (_, sut) = try await show(AppRoute("character", id: 119))

        let fields = Dictionary(sut.snapshot.fields.map { ($0.label, $0.value) }) { first, _ in first }
        #expect(fields["Origin"] == "Unknown")
        #expect(sut.snapshot.values["origin"] == .object(["name": .text("unknown")]), "the data keeps the API's word")
    }

    @Test func theImageWordLoadsTheAvatarAgainFromMemory() async throws {
        let (app, sut) = try await show(AppRoute("character", id: 1))

        try await app.perform(.action(name: "image", id: 1), on: sut)

        #expect(sut.snapshot.fields.last?.value.hasSuffix("from memory") == true)
    }

    @Test func simulatedAvatarFailuresSayWhichAttemptFailed() async throws {
        let app = try FeatureHarness(
            [CharactersAssembly.self], settings: FeatureSettings(["failure-rate": "1", "failure-seed": "1"]))
        let sut = try await app.show(AppRoute("character", id: 1))

        #expect(sut.snapshot.fields.last?.value == "failed: Simulated failure (attempt 1). (retry with 'image 1')")
    }

    private func show(_ route: AppRoute) async throws -> (FeatureHarness, any Screen) {
        let app = try FeatureHarness([CharactersAssembly.self])
        return (app, try await app.show(route))
    }
}
