import FeatureDomain

/// Where locations come from; the Data layer answers it from the API through the cache.
protocol LocationsRepository: Sendable {
    /// Page `page` of the list narrowed by `filter`; a first page that matches nothing is an empty page, a page
    /// past the end throws `LocationsError.pageNotFound`.
    func page(_ page: Int, filter: LocationFilter, mode: FetchMode) async throws -> Fetched<LocationPage>
    /// The location `id`; throws `LocationsError.locationNotFound` when there is none.
    func location(id: Int, mode: FetchMode) async throws -> Fetched<Location>
}
