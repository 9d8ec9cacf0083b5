/// How long a value made by a registered factory lives.
public enum Scope: Sendable, Hashable {
    /// A new value for every resolve.
    case transient
    /// One value, made lazily by the first resolve and shared afterwards; the factory runs exactly once even when many
    /// threads resolve it for the first time at once.
    case singleton
}
