import Foundation
import Tracking

/// A screen decorator that tracks the screen being shown and each command the user sends it (refused ones too),
/// so the screens themselves never track.
@MainActor
public final class TrackedScreen: Screen {
    /// The decorated screen.
    public let screen: any Screen
    private let name: String
    private let tracker: any EventTracker
    private let now: @Sendable () -> Date

    /// Wraps `screen`, reporting its events as the screen `name` to `tracker`, stamped with `now`.
    public init(
        _ screen: any Screen, name: String, tracker: any EventTracker, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.screen = screen
        self.name = name
        self.tracker = tracker
        self.now = now
    }

    /// The decorated screen's snapshot.
    public var snapshot: ScreenSnapshot {
        screen.snapshot
    }

    /// The decorated screen's images.
    public var images: ItemImages? {
        screen.images
    }

    /// Tracks "screen shown", then lets the decorated screen appear.
    public func appear() {
        track(.screenShown)
        screen.appear()
    }

    /// Tracks the command as a user action named by its verb, with its argument, then performs it.
    public func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        let (name, argument) = Self.tracking(command)
        track(.userAction(name: name, argument: argument))
        return try screen.perform(command)
    }

    /// Waits for the decorated screen's work.
    public func settle() async {
        await screen.settle()
    }

    /// The decorated screen's failure of `command`.
    public func failure(of command: ScreenCommand) -> String? {
        screen.failure(of: command)
    }

    /// Lets the decorated screen go away.
    public func disappear() {
        screen.disappear()
    }

    private func track(_ kind: TrackingEvent.Kind) {
        tracker.track(TrackingEvent(kind: kind, screen: name, timestamp: now()))
    }

    // The command's name in tracking events (its script verb, but for "previous" and "loadMore") and its argument
    // as text (a query, `key=value`, an id; nil for commands without one).
    private static func tracking(_ command: ScreenCommand) -> (name: String, argument: String?) {
        switch command {
        case .next, .refresh, .retry: (command.verb, nil)
        case .previous: ("previous", nil)
        case .loadMore: ("loadMore", nil)
        case .search(let query, _): (command.verb, query)
        case .filter(let key, let value): (command.verb, "\(key)=\(value)")
        case .open(let id), .action(_, let id), .page(let id): (command.verb, String(id))
        case .openLink(let word): (command.verb, word)
        }
    }
}
