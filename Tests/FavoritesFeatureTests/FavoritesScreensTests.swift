import FeatureDomain
import FeatureTesting
import Foundation
import SharedPresentation
import TestSupport
import Testing

@testable import FavoritesFeature

@MainActor
@Suite("Favorites over the API replica", .hangGuard)
struct FavoritesScreensTests {
    @Test func withNoFavouriteTheListIsEmptyAndSendsNoRequest() async throws {
        let (app, sut) = try await makeSUT()

        #expect(sut.snapshot.title == "Favorites")
        #expect(sut.snapshot.sections.first?.emptyMessage == "No favorites.")
        #expect(sut.snapshot.actionNames.contains("search") == false)
        #expect(app.requestedPaths.isEmpty)
    }

    @Test func anOpenListShowsEachFavouriteAddedOrDroppedAtOnce() async throws {
        let (app, sut) = try await makeSUT()

        _ = try await app.perform(ActionRequest("favorite", id: 1))
        await sut.settle()
        #expect(sut.snapshot.rows.map(\.title) == ["Rick Sanchez"])

        _ = try await app.perform(ActionRequest("favorite", id: 2))
        _ = try await app.perform(ActionRequest("unfavorite", id: 1))
        await sut.settle()
        #expect(sut.snapshot.rows.map(\.title) == ["Morty Smith"])
    }

    @Test func favoriteIsDoneForAKeptCharacterAndUnfavoriteForAnyOther() async throws {
        let (app, _) = try await makeSUT()

        _ = try await app.perform(ActionRequest("favorite", id: 1))

        #expect(try await app.isDone(ActionRequest("favorite", id: 1)))
        #expect(try await !app.isDone(ActionRequest("unfavorite", id: 1)))
        #expect(try await !app.isDone(ActionRequest("favorite", id: 2)))
        #expect(try await app.isDone(ActionRequest("unfavorite", id: 2)))
    }

    @Test func aRowOpensTheCharacterRouteWhicheverFeatureShowsIt() async throws {
        let (app, sut) = try await makeSUT()
        _ = try await app.perform(ActionRequest("favorite", id: 2))
        await sut.settle()

        #expect(try sut.perform(.open(id: 2)) == AppRoute("character", id: 2))
    }

    @Test func favouritesAreKeptInTheUsersDataUnderTheFeaturesName() async throws {
        let (app, _) = try await makeSUT()

        let result = try await app.perform(ActionRequest("favorite", id: 1))

        #expect(result.message == "Rick Sanchez (1) is a favourite now; 1 favourite.")
        #expect(result.values["favorites"] == .ids([1]))
        #expect(app.userData.contents == ["favorites/favorites": Data("[1]".utf8)])
    }

    @Test func favoritingTwiceSaysAlreadyAndUnfavoritingNamesTheCharacter() async throws {
        let (app, _) = try await makeSUT()

        _ = try await app.perform(ActionRequest("favorite", id: 1))
        let again = try await app.perform(ActionRequest("favorite", id: 1))
        let dropped = try await app.perform(ActionRequest("unfavorite", id: 1))

        #expect(again.message == "Rick Sanchez (1) is already a favourite; 1 favourite.")
        #expect(dropped.message == "Rick Sanchez (1) is no longer a favourite; 0 favourites.")
        #expect(dropped.values["name"] == .text("Rick Sanchez"))
    }

    @Test func droppingACharacterThatIsNoFavouriteChangesNothing() async throws {
        let (app, _) = try await makeSUT()

        let result = try await app.perform(ActionRequest("unfavorite", id: 2))

        #expect(result.message == "Morty Smith (2) was not a favourite; nothing changed.")
        #expect(app.userData.contents.isEmpty)
    }

    private func makeSUT() async throws -> (FeatureHarness, any Screen) {
        let app = try FeatureHarness([FavoritesAssembly.self])
        return (app, try await app.show(AppRoute("favorites")))
    }
}
