import CoreDI
import FeatureData
import FeatureDomain
import FeatureKit
import Foundation
import Networking

extension CharactersAssembly {
    /// Replaces the repository, the episodes loader and the avatars with ones over `fixtures`' characters and
    /// episodes, and avatars made in memory.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        container.override((any CharactersRepository).self, scope: .singleton) { _ in
            try FixtureItemsRepository<CharacterDTO>(json: fixtures.json(of: .character), pageSize: fixtures.pageSize)
        }
        container.override((any EpisodeSummariesLoader).self, scope: .singleton) { _ in
            try FixtureRelatedItemsLoader<EpisodeSummaryDTO>(json: fixtures.json(of: .episode))
        }
        container.override((any ImageLoader).self, name: Self.manifest.name, scope: .singleton) { resolver in
            let configuration: APIConfiguration = try resolver.resolve()
            return FixtureImageLoader { id in
                (try? configuration.url(for: .avatar(characterID: id))) ?? configuration.baseURL
            }
        }
    }
}
