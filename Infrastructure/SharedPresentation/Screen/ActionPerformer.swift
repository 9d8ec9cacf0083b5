/// Carries out a feature's actions; a feature with actions registers one under its name.
public protocol ActionPerformer: Sendable {
    /// Carries out `request`, or throws an `ActionFailure` saying why not.
    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult
    /// Those of `requests` that would change nothing now (a favourite kept already), asked together so the user's
    /// data is read once; none when it cannot tell.
    func done(_ requests: [ActionRequest]) async -> Set<ActionRequest>
}
