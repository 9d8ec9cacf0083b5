import APIReplica
import FeatureKit
import HeadlessHost

/// The complete `--help` text, generated from the catalog's manifests: commands, options, script language, exits.
public struct HelpText: Sendable {
    /// The features' manifests, whose commands and script words are listed.
    public var manifests: [FeatureManifest]
    /// The demo names `demo NAME` accepts, listed in the help.
    public var demoNames: [String]
    /// The program's name, such as "App" or "EpisodesPreview".
    public var program: String
    /// Whether `--fixtures` runs the features on fixtures (a preview's).
    public var hasFixtures: Bool

    /// Creates the help text.
    public init(
        manifests: [FeatureManifest], demoNames: [String] = [], program: String = "App", hasFixtures: Bool = false
    ) {
        self.manifests = manifests
        self.demoNames = demoNames
        self.program = program
        self.hasFixtures = hasFixtures
    }

    /// The text `--help` prints.
    public var text: String {
        [usage, commands, options, scriptLanguage, faults, Self.endnotes].joined(separator: "\n\n")
    }

    /// The script language alone, as the shell's `help` prints it.
    public var scriptLanguage: String {
        let verbs = ScriptHelp(manifests: manifests).verbs
        let any = ScriptHelp.row(
            "COMMAND [...]", "any command above that shows a screen, shown alone (such as 'episode 3')")
        let rows = [any] + verbs.map { ScriptHelp.row($0.synopsis, $0.summary) }
        return ([Self.scriptLanguageHeading] + rows + ScriptHelp.notes).joined(separator: "\n")
    }

    private var faults: String {
        let lines = FaultSpec.syntaxHelp.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        return (["FAULTS (serve --faults SPEC)"] + lines).joined(separator: "\n")
    }
}
