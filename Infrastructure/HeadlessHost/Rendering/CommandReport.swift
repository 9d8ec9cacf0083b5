/// What a command that shows no screen found (a crawl's summary, `cache stats`, the address `serve` listens on):
/// its lines for people, and its keys for `--json` (the renderer adds `schema` and `command`).
public protocol CommandReport: Encodable, Sendable {
    /// The lines for people, without a trailing newline.
    var text: String { get }
}
