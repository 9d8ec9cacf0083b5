import FeatureDomain
import SharedPresentation

/// One of a feature's actions (`favorite ID`): what it is called and takes, and what it does.
public struct ActionDeclaration<Item: Sendable>: Sendable {
    /// The action as the command line, the script language and `--help` know it.
    public var action: FeatureAction
    /// Carries out a request with the feature's data.
    public var perform: @Sendable (ActionContext<Item>, ActionRequest) async throws -> ActionResult
    /// Those of the ids for which the action would change nothing now (favourites already), so a UI offers it not.
    public var done: @Sendable (ActionContext<Item>, [Int]) async throws -> Set<Int>

    /// Declares an action; without `done` it is always offered.
    public init(
        _ action: FeatureAction,
        done: @escaping @Sendable (ActionContext<Item>, [Int]) async throws -> Set<Int> = { _, _ in [] },
        perform: @escaping @Sendable (ActionContext<Item>, ActionRequest) async throws -> ActionResult
    ) {
        self.action = action
        self.done = done
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
