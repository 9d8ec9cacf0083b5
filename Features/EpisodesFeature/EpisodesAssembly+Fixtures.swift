import CoreDI
import FeatureData
import FeatureKit

extension EpisodesAssembly {
    /// Replaces the repository and the cast loader with ones over `fixtures`' episodes and characters.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        container.override((any EpisodesRepository).self, scope: .singleton) { _ in
            try FixtureItemsRepository<EpisodeDTO>(
                json: fixtures.json(of: .episode), pageSize: fixtures.pageSize, queryItems: \.episodeQueryItems)
        }
        container.override((any CastMembersLoader).self, scope: .singleton) { _ in
            try FixtureRelatedItemsLoader<CastMemberDTO>(json: fixtures.json(of: .character))
        }
    }
}
