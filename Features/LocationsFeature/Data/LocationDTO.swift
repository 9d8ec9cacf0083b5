import FeatureData

/// A location exactly as the API sends it (`/location/1`, or inside a page's `results`); `type` and `dimension`
/// are missing for the API's hidden location 0, so they are optional.
struct LocationDTO: IdentifiedDTO {
    let id: Int
    let name: String
    let type: String?
    let dimension: String?
    let residents: [String]
    let url: String
    let created: String
}
