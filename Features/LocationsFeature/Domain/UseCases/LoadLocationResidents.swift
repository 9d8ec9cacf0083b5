import FeatureDomain

/// Loads a location's residents, sorted by id, in batches of ids.
struct LoadLocationResidents: Sendable {
    let loader: any ResidentsLoader

    func callAsFunction(of location: Location, mode: FetchMode) async throws -> Fetched<[Resident]> {
        try await loader.residents(ids: location.residentIDs, mode: mode)
    }
}
