/// How long a value made by a registered factory lives.
public enum Scope: Sendable, Hashable {
    /// A new value for every resolve.
    case transient
    /// One value, made lazily by the first resolve and shared afterwards.
    ///
    /// The factory runs exactly once even when many threads resolve it for the first time at once. Singleton
    /// factories run one at a time under one lock per container and its children, held by the outermost one: the
    /// singletons a factory resolves through its resolver are made under the same hold, so they cannot deadlock, and
    /// two threads cannot each be making a singleton the other needs. A factory must not wait for another thread
    /// that makes a singleton, nor resolve one not yet made through a captured container instead of its resolver.
    /// A singleton gets its dependencies from the container that registered it, even when resolved through a child.
    case singleton
}
