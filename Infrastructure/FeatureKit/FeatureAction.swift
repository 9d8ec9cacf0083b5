import SharedPresentation

/// A command that changes a feature's state and prints a result without showing a screen: `favorite ID`.
public struct FeatureAction: Sendable, Hashable {
    /// The action's name, such as "favorite".
    public var name: String
    /// One line for `--help`.
    public var summary: String
    /// Whether the action takes an id (`favorite ID`).
    public var takesID: Bool
    /// The options it takes.
    public var options: [CommandOption]
    /// The detail route of the items it acts on (a favourite acts on `character`), so a UI offers it beside them.
    public var subject: RouteName?
    /// The mark a UI shows on the action's button, such as "☆"; nil shows its name.
    public var symbol: String?

    /// Creates an action.
    public init(
        _ name: String, summary: String, takesID: Bool = false, options: [CommandOption] = [],
        subject: RouteName? = nil, symbol: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.takesID = takesID
        self.options = options
        self.subject = subject
        self.symbol = symbol
    }

    /// The action as `--help` writes it, such as "favorite ID".
    public var synopsis: String {
        ([name] + (takesID ? ["ID"] : []) + options.map(\.synopsis)).joined(separator: " ")
    }
}
