/// Makes the screens of one feature; each feature's assembly registers one, and the App asks each in turn.
///
/// This is how a feature hands its screens to the App while everything but its assembly stays internal.
public protocol ScreenProvider: Sendable {
    /// A new screen for `route`, or nil when this feature does not show that route.
    @MainActor func makeScreen(for route: AppRoute) -> (any Screen)?
}
