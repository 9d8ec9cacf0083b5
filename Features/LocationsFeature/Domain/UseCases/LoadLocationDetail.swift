import FeatureDomain

/// Loads one location by id.
struct LoadLocationDetail: Sendable {
    let repository: any LocationsRepository

    func callAsFunction(id: Int, mode: FetchMode) async throws -> Fetched<Location> {
        try await repository.location(id: id, mode: mode)
    }
}
