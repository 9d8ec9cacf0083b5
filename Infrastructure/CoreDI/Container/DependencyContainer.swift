/// A thread-safe container of factories keyed by type identity plus an optional name, resolving whole dependency
/// graphs with typed errors that name the resolution path, instead of crashes.
///
/// Registering a key twice in one container throws `duplicateRegistration`; `override` replaces a registration on
/// purpose. Registrations sit in a dictionary behind a lock, so any number of threads may register and resolve.
public final class DependencyContainer: Resolver {
    /// How many factories deep one resolve may nest before it is reported as `resolutionTooDeep`.
    public static let maximumDepth = 100

    let registry: Registry

    /// Creates an empty container.
    public convenience init() {
        self.init(registry: Registry(parent: nil))
    }

    init(registry: Registry) {
        self.registry = registry
    }

    /// Returns the value registered for `type` under `name` (a new one for a transient, the shared one otherwise);
    /// throws when the key, or anything its factory needs, cannot be resolved.
    public func resolve<T: Sendable>(_ type: T.Type, name: String?) throws(DependencyError) -> T {
        try registry.resolve(type, name: name, in: nil)
    }

    /// True when this container or one it was made from has a registration for `type` under `name`.
    public func isRegistered<T: Sendable>(_ type: T.Type, name: String? = nil) -> Bool {
        registry.lookup(DependencyKey(type, name: name)) != nil
    }

    /// A container that resolves its own registrations first and this one's otherwise, and never changes this one.
    ///
    /// A transient registered here and resolved through the child gets its dependencies from the child (its
    /// overrides apply); a singleton registered here always gets them from here. Override it in the child to change it.
    public func makeChild() -> DependencyContainer {
        DependencyContainer(registry: Registry(parent: registry))
    }

    /// Resolves every registration visible from here once, in a throwaway copy (singletons are not made), and throws
    /// `.verificationFailed` listing every distinct missing registration, cycle and failing factory with its path.
    public func verify() throws(DependencyError) {
        try registry.verify()
    }
}
