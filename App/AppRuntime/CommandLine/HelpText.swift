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
            "COMMAND [...]", "any command above that shows a screen, on top of the one before (such as 'episode 3')")
        let rows = [any] + verbs.map { ScriptHelp.row($0.synopsis, $0.summary) }
        return ([Self.scriptLanguageHeading] + rows + ScriptHelp.notes).joined(separator: "\n")
    }

    /// The usage of command `name`: a feature's (from its manifest) or one of the App's own.
    func usage(of name: String) -> CommandUsage? {
        ScriptHelp(manifests: manifests).usage(of: name)
            ?? appCommands.first { $0.synopsis.hasPrefix(name + " ") || $0.synopsis == name }
    }

    private var faults: String {
        let lines = FaultSpec.syntaxHelp.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        return (["FAULTS (serve --faults SPEC)"] + lines).joined(separator: "\n")
    }
}
