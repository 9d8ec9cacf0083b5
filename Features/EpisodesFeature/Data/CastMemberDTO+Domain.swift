import FeatureData

extension CastMemberDTO: DomainConvertible {
    /// The domain cast member.
    func toDomain() -> CastMember {
        CastMember(id: id, name: name, status: status, species: species)
    }
}
