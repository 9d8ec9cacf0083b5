/// How a load treats saved data.
enum LoadMode: Hashable, Sendable {
    /// Fresh saved data when there is some, else the network (falling back to stale saved data when it fails).
    case standard
    /// The network first, even when fresh saved data exists (the `refresh` command); stale data still stands in
    /// when the network fails.
    case refresh
}
