import Synchronization

/// The resolver a factory receives: its registry and the factories further out in the same resolution (for errors'
/// paths, cycles and depth), until the factory returns; later resolves through it start resolutions of their own.
final class Resolution: Resolver {
    let registry: Registry
    let registration: Registration
    let outer: Resolution?
    let depth: Int
    /// True inside a singleton's factory, directly or through transients: the creation lock is held for it.
    let holdsCreationLock: Bool
    private let isRunning = Atomic<Bool>(true)

    /// The resolution for `registration`'s factory resolving from `registry`, inside `outer`; throws when that
    /// factory already runs further out for the same registry (a cycle) or when this would nest too deep.
    init(_ registration: Registration, in registry: Registry, outer: Resolution?) throws(DependencyError) {
        self.registry = registry
        self.registration = registration
        self.outer = outer
        self.depth = (outer?.depth ?? 0) + 1
        self.holdsCreationLock = registration.scope == .singleton || outer?.holdsCreationLock == true
        var enclosing = outer
        while let current = enclosing {
            if current.registration === registration, current.registry === registry {
                throw .dependencyCycle(cycle: Array(path[(current.depth - 1)...]), path: path)
            }
            enclosing = current.outer
        }
        guard depth <= DependencyContainer.maximumDepth else {
            throw .resolutionTooDeep(limit: DependencyContainer.maximumDepth, path: path)
        }
    }

    /// The keys from the outermost factory to this one.
    var path: [DependencyKey] { (outer?.path ?? []) + [registration.key] }

    /// Ends this factory's part in the resolution; later resolves through this resolver start their own.
    func finish() {
        isRunning.store(false, ordering: .releasing)
    }

    /// Resolves from this resolver's registry, as part of the resolution while the factory runs.
    func resolve<T: Sendable>(_ type: T.Type, name: String?) throws(DependencyError) -> T {
        try registry.resolve(type, name: name, in: isRunning.load(ordering: .acquiring) ? self : nil)
    }
}
