/// How long a value made by a registered factory lives.
public enum Scope: Sendable, Hashable {
    /// A new value for every resolve.
    case transient
    /// One value, made lazily by the first resolve and shared afterwards.
    ///
    /// The factory runs exactly once even when many threads resolve it for the first time at once (singleton
    /// factories run one at a time, so one must not wait for another thread that resolves a singleton not yet made).
    /// A singleton gets its dependencies from the container that registered it, even when resolved through a child.
    case singleton
}
