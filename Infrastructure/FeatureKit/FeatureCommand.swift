import FeatureDomain
import SharedPresentation

/// A command that shows one of a feature's screens: `characters --page 2`, `character ID`, `image ID`.
public struct FeatureCommand: Sendable, Hashable {
    /// The command's name, such as "characters".
    public var name: String
    /// One line for `--help`, such as "one page of characters, narrowed by filters".
    public var summary: String
    /// Whether the command takes an id (`character ID`).
    public var takesID: Bool
    /// The options it takes, in the order `--help` lists them.
    public var options: [CommandOption]
    /// The name of the route it shows; the route carries the command's id and options.
    public var route: String
    /// A script word performed with the command's id once the route is shown (`image ID`'s `image`), if any.
    public var followedBy: String?

    /// Creates a command; `route` defaults to the command's own name.
    public init(
        _ name: String,
        summary: String,
        takesID: Bool = false,
        options: [CommandOption] = [],
        route: String? = nil,
        followedBy: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.takesID = takesID
        self.options = options
        self.route = route ?? name
        self.followedBy = followedBy
    }

    /// The command that shows a list: `--page`, an option per filter key, and `--images` when asked for.
    public static func list(
        _ name: String, summary: String, filters: ListFilterRules, images: Bool = false
    ) -> FeatureCommand {
        FeatureCommand(
            name, summary: summary, options: [.page] + filters.keys.map(CommandOption.init) + (images ? [.images] : []))
    }

    /// The command that shows one item's detail: `NAME ID`.
    public static func detail(_ route: RouteName, summary: String) -> FeatureCommand {
        FeatureCommand(route.rawValue, summary: summary, takesID: true)
    }

    /// The command as `--help` writes it, such as "characters [--page N] [--name X]" or "character ID".
    public var synopsis: String {
        ([name] + (takesID ? ["ID"] : []) + options.map(\.synopsis)).joined(separator: " ")
    }
}
