import SharedPresentation

/// What a command that shows no screen prints: `text` for people, and `values` as its keys in `--json`.
public struct CommandReport: Encodable, Sendable {
    /// The lines for people, without a trailing newline.
    public var text: String
    /// The keys `--json` prints beside `schema` and `command`.
    public var values: [String: ScreenValue]

    /// Creates a report.
    public init(text: String, values: [String: ScreenValue]) {
        self.text = text
        self.values = values
    }

    /// A help text (`--help`, the shell's `help`): printed as it is, or as `{"help": TEXT}`.
    public static func help(_ text: String) -> CommandReport {
        CommandReport(text: text, values: ["help": .text(text)])
    }

    /// The program's name and version (`--version`): `App 1.2.0`, or `{"program", "version"}`.
    public static func version(_ version: String, of program: String) -> CommandReport {
        CommandReport(text: "\(program) \(version)", values: ["program": .text(program), "version": .text(version)])
    }

    /// What a feature's action did: its sentence, or `{"result": {...its values, "message"}}`.
    static func action(_ result: ActionResult) -> CommandReport {
        let values = result.values.merging(["message": .text(result.message)]) { _, message in message }
        return CommandReport(text: result.message, values: ["result": .object(values)])
    }

    /// Encodes `values` as the report's own keys.
    public func encode(to encoder: any Encoder) throws {
        try values.encode(to: encoder)
    }
}
