import FeatureData
import FeatureDomain

/// A location's own fields exactly as the API sends them (`/location/1`, or inside a page's `results`), beside the
/// basics every item has; `type` and `dimension` are missing for the API's hidden location 0, so they are optional.
struct LocationDTO: ItemDTO {
    let type: String?
    let dimension: String?
    let residents: [String]

    /// The domain location; resident URLs that do not end with an id are left out.
    func toDomain(_ basics: ItemBasics) -> Location {
        Location(
            basics: basics, type: type ?? "", dimension: dimension ?? "",
            residentIDs: residents.compactMap(ResourceID.id(from:)))
    }
}
