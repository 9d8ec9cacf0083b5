/// Makes the screens of one feature; each feature's assembly registers one, and the App asks each in turn.
public protocol ScreenProvider: Sendable {
    /// A new screen for `route`, or nil when this feature does not show that route.
    @MainActor func makeScreen(for route: AppRoute) -> (any Screen)?
}
