/// A script to run: its name (a bundled demo's name, or the file path) and its text.
public struct DemoScript: Hashable, Sendable {
    /// The demo's name, or the path of the file it came from.
    public var name: String
    /// The script text.
    public var text: String

    /// Creates a script.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

extension DemoScript {
    /// A feature's demo named by the feature, when it has one: after its opening comments it opens the feature's list
    /// (`name`) and expects its `title`, then runs its own steps, so it starts on that list whatever ran before it.
    static func opening(_ name: String, title: String, _ text: String?) -> [DemoScript] {
        guard let text else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let comments = lines.prefix { $0.hasPrefix("#") }
        let opening = comments + [Substring(name), Substring("expect \(title)")] + lines.dropFirst(comments.count)
        return [DemoScript(name: name, text: opening.joined(separator: "\n"))]
    }
}
