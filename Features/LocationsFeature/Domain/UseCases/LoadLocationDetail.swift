import FeatureDomain

/// Loads a location, then its residents (in batches of ids); stale when either part is.
struct LoadLocationDetail: Sendable {
    let repository: any LocationsRepository
    let residents: any ResidentsLoader

    func callAsFunction(id: Int, mode: FetchMode) async throws -> Fetched<LocationDetail> {
        let location = try await repository.location(id: id, mode: mode)
        let residents = try await residents.residents(ids: location.value.residentIDs, mode: mode)
        return Fetched(
            value: LocationDetail(location: location.value, residents: residents.value.sorted { $0.id < $1.id }),
            freshness: location.freshness.combined(with: residents.freshness)
        )
    }
}
