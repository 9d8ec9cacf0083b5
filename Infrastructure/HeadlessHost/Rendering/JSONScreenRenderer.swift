import Foundation
import SharedPresentation

/// Renders a screen as one line of JSON (keys sorted): the command that produced it, the item's id, the page,
/// typed rows and values, and what the text shows (see `ScreenDocument`).
public struct JSONScreenRenderer: ScreenRenderer {
    /// Creates a renderer.
    public init() {}

    /// The screen as a single-line JSON object.
    public func render(_ snapshot: ScreenSnapshot, in context: RenderContext) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            let document = ScreenDocument(command: context.command, snapshot: snapshot)
            return String(decoding: try encoder.encode(document), as: UTF8.self)
        } catch {
            return #"{"error":"the screen could not be encoded as JSON"}"#
        }
    }

    /// The action's result as a single-line JSON object: the command, and the result's sentence and data.
    public func render(_ result: ActionResult, in context: RenderContext) -> String {
        var values = result.values
        values["message"] = .text(result.message)
        let document: [String: ScreenValue] = ["command": .text(context.command ?? ""), "result": .object(values)]
        return encoded(document)
    }

    private func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return #"{"error":"the output could not be encoded"}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// Nothing: JSON output is one screen a line and nothing else.
    public func renderHeading(for scriptText: String) -> String? {
        nil
    }

    /// None: every line of the output is one JSON object.
    public var screenSeparator: String? {
        nil
    }
}
