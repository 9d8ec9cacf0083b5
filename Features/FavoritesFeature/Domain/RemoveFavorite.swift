import FeatureDomain

/// Drops a character from the favourites; dropping one that is not a favourite changes nothing.
struct RemoveFavorite: Sendable {
    let saved: any SavedIDs

    /// Removes `id` and says whether it was a favourite, with the favourites' ids as they are now.
    func callAsFunction(id: Int) throws -> (wasFavorite: Bool, ids: [Int]) {
        let wasFavorite = try saved.ids().contains(id)
        return (wasFavorite, try saved.update { $0.removeAll { $0 == id } })
    }
}
