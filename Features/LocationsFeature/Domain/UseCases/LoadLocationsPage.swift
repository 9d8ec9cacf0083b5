import FeatureDomain

/// Loads one page of the locations list, narrowed by name, type and dimension.
struct LoadLocationsPage: Sendable {
    let repository: any LocationsRepository

    func callAsFunction(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Location>> {
        try await repository.page(query, mode: mode)
    }
}
