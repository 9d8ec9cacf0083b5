/// Carries out a feature's actions; a feature with actions registers one under its name.
public protocol ActionPerformer: Sendable {
    /// Carries out `request`, or throws an `ActionFailure` saying why not.
    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult
    /// Whether carrying out `request` would change nothing (a favourite kept already); false when it cannot tell.
    func isDone(_ request: ActionRequest) async -> Bool
}
