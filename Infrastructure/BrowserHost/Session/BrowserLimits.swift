/// How much the browser host keeps and waits for: open screens, event streams and a page's first load.
public struct BrowserLimits: Sendable, Hashable {
    /// The most screens kept open; the least recently used without a stream closes first.
    public var openScreens: Int
    /// The most event streams open at once; one more is refused with 503.
    public var eventStreams: Int
    /// The most unsent bytes one stream holds before it ends (a client that reads too slowly).
    public var streamBytes: Int
    /// How long a page waits for its screen's first load before it shows it loading.
    public var settle: Duration

    /// Creates limits; the defaults suit one person's browser windows.
    public init(
        openScreens: Int = 32, eventStreams: Int = 128, streamBytes: Int = 1 << 20, settle: Duration = .seconds(15)
    ) {
        self.openScreens = openScreens
        self.eventStreams = eventStreams
        self.streamBytes = streamBytes
        self.settle = settle
    }
}
