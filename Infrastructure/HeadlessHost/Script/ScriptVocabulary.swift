import FeatureKit

/// The words scripts and the shell understand beyond the host's own verbs: the features' commands (which show a
/// screen) and script words (which act on the screen on top), plus the App's other commands, which a script may
/// not use.
public struct ScriptVocabulary: Sendable {
    /// The commands that show a feature's screen, by name.
    public let commands: [String: FeatureCommand]
    /// The verbs features add for their screens, by name.
    public let scriptWords: [String: ScriptWord]
    /// The App's commands that are not for scripts, such as `serve`.
    public let otherCommands: Set<String>
    /// Every option any command takes, with dashes, so an error can tell a misplaced option from a misspelt one.
    public let knownOptions: Set<String>

    /// Creates the vocabulary of `manifests`, the App's `otherCommands` and its global options.
    public init(manifests: [FeatureManifest], otherCommands: Set<String> = [], globalOptions: Set<String> = []) {
        var commands: [String: FeatureCommand] = [:]
        var scriptWords: [String: ScriptWord] = [:]
        for manifest in manifests {
            for command in manifest.commands where commands[command.name] == nil {
                commands[command.name] = command
            }
            for word in manifest.scriptWords where scriptWords[word.name] == nil {
                scriptWords[word.name] = word
            }
        }
        self.commands = commands
        self.scriptWords = scriptWords
        self.otherCommands = otherCommands
        knownOptions = globalOptions.union(commands.values.flatMap { $0.options.map { "--\($0.name)" } })
    }

    /// Whether any command or the App takes `option` (with dashes).
    public func isKnown(_ option: String) -> Bool {
        knownOptions.contains(option)
    }
}
