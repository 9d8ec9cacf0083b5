import APIVocabulary
import FeatureDomain
import Locking
import Testing

@testable import FavoritesFeature

@Suite("Adding and removing a favourite")
struct FavoriteUseCasesTests {
    @Test func addingKeepsEachIDOnceInTheOrderAdded() async throws {
        let (saved, characters) = (SavedIDsSpy(), CharactersStub())
        let sut = AddFavorite(characters: characters, saved: saved)

        _ = try await sut(id: 3)
        _ = try await sut(id: 1)
        let added = try await sut(id: 3)

        #expect(added.ids == [3, 1])
        #expect(added.favorite.id == 3)
        #expect(added.wasFavorite, "3 was a favourite already")
        #expect(saved.updates == 3)
    }

    @Test func addingACharacterTheServerDoesNotKnowChangesNothing() async throws {
        let saved = SavedIDsSpy()

        await #expect(throws: LoadFailure.itemNotFound(id: 0)) {
            try await AddFavorite(characters: CharactersStub(), saved: saved)(id: 0)
        }
        #expect(saved.updates == 0)
    }

    @Test func removingSaysWhetherItWasAFavourite() async throws {
        let saved = SavedIDsSpy(ids: [1, 2])
        let sut = RemoveFavorite(characters: CharactersStub(), saved: saved)

        let removed = try await sut(id: 1)
        let again = try await sut(id: 1)

        #expect(removed.wasFavorite && removed.ids == [2])
        #expect(!again.wasFavorite && again.ids == [2])
    }
}

/// Ids in memory, counting the updates.
private final class SavedIDsSpy: SavedIDs {
    private let stored: Locked<(ids: [Int], updates: Int)>
    let changes = ChangeSignal()

    init(ids: [Int] = []) {
        stored = Locked((ids, 0))
    }

    var updates: Int { stored.withLock { $0.updates } }

    func ids() throws -> [Int] { stored.withLock { $0.ids } }

    func update(_ change: @escaping @Sendable (inout [Int]) -> Void) throws -> [Int] {
        let ids = stored.withLock { stored in
            change(&stored.ids)
            stored.updates += 1
            return stored.ids
        }
        changes.announce()
        return ids
    }
}

/// Knows every character from 1 up.
private struct CharactersStub: ItemsRepository {
    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<CharacterSummary>> {
        Fetched(value: .noMatch)
    }

    func item(id: Int, mode: FetchMode) async throws -> Fetched<CharacterSummary> {
        guard id >= 1 else { throw LoadFailure.itemNotFound(id: id) }
        return Fetched(
            value: CharacterSummary(id: id, name: "Character \(id)", status: "Alive", species: "Human", image: ""))
    }
}
