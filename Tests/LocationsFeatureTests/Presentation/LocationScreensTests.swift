import FeatureTesting
import SharedPresentation
import TestSupport
import Testing

@testable import LocationsFeature

@MainActor
@Suite("Locations screens over the API replica", .hangGuard)
struct LocationScreensTests {
    @Test func theListShowsAPageOfLocationsWithTheirTypeDimensionAndResidents() async throws {
        let (app, sut) = try await show(AppRoute("locations"))

        let snapshot = sut.snapshot
        #expect(snapshot.title == "Locations")
        #expect(snapshot.subtitle == "Page 1 of 2")
        let earth = try #require(snapshot.rows.first)
        #expect(earth.id == 1)
        #expect(earth.title == "Earth (C-137)")
        #expect(earth.detail?.hasPrefix("Planet · Dimension C-137 · ") == true)
        #expect(earth.values["type"] == .text("Planet"))
        #expect(app.requestedPaths == ["/api/location?page=1"])
    }

    @Test func filterAndSearchNarrowTheListByTheAPIsKeys() async throws {
        let (app, sut) = try await show(AppRoute("locations", options: ["type": "Planet"]))
        #expect(!sut.snapshot.rows.contains { $0.title == "Citadel of Ricks" })

        try await app.perform(.filter(key: "dimension", value: "C-137"), on: sut)

        #expect(sut.snapshot.subtitle == "Page 1 of 1 · type: Planet, dimension: C-137")
        #expect(app.requestedPaths.last == "/api/location?page=1&type=Planet&dimension=C-137")
        #expect(throws: ScreenCommandError.self) { try sut.perform(.filter(key: "status", value: "alive")) }
    }

    @Test func theDetailShowsTheLocationAndItsResidentsEachOpeningItsCharacter() async throws {
        let (app, sut) = try await show(AppRoute("location", id: 1))

        let snapshot = sut.snapshot
        #expect(snapshot.title == "Earth (C-137)")
        #expect(snapshot.fields.map(\.label) == ["Type", "Dimension", "Residents"])
        #expect(snapshot.fields.first?.value == "Planet")
        #expect(snapshot.sections.first?.title == "Residents")
        let resident = try #require(snapshot.rows.first)
        #expect(resident.detail?.contains(" · ") == true)
        #expect(try sut.perform(.open(id: resident.id ?? 0)) == AppRoute("character", id: resident.id))
        #expect(snapshot.values["residents"].map { if case .ids(let ids) = $0 { !ids.isEmpty } else { false } } == true)
        #expect(app.requestedPaths.first == "/api/location/1")
        #expect(app.requestedPaths.dropFirst().allSatisfy { $0.hasPrefix("/api/character/") })
    }

    private func show(_ route: AppRoute) async throws -> (FeatureHarness, any Screen) {
        let app = try FeatureHarness([LocationsAssembly.self])
        return (app, try await app.show(route))
    }
}
