import FeatureData

extension EpisodeSummaryDTO: DomainConvertible {
    /// The domain summary.
    func toDomain() -> EpisodeSummary {
        EpisodeSummary(id: id, code: episode, name: name)
    }
}
