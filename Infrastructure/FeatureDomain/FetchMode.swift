/// How a load treats saved data.
public enum FetchMode: Hashable, Sendable {
    /// Saved data while it is fresh, else the server (saved data stands in when the network fails).
    case preferSaved
    /// The server, asked about saved data even while it is fresh (unless its server marked it `immutable`); saved
    /// data stands in when the network fails (the `refresh` command).
    case refresh
}
