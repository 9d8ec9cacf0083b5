import CoreDI
import FeatureData
import FeatureDomain
import FeatureKit
import Networking

extension CharactersAssembly {
    /// Replaces the repository, the episodes loader and the avatars with ones over `fixtures`' characters and
    /// episodes, and avatars made in memory.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        container.override((any CharactersRepository).self) { _ in
            try fixtures.repository(CharacterDTO.self, of: .character)
        }
        container.override((any EpisodeSummariesLoader).self) { _ in
            try fixtures.loader(EpisodeSummaryDTO.self, of: .episode)
        }
        container.override((any ImageLoader).self, name: Self.manifest.name) { resolver in
            let configuration: APIConfiguration = try resolver.resolve()
            return FixtureImageLoader {
                (try? configuration.url(for: .avatar(characterID: $0))) ?? configuration.baseURL
            }
        }
    }
}
