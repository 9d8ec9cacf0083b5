import FeatureKit
import Networking

/// What a crawl stores for this feature: every character page, each character's avatar, and the episode lists a
/// character's detail asks for.
enum CharacterCrawlLinks {
    static let contribution = CrawlContribution.pages(
        of: .character, as: CharacterDTO.self, image: { Endpoint.avatar(characterID: $0) }, linking: .episode,
        by: \.episode)
}
