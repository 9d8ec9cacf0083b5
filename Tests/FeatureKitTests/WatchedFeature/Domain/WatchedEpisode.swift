import APIVocabulary

/// An episode the user watched, with how far the user is through its season.
struct WatchedEpisode: Identifiable, Hashable, Sendable {
    let episode: EpisodeSummary
    let season: SeasonProgress

    var id: Int { episode.id }
}
