import FeatureDomain

/// Loads the characters an episode lists, as cast members, in batches of ids.
protocol CastMembersLoader: Sendable {
    /// The cast members among `ids` that exist, sorted by id; no request for no ids.
    func castMembers(ids: [Int], mode: FetchMode) async throws -> Fetched<[CastMember]>
}
