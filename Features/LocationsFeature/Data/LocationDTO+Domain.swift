import FeatureData

extension LocationDTO: DomainConvertible {
    /// The domain location; resident URLs that do not end with an id are left out.
    func toDomain() -> Location {
        Location(
            id: id, name: name, type: type ?? "", dimension: dimension ?? "",
            residentIDs: residents.compactMap(ResourceID.id(from:)), url: url, created: created)
    }
}
