import Locking

/// One registered key and how to produce its value: a factory, plus the shared value once a singleton or instance
/// has one.
///
/// Values are kept as `any Sendable` and cast back to their type on resolve: a generic registration would make every
/// resolve look up the generic types instantiated for its type, which costs more than the rest of the resolve.
final class Registration: Sendable {
    typealias Factory = @Sendable (any Resolver) throws -> any Sendable

    enum Kind {
        case transient
        case singleton
        case instance
    }

    let key: DependencyKey
    let kind: Kind
    private let factory: Factory
    private let shared: Locked<(any Sendable)?>

    init(key: DependencyKey, kind: Kind, factory: @escaping Factory) {
        self.key = key
        self.kind = kind
        self.factory = factory
        self.shared = Locked(nil)
    }

    convenience init(key: DependencyKey, scope: Scope, factory: @escaping Factory) {
        self.init(key: key, kind: scope == .singleton ? .singleton : .transient, factory: factory)
    }

    init(key: DependencyKey, instance: any Sendable) {
        self.key = key
        self.kind = .instance
        self.factory = { _ in instance }
        self.shared = Locked(instance)
    }

    /// A registration that produces values the same way but has not made its singleton yet; instances and
    /// transients have no state to reset and return themselves.
    func verificationCopy() -> Registration {
        kind == .singleton ? Registration(key: key, kind: .singleton, factory: factory) : self
    }

    /// The value for one resolve through `registry`: a new one from the factory (transient) or the shared one,
    /// made on first use from `owner`, the registry holding this registration, so a child's overrides never leak
    /// into it.
    func value(resolvingFrom registry: Registry, owner: Registry, outer: Resolution?) throws(DependencyError)
        -> any Sendable
    {
        if kind == .transient {
            return try make(Resolution(self, in: registry, outer: outer))
        }
        if let value = shared.withLock({ $0 }) {
            return value
        }
        let resolution = try Resolution(self, in: owner, outer: outer, holdingCreationLock: true)
        guard outer?.holdsCreationLock == true else {
            return try owner.creationLock.withLock { (_) throws(DependencyError) in try makeShared(resolution) }
        }
        return try makeShared(resolution)
    }

    /// Makes the shared value unless another resolution made it first; runs under the owner's creation lock.
    private func makeShared(_ resolution: Resolution) throws(DependencyError) -> any Sendable {
        if let value = shared.withLock({ $0 }) {
            return value
        }
        let value = try make(resolution)
        shared.withLock { $0 = value }
        return value
    }

    /// Runs the factory with `resolution` as its resolver, wrapping what it throws (other than a `DependencyError`,
    /// which already names its path) as `.factoryFailed`.
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
