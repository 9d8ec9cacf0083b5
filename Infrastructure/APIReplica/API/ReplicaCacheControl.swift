/// The `Cache-Control` the replica's answers carry: how long a client may use them before asking again.
///
/// Every answer carries an `ETag`, so asking again costs a 304, headers only, while the data is unchanged.
public struct ReplicaCacheControl: Sendable, Hashable {
    /// The `Cache-Control` of a JSON answer that succeeded (errors carry none).
    public var json: String
    /// The `Cache-Control` of an avatar.
    public var avatars: String

    /// Creates the values the answers carry.
    public init(json: String, avatars: String) {
        self.json = json
        self.avatars = avatars
    }

    /// As the live API sends them (`API.md`): JSON `public, max-age=7776000, immutable` (its CDN's), avatars
    /// `public, max-age=0` (`express.static`'s).
    public static let liveAPI = ReplicaCacheControl(
        json: "public, max-age=7776000, immutable", avatars: "public, max-age=0")

    /// For data that may change from one run of the server to the next (`App serve --dataset DIR`): JSON `no-cache`,
    /// avatars `public, max-age=0`, so a client asks about every answer before using it again.
    public static let revalidated = ReplicaCacheControl(json: "no-cache", avatars: "public, max-age=0")

    /// For data that never changes under the addresses its client keeps it by (the App's embedded replica, whose
    /// answers the App files under its data's digest): every answer `public, max-age=7776000, immutable`.
    public static let immutable = ReplicaCacheControl(
        json: "public, max-age=7776000, immutable", avatars: "public, max-age=7776000, immutable")
}
