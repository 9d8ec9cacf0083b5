/// A link to a location as the API sends it: `{"name": "Earth (C-137)", "url": ".../location/1"}`, or
/// `{"name": "unknown", "url": ""}` when the place is unknown.
struct PlaceReferenceDTO: Decodable, Sendable {
    let name: String
    let url: String
}
