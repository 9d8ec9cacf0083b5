import Locking

/// A registration producing values of `T`: a factory, plus the shared value once a singleton or instance has one.
final class TypedRegistration<T: Sendable>: Registration {
    typealias Factory = @Sendable (any Resolver) throws -> T

    private enum Kind {
        case transient
        case singleton
        case instance
    }

    let key: DependencyKey
    private let kind: Kind
    private let factory: Factory
    private let shared: Locked<T?>

    init(key: DependencyKey, scope: Scope, factory: @escaping Factory) {
        self.key = key
        self.kind = scope == .singleton ? .singleton : .transient
        self.factory = factory
        self.shared = Locked(nil)
    }

    init(key: DependencyKey, instance: T) {
        self.key = key
        self.kind = .instance
        self.factory = { _ in instance }
        self.shared = Locked(instance)
    }

    func verificationCopy() -> any Registration {
        kind == .singleton ? TypedRegistration(key: key, scope: .singleton, factory: factory) : self
    }

    func probe(through registry: Registry) throws(DependencyError) {
        _ = try registry.resolve(T.self, name: key.name, in: nil)
    }

    /// The value for one resolve through `registry`: a new one from the factory (transient) or the shared one,
    /// made on first use from `owner`, the registry holding this registration, so a child's overrides never leak
    /// into it.
    func value(resolvingFrom registry: Registry, owner: Registry, outer: Resolution?) throws(DependencyError) -> T {
        if kind == .transient {
            return try make(Resolution(self, in: registry, outer: outer))
        }
        if let value = shared.withLock({ $0 }) {
            return value
        }
        let resolution = try Resolution(self, in: owner, outer: outer, holdingCreationLock: true)
        guard outer?.holdsCreationLock == true else {
            return try owner.creationLock.withLock { (_) throws(DependencyError) -> T in try makeShared(resolution) }
        }
        return try makeShared(resolution)
    }

    /// Makes the shared value unless another resolution made it first; runs under the owner's creation lock.
    private func makeShared(_ resolution: Resolution) throws(DependencyError) -> T {
        if let value = shared.withLock({ $0 }) {
            return value
        }
        let value = try make(resolution)
        shared.withLock { $0 = value }
        return value
    }

    /// Runs the factory with `resolution` as its resolver, wrapping what it throws (other than a `DependencyError`,
    /// which already names its path) as `.factoryFailed`.
    private func make(_ resolution: Resolution) throws(DependencyError) -> T {
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
