import APIReplica
import FeatureKit
import HeadlessHost

/// The complete `--help` text, generated from the catalog's manifests: commands, options, script language, exits.
struct HelpText: Sendable {
    /// The App's version, as `--version` and `--help` print it.
    static let version = "0.1.0"
    let manifests: [FeatureManifest]
    let demoNames: [String]
    let program: String
    let hasFixtures: Bool

    var text: String {
        [usage, commands, options, scriptLanguage, faults, Self.endnotes].joined(separator: "\n\n")
    }

    var scriptLanguage: String {
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
