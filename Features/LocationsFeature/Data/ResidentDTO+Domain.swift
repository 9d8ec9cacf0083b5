import FeatureData

extension ResidentDTO: DomainConvertible {
    /// The domain resident.
    func toDomain() -> Resident {
        Resident(id: id, name: name, status: status, species: species)
    }
}
