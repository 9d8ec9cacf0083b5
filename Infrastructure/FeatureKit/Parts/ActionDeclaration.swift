import SharedPresentation

/// One of a feature's actions (`favorite ID`): what it is called and takes, and what it does.
public struct ActionDeclaration<Item: Sendable>: Sendable {
    /// The action as the command line, the script language and `--help` know it.
    public var action: FeatureAction
    /// Carries out a request with the feature's data.
    public var perform: @Sendable (FeatureContext<Item>, ActionRequest) async throws -> ActionResult
    /// Those of the ids for which the action would change nothing now (favourites already), so a UI offers it not.
    public var done: @Sendable (FeatureContext<Item>, [Int]) async throws -> Set<Int>

    /// Declares an action; without `done` it is always offered.
    public init(
        _ action: FeatureAction,
        done: @escaping @Sendable (FeatureContext<Item>, [Int]) async throws -> Set<Int> = { _, _ in [] },
        perform: @escaping @Sendable (FeatureContext<Item>, ActionRequest) async throws -> ActionResult
    ) {
        self.action = action
        self.done = done
        self.perform = perform
    }
}
