import SharedPresentation

/// Turns a screen's snapshot into the text the App prints.
public protocol ScreenRenderer: Sendable {
    /// The snapshot as text, without a trailing newline, for the screen `context` describes.
    func render(_ snapshot: ScreenSnapshot, in context: RenderContext) -> String

    /// What a feature's action did, as text, without a trailing newline.
    func render(_ result: ActionResult, in context: RenderContext) -> String

    /// The line printed before the screen a script step leads to (such as "» next"); nil prints none.
    func renderHeading(for scriptText: String) -> String?

    /// The line that separates two screens the shell prints one after another; nil prints none.
    var screenSeparator: String? { get }
}

extension ScreenRenderer {
    /// The snapshot as text, with no command known and commands accepted.
    public func render(_ snapshot: ScreenSnapshot) -> String {
        render(snapshot, in: RenderContext())
    }
}
