/// How long a value made by a registered factory lives.
public enum Scope: Sendable, Hashable {
    /// A new value for every resolve.
    case transient
    /// One value, made lazily by the first resolve and shared afterwards.
    ///
    /// The factory runs once even when many threads resolve it at once: singleton factories run under one lock per
    /// container tree, which a factory's resolver holds on to, so one singleton's factory resolving others cannot
    /// deadlock, nor can two threads each make a singleton the other needs. So a factory must resolve through its
    /// resolver (not a captured container) and not wait for another thread that makes a singleton. A singleton gets
    /// its dependencies from the container that registered it, even when resolved through a child.
    case singleton
}
