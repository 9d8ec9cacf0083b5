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
    /// A feature's demo named by the feature, when it has one.
    static func named(_ name: String, _ text: String?) -> [DemoScript] {
        text.map { [DemoScript(name: name, text: $0)] } ?? []
    }
}
