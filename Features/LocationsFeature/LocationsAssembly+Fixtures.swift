import CoreDI
import FeatureData
import FeatureKit

extension LocationsAssembly {
    /// Replaces the repository and the residents loader with ones over `fixtures`' locations and characters.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        container.override((any LocationsRepository).self, scope: .singleton) { _ in
            try FixtureItemsRepository<LocationDTO>(json: fixtures.json(of: .location), pageSize: fixtures.pageSize)
        }
        container.override((any ResidentsLoader).self, scope: .singleton) { _ in
            try FixtureRelatedItemsLoader<ResidentDTO>(json: fixtures.json(of: .character))
        }
    }
}
