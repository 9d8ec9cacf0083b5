/// Everything the replica serves: the three resources' objects, sorted by id, and the characters' avatars.
public struct ReplicaDataset: Sendable {
    /// The characters, sorted by id.
    public let characters: [ReplicaRecord]
    /// The episodes, sorted by id.
    public let episodes: [ReplicaRecord]
    /// The locations, sorted by id.
    public let locations: [ReplicaRecord]
    /// The JPEGs served at `/api/character/avatar/<id>.jpeg`.
    public let avatars: any AvatarSource
    /// A digest of the records' JSON as loaded (0 when made in code): an edited dataset gets a new one.
    public let digest: UInt64

    /// Creates a dataset; each list is sorted by id (a stable sort, so the first of equal ids is served).
    public init(
        characters: [ReplicaRecord],
        episodes: [ReplicaRecord],
        locations: [ReplicaRecord],
        avatars: any AvatarSource,
        digest: UInt64 = 0
    ) {
        self.characters = characters.sorted { $0.id < $1.id }
        self.episodes = episodes.sorted { $0.id < $1.id }
        self.locations = locations.sorted { $0.id < $1.id }
        self.avatars = avatars
        self.digest = digest
    }

    /// The records of `resource`, sorted by id.
    public func records(of resource: ReplicaResource) -> [ReplicaRecord] {
        switch resource {
        case .character: characters
        case .location: locations
        case .episode: episodes
        }
    }
}
