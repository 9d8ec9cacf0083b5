import FeatureDomain
import SharedPresentation

/// One of a feature's actions (`favorite ID`): what it is called and takes, and what it does.
public struct ActionDeclaration<Item: Sendable>: Sendable {
    /// The action as the command line, the script language and `--help` know it.
    public var action: FeatureAction
    /// Carries out a request with the feature's data.
    public var perform: @Sendable (ActionContext<Item>, ActionRequest) async throws -> ActionResult
    /// Whether the request would change nothing now (the id is a favourite already), so a UI offers it not.
    public var isDone: @Sendable (ActionContext<Item>, ActionRequest) async throws -> Bool

    /// Declares an action; without `isDone` it is always offered.
    public init(
        _ action: FeatureAction,
        isDone: @escaping @Sendable (ActionContext<Item>, ActionRequest) async throws -> Bool = { _, _ in false },
        perform: @escaping @Sendable (ActionContext<Item>, ActionRequest) async throws -> ActionResult
    ) {
        self.action = action
        self.isDone = isDone
        self.perform = perform
    }
}

/// What an action works with: the feature's items and the ids the user keeps in the feature's user data.
public struct ActionContext<Item: Sendable>: Sendable {
    /// The feature's items (its repository).
    public let items: any ItemsRepository<Item>
    /// The ids the user keeps, in the feature's user data (under the list's name).
    public let saved: any SavedIDs
}
