import CoreDI
import FeatureKit

extension EpisodesAssembly {
    /// Replaces the repository and the cast loader with ones over `fixtures`' episodes and characters.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        container.override((any EpisodesRepository).self) { _ in
            try fixtures.repository(EpisodeDTO.self, of: .episode, queryItems: \.episodeQueryItems)
        }
        container.override((any CastMembersLoader).self) { _ in try fixtures.loader(CastMemberDTO.self, of: .character)
        }
    }
}
