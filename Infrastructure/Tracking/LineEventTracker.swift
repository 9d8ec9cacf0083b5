/// Writes one human-readable line per event, such as `[track] Characters load finished: 20 items in 12 ms`.
public struct LineEventTracker: EventTracker {
    private let prefix: String
    private let write: @Sendable (String) -> Void

    /// Creates a tracker that hands each formatted line (no newline) to `write`, starting with `prefix`.
    public init(prefix: String = "[track]", write: @escaping @Sendable (String) -> Void) {
        self.prefix = prefix
        self.write = write
    }

    /// Writes the line for `event`.
    public func track(_ event: TrackingEvent) {
        write(line(for: event))
    }

    /// The line written for `event`, without a terminator.
    public func line(for event: TrackingEvent) -> String {
        "\(prefix) \(event.screen) \(Self.describe(event.kind))"
    }

    private static func describe(_ kind: TrackingEvent.Kind) -> String {
        switch kind {
        case .screenShown:
            "shown"
        case .loadStarted:
            "load started"
        case .loadFinished(let itemCount, let durationMilliseconds):
            "load finished: \(itemCount) \(itemCount == 1 ? "item" : "items") in \(durationMilliseconds) ms"
        case .loadFailed(let message, let durationMilliseconds):
            "load failed after \(durationMilliseconds) ms: \(message)"
        case .userAction(let name, let argument?):
            "action: \(name) \"\(argument)\""
        case .userAction(let name, nil):
            "action: \(name)"
        }
    }
}
