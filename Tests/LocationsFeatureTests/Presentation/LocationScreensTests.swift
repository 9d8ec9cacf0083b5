import FeatureKit
import SharedPresentation
import TestSupport
import Testing
import TrackingTesting

@testable import LocationsFeature

@MainActor
@Suite("Locations screens over the API replica")
struct LocationScreensTests {
    @Test func theListShowsAPageOfLocationsWithTheirTypeDimensionAndResidents() async throws {
        let sut = try makeSUT(AppRoute("locations"))

        sut.appear()
        await sut.settle()

        let snapshot = sut.snapshot
        #expect(snapshot.title == "Locations")
        #expect(snapshot.subtitle == "Page 1 of 2")
        #expect(snapshot.status == .loaded)
        let earth = try #require(snapshot.sections.first?.rows.first)
        #expect(earth.id == 1)
        #expect(earth.title == "Earth (C-137)")
        #expect(earth.detail == "Planet · Dimension C-137 · 27 residents")
        #expect(earth.values["residents"] == .integer(27))
        #expect(snapshot.page?.number == 1)
        #expect(snapshot.page?.count == 2)
        #expect(snapshot.sections[0].rows.count == 20)
    }

    @Test func nextShowsTheLastPageWhereNextIsUnavailable() async throws {
        let sut = try makeSUT(AppRoute("locations"))
        sut.appear()
        await sut.settle()

        _ = try sut.perform(.next)
        await sut.settle()

        #expect(sut.snapshot.subtitle == "Page 2 of 2")
        #expect(throws: ScreenCommandError.unavailable(command: "next", reason: "this is the last page")) {
            try sut.perform(.next)
        }
    }

    @Test func filterAndSearchNarrowTheListAndAnUnknownKeyIsRefused() async throws {
        let sut = try makeSUT(AppRoute("locations"))
        sut.appear()
        await sut.settle()

        _ = try sut.perform(.filter(key: "type", value: "Planet"))
        await sut.settle()
        let planets = sut.snapshot
        _ = try sut.perform(.search("citadel"))
        await sut.settle()

        #expect(planets.subtitle == "Page 1 of 1 · type: Planet")
        #expect(!(planets.sections.first?.rows.contains { $0.title == "Citadel of Ricks" } ?? true))
        #expect(sut.snapshot.sections.first?.rows.isEmpty == true)
        #expect(sut.snapshot.sections.first?.emptyMessage == "No locations match name \"citadel\", type \"Planet\".")
        #expect(throws: ScreenCommandError.self) { try sut.perform(.filter(key: "status", value: "alive")) }
    }

    @Test func openALocationOnThePageLeadsToItsDetail() async throws {
        let sut = try makeSUT(AppRoute("locations"))
        sut.appear()
        await sut.settle()

        #expect(try sut.perform(.open(id: 3)) == AppRoute("location", id: 3))
        #expect(throws: ScreenCommandError.notOnScreen(id: 2)) { try sut.perform(.open(id: 2)) }
    }

    @Test func theDetailShowsTheLocationAndItsResidentsAndOpensAResidentsCharacter() async throws {
        let sut = try makeSUT(AppRoute("location", id: 1))

        sut.appear()
        await sut.settle()

        let snapshot = sut.snapshot
        #expect(snapshot.title == "Earth (C-137)")
        #expect(snapshot.fields.map(\.value) == ["Planet", "Dimension C-137", "27"])
        #expect(snapshot.itemID == 1)
        let residents = try #require(snapshot.sections.first)
        #expect(residents.title == "Residents")
        // The record lists 27 residents; the sample holds 7 of them, and the multi-id answer omits the others.
        #expect(residents.rows.count == 7)
        let first = try #require(residents.rows.first?.id)
        #expect(try sut.perform(.open(id: first)) == AppRoute("character", id: first))
    }

    @Test func anUnknownLocationIsNotFoundAndOffersNoRetry() async throws {
        let sut = try makeSUT(AppRoute("location", id: 9_999))

        sut.appear()
        await sut.settle()

        #expect(sut.snapshot.status == .failed(message: "Location 9999 was not found.", canRetry: false))
        #expect(throws: ScreenCommandError.self) { try sut.perform(.retry) }
    }

    @Test func theProviderAnswersOnlyThisFeaturesRoutesAndKeepsDetailScreens() throws {
        let provider = try ReplicaLocations.provider(try ReplicaLocations.client())

        #expect(provider.makeScreen(for: AppRoute("character", id: 1)) == nil)
        let first = try #require(provider.makeScreen(for: AppRoute("location", id: 1)))
        let again = try #require(provider.makeScreen(for: AppRoute("location", id: 1)))
        #expect(first === again)
    }

    private func makeSUT(_ route: AppRoute) throws -> any Screen {
        let provider = try ReplicaLocations.provider(try ReplicaLocations.client())
        return try #require(provider.makeScreen(for: route))
    }
}
