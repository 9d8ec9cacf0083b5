import Locking

/// One registered key, its factory and, once a singleton has one, the shared value; values are kept as `any Sendable`
/// and cast back on resolve, as a generic class would cost a metadata lookup on every resolve.
final class Registration: Sendable {
    typealias Factory = @Sendable (any Resolver) throws -> any Sendable

    let key: DependencyKey
    let scope: Scope
    private let factory: Factory
    private let shared: Locked<(any Sendable)?>

    init(key: DependencyKey, scope: Scope, factory: @escaping Factory, instance: (any Sendable)? = nil) {
        self.key = key
        self.scope = scope
        self.factory = factory
        self.shared = Locked(instance)
    }

    /// A singleton whose value is `instance` from the start.
    convenience init(key: DependencyKey, instance: any Sendable) {
        self.init(key: key, scope: .singleton, factory: { _ in instance }, instance: instance)
    }

    /// A registration that produces values the same way but has not made its singleton yet (an instance's factory
    /// returns the instance).
    func verificationCopy() -> Registration {
        Registration(key: key, scope: scope, factory: factory)
    }

    /// The value for one resolve through `registry`: a new one (transient) or the shared one, made on first use from
    /// `owner`, the registry holding this registration, so that a child's overrides never leak into it.
    func value(resolvingFrom registry: Registry, owner: Registry, outer: Resolution?) throws(DependencyError)
        -> any Sendable
    {
        if scope == .transient { return try make(Resolution(self, in: registry, outer: outer)) }
        if let value = shared.withLock({ $0 }) { return value }
        let resolution = try Resolution(self, in: owner, outer: outer)
        guard outer?.holdsCreationLock == true else {
            return try owner.creationLock.withLock { (_) throws(DependencyError) in try makeShared(resolution) }
        }
        return try makeShared(resolution)
    }

    /// Makes the shared value unless another resolution made it first; runs under the owner's creation lock.
    private func makeShared(_ resolution: Resolution) throws(DependencyError) -> any Sendable {
        if let value = shared.withLock({ $0 }) { return value }
        let value = try make(resolution)
        shared.withLock { $0 = value }
        return value
    }

    /// Runs the factory with `resolution` as its resolver; what it throws, other than a `DependencyError` (which
    /// names its path already), becomes `.factoryFailed`.
    private func make(_ resolution: Resolution) throws(DependencyError) -> any Sendable {
        defer { resolution.finish() }
        do {
            return try factory(resolution)
        } catch let error as DependencyError {
            throw error
        } catch {
            throw .factoryFailed(key, path: resolution.path, underlying: error)
        }
    }
}
