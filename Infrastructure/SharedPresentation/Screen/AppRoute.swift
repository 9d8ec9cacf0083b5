/// A destination a screen asks the App to show, written as the command that shows it: `character 3`,
/// `characters --page 2 --name rick`.
public struct AppRoute: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The route's name, which is also the script word that shows it, such as "character".
    public var name: String
    /// The item the route shows (a detail), nil for a list.
    public var id: Int?
    /// Named values without their leading dashes (`page`, a filter such as `name`), checked by the feature.
    public var options: [String: String]
    /// Flags without their leading dashes, such as `images`.
    public var flags: Set<String>

    /// Creates a route.
    public init(_ name: String, id: Int? = nil, options: [String: String] = [:], flags: Set<String> = []) {
        self.name = name
        self.id = id
        self.options = options
        self.flags = flags
    }

    /// The value of `option` as a whole number, nil when it is absent or not a number.
    public func integer(_ option: String) -> Int? {
        options[option].flatMap { Int($0) }
    }

    /// The route as a script line: the name, the id, then each option (sorted, quoted when needed) and each flag.
    public var description: String {
        var words = [name]
        if let id {
            words.append(String(id))
        }
        for key in options.keys.sorted() {
            words += ["--\(key)", ScriptText.quoted(options[key] ?? "")]
        }
        words += flags.sorted().map { "--\($0)" }
        return words.joined(separator: " ")
    }
}
