import SharedPresentation

/// What a command that shows no screen prints: `text` for people, its keys for `--json` (beside the command's).
public protocol CommandReport: Encodable, Sendable {
    /// The lines for people, without a trailing newline.
    var text: String { get }
}

/// A help text (`--help`, the shell's `help`): printed as it is, or as `{"help": TEXT}`.
public struct HelpReport: CommandReport {
    /// The help text.
    public let help: String

    /// Creates the report of `help`.
    public init(_ help: String) {
        self.help = help
    }

    /// The help text as it is.
    public var text: String {
        help
    }
}

/// The program's name and version (`--version`): `App 1.2.0`, or `{"program", "version"}`.
public struct VersionReport: CommandReport {
    /// The program's name, such as "App".
    public let program: String
    /// The version number.
    public let version: String

    /// Creates the report of `program`'s `version`.
    public init(program: String, version: String) {
        self.program = program
        self.version = version
    }

    /// `App 1.2.0`.
    public var text: String {
        "\(program) \(version)"
    }
}

/// What a feature's action did: its sentence, or `{"result": {...its values, "message"}}`.
struct ActionReport: CommandReport {
    let text: String
    let result: [String: ScreenValue]

    init(_ result: ActionResult) {
        text = result.message
        var values = result.values
        values["message"] = .text(result.message)
        self.result = values
    }

    private enum CodingKeys: String, CodingKey {
        case result
    }
}
