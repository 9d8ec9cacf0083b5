import FeatureDomain

/// Loads the characters who live at a location, by id, in batches of ids.
protocol ResidentsLoader: Sendable {
    /// The residents among `ids` that exist, sorted by id; no request for no ids.
    func residents(ids: [Int], mode: FetchMode) async throws -> Fetched<[Resident]>
}
