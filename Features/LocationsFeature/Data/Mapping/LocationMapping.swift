import FeatureData

extension LocationDTO {
    /// The domain location; resident URLs that do not end with an id are left out.
    func toDomain() -> Location {
        Location(
            id: id, name: name, type: type ?? "", dimension: dimension ?? "",
            residentIDs: residents.compactMap(ResourceID.id(from:)))
    }
}

extension LocationPageDTO {
    /// The domain page numbered `number`.
    func toDomain(number: Int) -> LocationPage {
        LocationPage(
            locations: results.map { $0.toDomain() }, number: number, pageCount: info.pages, totalCount: info.count)
    }
}

extension ResidentDTO {
    /// The domain resident.
    func toDomain() -> Resident {
        Resident(id: id, name: name, status: status, species: species)
    }
}
