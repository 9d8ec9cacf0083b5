import FeatureDomain

/// Keeps a character as a favourite: the server must know it (else `LoadFailure.itemNotFound`, and nothing
/// changes); the favourites stay in the order they were added, each once.
struct AddFavorite: Sendable {
    let characters: any ItemsRepository<Favorite>
    let saved: any SavedIDs

    /// Adds `id` and returns the character with the favourites' ids as they are now.
    func callAsFunction(id: Int) async throws -> (favorite: Favorite, ids: [Int]) {
        let favorite = try await characters.item(id: id, mode: .preferSaved).value
        let ids = try saved.update { ids in
            if !ids.contains(id) { ids.append(id) }
        }
        return (favorite, ids)
    }
}
