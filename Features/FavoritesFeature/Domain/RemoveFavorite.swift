import APIVocabulary
import FeatureDomain

/// Drops a character from the favourites; dropping one that is not a favourite changes nothing.
///
/// The character is named when it can be read (from the cache or the server); the removal never depends on it.
struct RemoveFavorite: Sendable {
    let characters: any ItemsRepository<CharacterSummary>
    let saved: any SavedIDs

    /// Removes `id`: the character if it could be read, whether it was a favourite, and the favourites' ids now.
    func callAsFunction(id: Int) async throws -> (favorite: CharacterSummary?, wasFavorite: Bool, ids: [Int]) {
        let wasFavorite = try saved.ids().contains(id)
        let ids = try saved.update { $0.removeAll { $0 == id } }
        let favorite = try? await characters.item(id: id, mode: .preferSaved).value
        return (favorite, wasFavorite, ids)
    }
}
