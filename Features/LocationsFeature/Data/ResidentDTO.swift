import FeatureData

/// The part of a character a location's residents list shows: this feature's own minimal DTO.
struct ResidentDTO: IdentifiedDTO {
    let id: Int
    let name: String
    let status: String
    let species: String
}
