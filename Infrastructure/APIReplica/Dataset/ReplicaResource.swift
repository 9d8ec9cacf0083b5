/// One of the API's three resources, with what the replica needs to know to serve it.
public enum ReplicaResource: String, Sendable, CaseIterable {
    case character
    case location
    case episode

    /// The path segment under `/api`, such as `character`.
    public var pathComponent: String { rawValue }

    /// The dataset file that holds this resource's objects, such as `characters.json`.
    public var fileName: String { rawValue + "s.json" }

    // In the API's order (`utils/helpers.js`).
    var filterKeys: [String] {
        switch self {
        case .character: ["name", "status", "species", "type", "gender"]
        case .location: ["name", "type", "dimension"]
        case .episode: ["name", "episode"]
        }
    }

    /// The 404 message for an id that matches nothing: `Character not found`.
    var notFoundMessage: String { "\(modelName) not found" }

    /// The database model's name, as the server's error messages use it.
    var modelName: String {
        switch self {
        case .character: "Character"
        case .location: "Location"
        case .episode: "Episode"
        }
    }

    /// Whether a filter value starting with `male` becomes an anchored, unescaped regex (characters only).
    var treatsMalePrefixAsRegex: Bool { self == .character }
}
