/// How a load treats saved data.
public enum FetchMode: Hashable, Sendable {
    /// Saved data while it is fresh, else the network (saved data stands in when the network fails).
    case preferSaved
    /// The network, ignoring saved data unless the network fails (the `refresh` command).
    case refresh
}
