import FeatureDomain

/// Where locations come from; each call is one request at most (none when fresh saved data answers it).
protocol LocationsRepository: Sendable {
    /// A page of the list narrowed by the query's filter (`Page.noMatch` when nothing matches).
    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Location>>
    /// The location `id`.
    func location(id: Int, mode: FetchMode) async throws -> Fetched<Location>
}
