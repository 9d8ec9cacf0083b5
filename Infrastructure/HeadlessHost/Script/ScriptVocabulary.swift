import FeatureKit

/// The words scripts understand beyond the host's verbs: the features' commands, script words and actions.
public struct ScriptVocabulary: Sendable {
    let manifests: [FeatureManifest]
    /// The commands that show a feature's screen, by name.
    public let commands: [String: FeatureCommand]
    /// The verbs features add for their screens, by name.
    public let scriptWords: [String: ScriptWord]
    /// The features' actions, which change state and print a result from any screen, by name.
    public let actions: [String: FeatureAction]
    let otherCommands: Set<String>
    // Every option any command takes, so an error can tell a misplaced option from a misspelt one.
    let knownOptions: Set<String>

    /// Creates the vocabulary of `manifests`, the App's `otherCommands` and its global options.
    public init(manifests: [FeatureManifest], otherCommands: Set<String> = [], globalOptions: Set<String> = []) {
        self.manifests = manifests
        commands = Dictionary(manifests.flatMap(\.commands).map { ($0.name, $0) }) { first, _ in first }
        scriptWords = Dictionary(manifests.flatMap(\.scriptWords).map { ($0.name, $0) }) { first, _ in first }
        actions = Dictionary(manifests.flatMap(\.actions).map { ($0.name, $0) }) { first, _ in first }
        self.otherCommands = otherCommands
        let options = commands.values.flatMap(\.options) + actions.values.flatMap(\.options)
        knownOptions = globalOptions.union(options.map { "--\($0.name)" })
    }

    /// Whether any command or the App takes `option` (with dashes).
    public func isKnown(_ option: String) -> Bool {
        knownOptions.contains(option)
    }
}
