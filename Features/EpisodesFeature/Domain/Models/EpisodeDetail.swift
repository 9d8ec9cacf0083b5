/// One episode with its cast, as the detail screen shows it.
struct EpisodeDetail: Hashable, Sendable {
    /// The episode.
    let episode: Episode
    /// The characters it lists that exist, sorted by id.
    let cast: [CastMember]
}
