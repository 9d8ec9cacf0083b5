/// Hears each user action a script or the shell performed: the verb (such as "open") and its argument ("3").
///
/// The composition root forwards these to tracking; the runner knows nothing about where they go.
public typealias UserActionHandler = @MainActor (_ action: String, _ detail: String?) -> Void
