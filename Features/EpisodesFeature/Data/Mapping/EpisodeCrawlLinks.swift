import FeatureKit

/// What a crawl stores for this feature: every episode page, and the cast lists an episode's detail asks for.
enum EpisodeCrawlLinks {
    static let contribution = CrawlContribution.pages(
        of: .episode, as: EpisodeDTO.self, linking: .character, by: \.characters)
}
