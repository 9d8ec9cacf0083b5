import FeatureDomain
import FeatureTesting
import Foundation
import SharedPresentation
import Testing

@testable import FavoritesFeature

@MainActor
@Suite("Favorites over the API replica", .timeLimit(.minutes(1)))
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

    @Test func aPageOfFavouritesIsOneMultiIDRequestInTheOrderTheyWereAdded() async throws {
        let (app, _) = try await makeSUT()
        for id in [5, 3, 4] {
            _ = try await app.perform(ActionRequest("favorite", id: id))
        }
        let before = app.requestedPaths.count

        let sut = try await app.show(AppRoute("favorites"))

        #expect(sut.snapshot.rows.map(\.id) == [5, 3, 4])
        #expect(app.requestedPaths.dropFirst(before) == ["/api/character/3,4,5"])
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

    @Test func aCharacterTheServerDoesNotKnowIsRefusedAndChangesNothing() async throws {
        let (app, _) = try await makeSUT()

        await #expect(throws: ActionFailure("Character 99999 was not found.", source: .network)) {
            try await app.perform(ActionRequest("favorite", id: 99_999))
        }
        #expect(app.userData.contents.isEmpty)
    }

    @Test func droppingACharacterThatIsNoFavouriteChangesNothing() async throws {
        let (app, _) = try await makeSUT()

        let result = try await app.perform(ActionRequest("unfavorite", id: 2))

        #expect(result.message == "Morty Smith (2) was not a favourite; nothing changed.")
        #expect(app.userData.contents.isEmpty)
    }

    @Test func favouritesThatCannotBeReadAreSaidSoAndLeftAsTheyAre() async throws {
        let app = try FeatureHarness([FavoritesAssembly.self])
        app.userData.setData(Data("not ids".utf8), forKey: "favorites/favorites")

        let sut = try await app.show(AppRoute("favorites"))
        await #expect(throws: ActionFailure.self) { try await app.perform(ActionRequest("favorite", id: 1)) }

        #expect(
            sut.snapshot.failureMessage
                == "Your saved data couldn't be used: the user data 'favorites' in 'memory:favorites/favorites' is not JSON "
                + "(unexpected 'n', expected a value, at byte 0); it is left as it is."
        )
        #expect(app.userData.contents == ["favorites/favorites": Data("not ids".utf8)])
    }

    private func makeSUT() async throws -> (FeatureHarness, any Screen) {
        let app = try FeatureHarness([FavoritesAssembly.self])
        return (app, try await app.show(AppRoute("favorites")))
    }
}
