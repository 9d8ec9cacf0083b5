/// Ids the user keeps (favourite characters), in the order they were added, in the user's data: never in the cache.
public protocol SavedIDs: Sendable {
    /// The ids kept, oldest first.
    func ids() throws -> [Int]
    /// Applies `change` to the ids kept and returns them as they are now.
    @discardableResult
    func update(_ change: @escaping @Sendable (inout [Int]) -> Void) throws -> [Int]
    /// Announces every change.
    var changes: ChangeSignal { get }
}
