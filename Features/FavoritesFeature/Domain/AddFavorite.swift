import APIVocabulary
import FeatureDomain

/// Keeps a character as a favourite: the server must know it (else `LoadFailure.itemNotFound`, and nothing
/// changes); the favourites stay in the order they were added, each once.
struct AddFavorite: Sendable {
    let characters: any ItemsRepository<CharacterSummary>
    let saved: any SavedIDs

    /// Adds `id` and returns the character, whether it was a favourite already, and the favourites' ids now.
    func callAsFunction(id: Int) async throws -> (favorite: CharacterSummary, wasFavorite: Bool, ids: [Int]) {
        let favorite = try await characters.item(id: id, mode: .preferSaved).value
        let wasFavorite = try saved.ids().contains(id)
        let ids = try saved.update { ids in
            if !ids.contains(id) { ids.append(id) }
        }
        return (favorite, wasFavorite, ids)
    }
}
