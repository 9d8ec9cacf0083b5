/// The name of a route, shared by the feature that answers it and those that open it, never a bare string.
public struct RouteName: Hashable, Sendable, CustomStringConvertible {
    /// The name as a route and its command carry it, such as "character".
    public var rawValue: String

    /// Creates a route name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name.
    public var description: String { rawValue }

    /// A character's detail: `character ID`.
    public static let character = RouteName("character")
    /// An episode's detail: `episode ID`.
    public static let episode = RouteName("episode")
    /// A location's detail: `location ID`.
    public static let location = RouteName("location")
}

extension AppRoute {
    /// The route named `name` showing item `id`: `AppRoute(.character, id: 3)`.
    public init(_ name: RouteName, id: Int) {
        self.init(name.rawValue, id: id)
    }
}
