/// A thread-safe registry of factories keyed by type identity plus an optional name, resolving whole dependency
/// graphs with typed errors instead of crashes.
///
/// - Registering a key twice in one container throws `DependencyError.duplicateRegistration`; `override`
///   replaces a registration on purpose, for example in tests.
/// - `makeChild()` layers a container over this one: it resolves its own registrations first, then this one's,
///   and registering in it never changes this container.
/// - Resolving never crashes: a missing registration, a cycle and a throwing factory each become a
///   `DependencyError` naming the resolution path.
/// - Registering and resolving are safe from any number of threads at once: each registry keeps its registrations
///   in a dictionary behind a lock, and a singleton's factory runs once (see `Scope.singleton`).
public final class DependencyContainer: Resolver {
    /// How many factories deep one resolve may nest before it is reported as a cycle (or a too-deep chain).
    public static let maximumDepth = 100

    let registry: Registry

    /// Creates an empty container.
    public convenience init() {
        self.init(registry: Registry(parent: nil))
    }

    init(registry: Registry) {
        self.registry = registry
    }

    /// Returns the value registered for `type` under `name`: a new one for a transient, the shared one for a
    /// singleton or instance; throws when the key, or anything its factory needs, cannot be resolved.
    public func resolve<T: Sendable>(_ type: T.Type, name: String?) throws(DependencyError) -> T {
        try registry.resolve(type, name: name, in: nil)
    }

    /// True when this container or one it was made from has a registration for `type` under `name`.
    public func isRegistered<T: Sendable>(_ type: T.Type, name: String? = nil) -> Bool {
        registry.lookup(LookupKey(type, name: name)) != nil
    }

    /// A container that resolves its own registrations first and this container's otherwise, for overriding some
    /// registrations (in tests, say) without changing this one.
    ///
    /// A transient registered here and resolved through the child gets its dependencies from the child (so the
    /// child's overrides apply); a singleton registered here always gets them from here, so the shared instance
    /// never depends on a child's overrides. To change a singleton for the child, override it in the child.
    public func makeChild() -> DependencyContainer {
        DependencyContainer(registry: Registry(parent: registry))
    }

    /// Resolves every registration visible from this container once and throws `.verificationFailed` listing every
    /// distinct missing registration, cycle and failing factory, each with the path that reached it.
    ///
    /// Resolution runs against a throwaway copy: factories run (so they should have no side effects beyond making
    /// their value), but this container's singletons are not created; they still are on first use.
    public func verify() throws(DependencyError) {
        try registry.verify()
    }
}
