import FeatureData

extension FavoriteDTO: DomainConvertible {
    /// The domain favourite.
    func toDomain() -> Favorite {
        Favorite(id: id, name: name, status: status, species: species)
    }
}
