import SharedPresentation

/// Makes (or hands back a cached) screen for a route; the composition root implements it from the features.
@MainActor
public protocol ScreenFactory: AnyObject {
    /// The screen that shows `route`; it may be one made earlier (a cache), even one already on the stack.
    func makeScreen(for route: AppRoute) throws -> any Screen
}

/// Carries out the features' actions; the composition root implements it from the features' performers.
@MainActor
public protocol ActionRouter: AnyObject {
    /// Carries out `request` with the feature that declares it, or throws an `ActionFailure` saying why not.
    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult
    /// Those of `requests` that would change nothing now, as the features that declare them say.
    func done(_ requests: [ActionRequest]) async -> Set<ActionRequest>
}
