import Foundation
import SharedPresentation

/// Renders a snapshot as one line of JSON (keys sorted), which decodes back to the same `ScreenSnapshot`.
public struct JSONScreenRenderer: ScreenRenderer {
    /// Creates a renderer.
    public init() {}

    /// The snapshot as a single-line JSON object.
    public func render(_ snapshot: ScreenSnapshot) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(snapshot), as: UTF8.self)
        } catch {
            return #"{"error":"the screen could not be encoded as JSON"}"#
        }
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
