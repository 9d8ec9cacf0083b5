/// The complete `--help` text: every command, option, the script language and the exit codes.
public struct HelpText: Sendable {
    /// The syntax of `serve --faults SPEC`, as the replica documents it.
    ///
    /// COMPOSITION HOOK: the composition root passes `FaultSpec.syntaxHelp` from APIReplica; AppRuntime cannot
    /// depend on the replica, so without it the help says where the syntax will come from.
    public var faultSpecSyntax: String?
    /// The bundled demo names `demo NAME` accepts, listed in the help.
    public var demoNames: [String]

    /// Creates the help text.
    public init(faultSpecSyntax: String? = nil, demoNames: [String] = []) {
        self.faultSpecSyntax = faultSpecSyntax
        self.demoNames = demoNames
    }

    /// The text `--help` prints.
    public var text: String {
        [Self.usage, Self.commands(demoNames: demoNames), Self.options, Self.scriptLanguage, faults, Self.endnotes]
            .joined(separator: "\n\n")
    }

    private var faults: String {
        let syntax = faultSpecSyntax ?? "(the fault syntax is provided by the embedded replica's FaultSpec)"
        let lines = syntax.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        return (["FAULTS (serve --faults SPEC)"] + lines).joined(separator: "\n")
    }
}
