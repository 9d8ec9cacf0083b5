extension EpisodeSummaryDTO {
    /// The domain summary.
    func toDomain() -> EpisodeSummary {
        EpisodeSummary(id: id, code: episode, name: name)
    }
}
