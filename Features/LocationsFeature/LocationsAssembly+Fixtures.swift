import CoreDI
import FeatureKit

extension LocationsAssembly {
    /// Replaces the repository and the residents loader with ones over `fixtures`' locations and characters.
    public func assembleFixtures(_ fixtures: FeatureFixtures, into container: DependencyContainer) {
        container.override((any LocationsRepository).self) { _ in
            try fixtures.repository(LocationDTO.self, of: .location)
        }
        container.override((any ResidentsLoader).self) { _ in try fixtures.loader(ResidentDTO.self, of: .character) }
    }
}
