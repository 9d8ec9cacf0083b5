import FeatureDomain

/// One `--name VALUE` option or `--name` flag, of a command or a feature, and the kind of value it takes.
public struct CommandOption: Sendable, Hashable {
    /// The kinds of value the App checks before the feature sees them.
    public enum Value: Sendable, Hashable {
        /// A whole number from 1 up, such as a page or a season.
        case positiveInteger
        /// A whole number from 0 up, such as a seed.
        case wholeNumber
        /// A number from 0 to 1, such as a share of loads.
        case fraction
        /// Text without control characters of at least `minimumLength` characters (trimmed), such as a name.
        case text(minimumLength: Int)
        /// No value: the option is given or not, such as `--images`; a route carries it in its flags.
        case flag
    }

    /// The option's name without its dashes, such as "page"; it is also the key in the route's options.
    public var name: String
    /// The placeholder `--help` shows for its value, such as "N"; empty for a flag.
    public var placeholder: String
    /// The kind of value it takes.
    public var value: Value
    /// One line for `--help`; empty for a command's option, which the command's synopsis shows.
    public var summary: String
    /// The values it takes, lower-cased (a filter's documented values); empty for any value of its kind.
    public var choices: [String] = []
    /// Whether a server may know values beyond `choices`: then only the App's own server is held to them.
    public var isOpen = false

    /// Creates an option.
    public init(_ name: String, placeholder: String, value: Value, summary: String = "") {
        self.name = name
        self.placeholder = placeholder
        self.value = value
        self.summary = summary
    }

    /// Creates the option a list's filter key reads from (`--name X`, `--season N`).
    public init(_ key: ListFilterKey) {
        switch key.kind {
        case .text(let minimumLength):
            self.init(key.name, placeholder: key.placeholder, value: .text(minimumLength: minimumLength))
            choices = key.choices
            isOpen = key.isOpen
        case .positiveInteger:
            self.init(key.name, placeholder: key.placeholder, value: .positiveInteger)
        }
    }

    /// `--page N`: the 1-based page of a list.
    public static let page = CommandOption("page", placeholder: "N", value: .positiveInteger)

    /// `--images`: a list also loads every row's image.
    public static let images = CommandOption("images", placeholder: "", value: .flag)

    /// The option as `--help` writes it: `--page N`, `--images`.
    public var usage: String {
        value == .flag ? "--\(name)" : "--\(name) \(placeholder)"
    }

    /// The option as a command's synopsis writes it: `[--page N]`, `[--images]`.
    public var synopsis: String {
        "[\(usage)]"
    }
}
