/// One `--name VALUE` option of a feature command, and the kind of value it takes.
public struct CommandOption: Sendable, Hashable {
    /// The kinds of value the App checks before the feature sees them.
    public enum Value: Sendable, Hashable {
        /// A whole number from 1 up, such as a page or a season.
        case positiveInteger
        /// Any text without control characters, such as a name to filter by.
        case text
    }

    /// The option's name without its dashes, such as "page"; it is also the key in the route's options.
    public var name: String
    /// The placeholder `--help` shows for its value, such as "N".
    public var placeholder: String
    /// The kind of value it takes.
    public var value: Value

    /// Creates an option.
    public init(_ name: String, placeholder: String, value: Value) {
        self.name = name
        self.placeholder = placeholder
        self.value = value
    }

    /// `--page N`: the 1-based page of a list.
    public static let page = CommandOption("page", placeholder: "N", value: .positiveInteger)
}
