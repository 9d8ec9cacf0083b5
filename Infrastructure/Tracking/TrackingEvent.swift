import Foundation

/// Something worth recording about how the app is used: a screen shown, a load and its outcome, a user action.
public struct TrackingEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The screen became visible.
        case screenShown
        /// The screen started loading its content.
        case loadStarted
        /// A load succeeded with `itemCount` items after `durationMilliseconds`.
        case loadFinished(itemCount: Int, durationMilliseconds: Int)
        /// A load failed with `message` after `durationMilliseconds`.
        case loadFailed(message: String, durationMilliseconds: Int)
        /// The user issued the command `name`, with its `argument` when it has one (a query, an id).
        case userAction(name: String, argument: String?)
    }

    /// What happened.
    public var kind: Kind
    /// The screen it happened on, such as "Characters".
    public var screen: String
    /// When it happened.
    public var timestamp: Date

    /// Creates an event.
    public init(kind: Kind, screen: String, timestamp: Date) {
        self.kind = kind
        self.screen = screen
        self.timestamp = timestamp
    }
}
