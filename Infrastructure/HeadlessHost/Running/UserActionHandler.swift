/// Hears each user action a script or the shell performed (such as "open", "3"), for the App's tracking.
public typealias UserActionHandler = @MainActor (_ action: String, _ detail: String?) -> Void
