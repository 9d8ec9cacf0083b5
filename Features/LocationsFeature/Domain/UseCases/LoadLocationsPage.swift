import FeatureDomain

/// Loads one page of the locations list; a page below 1 is page 1.
struct LoadLocationsPage: Sendable {
    let repository: any LocationsRepository

    func callAsFunction(page: Int, filter: LocationFilter, mode: FetchMode) async throws -> Fetched<LocationPage> {
        try await repository.page(max(page, 1), filter: filter, mode: mode)
    }
}
