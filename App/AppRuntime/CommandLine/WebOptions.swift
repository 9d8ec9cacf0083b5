/// The options of `web`: where the browser host listens.
public struct WebOptions: Hashable, Sendable {
    /// `--port P` (0...65535, 0 for any free port); nil lets the App choose.
    public var port: Int?
}
