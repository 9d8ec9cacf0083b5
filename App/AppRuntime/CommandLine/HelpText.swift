import APIReplica

/// The complete `--help` text: every command, option, the script language and the exit codes.
public struct HelpText: Sendable {
    /// The bundled demo names `demo NAME` accepts, listed in the help.
    public var demoNames: [String]

    /// Creates the help text.
    public init(demoNames: [String] = []) {
        self.demoNames = demoNames
    }

    /// The text `--help` prints.
    public var text: String {
        [Self.usage, Self.commands(demoNames: demoNames), Self.options, Self.scriptLanguage, faults, Self.endnotes]
            .joined(separator: "\n\n")
    }

    private var faults: String {
        let lines = FaultSpec.syntaxHelp.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        return (["FAULTS (serve --faults SPEC)"] + lines).joined(separator: "\n")
    }
}
