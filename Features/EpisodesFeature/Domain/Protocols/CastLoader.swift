import FeatureDomain

/// Loads the characters an episode lists, as cast members, in as few requests as possible.
protocol CastLoader: Sendable {
    /// The cast members among `ids` that exist, sorted by id; duplicates collapse and unknown ids are left out.
    func cast(ids: [Int], mode: FetchMode) async throws -> Fetched<[CastMember]>
}
