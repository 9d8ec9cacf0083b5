import FeatureData

/// The part of a character the favourites list shows: this feature's own minimal DTO.
struct FavoriteDTO: IdentifiedDTO {
    let id: Int
    let name: String
    let status: String
    let species: String
}
