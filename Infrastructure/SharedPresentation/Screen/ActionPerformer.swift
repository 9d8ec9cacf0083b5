/// Carries out a feature's actions (`FeatureManifest.actions`); a feature with actions registers one under its
/// manifest's name, beside its `ScreenProvider`.
public protocol ActionPerformer: Sendable {
    /// Carries out `request`, or throws an `ActionFailure` saying why not.
    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult
}
