import Locking
import Synchronization

/// The registrations of one container and the resolve algorithm; the `Resolver` that factories receive.
///
/// Writers change `State` under a lock; readers use an immutable `RegistrationTable` published through an atomic
/// pointer, so resolves never lock. A registration unpublishes the table and the next resolve publishes a new one.
/// Every table stays alive until the registry goes (a reader may still be using an older one), so a container
/// that alternates registering and resolving keeps one table per alternation.
final class Registry: Resolver {
    private struct State {
        var registrations: [DependencyKey: Registration] = [:]
        var order: [DependencyKey] = []
        var tables: [RegistrationTable] = []
    }

    private let leadingPadding = CacheLinePadding()
    let parent: Registry?
    let threadKey = ResolutionState.threadKey
    private let published = Atomic<Unmanaged<RegistrationTable>?>(nil)
    private let trailingPadding = CacheLinePadding()
    private let state = Locked(State())

    init(parent: Registry?) {
        self.parent = parent
    }

    /// Adds `registration`; with `replacing` false an existing registration of its key is an error.
    func add(_ registration: Registration, replacing: Bool) throws(DependencyError) {
        try state.withLock { (state) throws(DependencyError) in
            let key = registration.key
            if state.registrations[key] == nil {
                state.order.append(key)
            } else if !replacing {
                throw .duplicateRegistration(key)
            }
            state.registrations[key] = registration
            published.store(nil, ordering: .releasing)
        }
    }

    /// The registrations of this registry alone, in registration order.
    var ownRegistrations: [Registration] {
        table()._withUnsafeGuaranteedRef { $0.registrations }
    }

    /// True when this registry or an ancestor has a registration for the key.
    func contains(_ typeID: ObjectIdentifier, name: String?) -> Bool {
        var registry: Registry? = self
        while let current = registry {
            if current.table()._withUnsafeGuaranteedRef({ $0.lookup(typeID, name: name) }) != nil { return true }
            registry = current.parent
        }
        return false
    }

    /// Resolves through the resolver the current factory was handed when it is this registry's (no boxing);
    /// otherwise (a resolver kept for later, or used on another thread) boxes one for this resolve.
    func resolve<T: Sendable>(_ type: T.Type, name: String?) throws(DependencyError) -> T {
        guard let state = ResolutionState.current(key: threadKey) else {
            return try ResolutionState.withTemporary { (state) throws(DependencyError) -> T in
                try resolveBoxingResolver(type, name: name, state: state)
            }
        }
        if let current = state.pointee.resolver,
            current._withUnsafeGuaranteedRef({ $0.registryID }) == ObjectIdentifier(self)
        {
            return try resolve(type, name: name, state: state, via: current)
        }
        return try resolveBoxingResolver(type, name: name, state: state)
    }

    private func resolveBoxingResolver<T: Sendable>(
        _ type: T.Type,
        name: String?,
        state: UnsafeMutablePointer<ResolutionState>
    ) throws(DependencyError) -> T {
        let box = ResolverBox(registry: self)
        let saved = state.pointee.resolver
        state.pointee.resolver = Unmanaged.passUnretained(box)
        defer {
            state.pointee.resolver = saved
            withExtendedLifetime(box) {}
        }
        return try resolve(type, name: name, state: state, via: Unmanaged.passUnretained(box))
    }

    /// Finds the key here or in the nearest ancestor and produces its value; `resolver` is what factories receive.
    @inline(__always)
    func resolve<T: Sendable>(
        _ type: T.Type,
        name: String?,
        state: UnsafeMutablePointer<ResolutionState>,
        via resolver: Unmanaged<ResolverBox>
    ) throws(DependencyError) -> T {
        let typeID = ObjectIdentifier(type)
        var owner = Unmanaged.passUnretained(self)
        while true {
            let found = owner._withUnsafeGuaranteedRef { registry in
                registry.table()._withUnsafeGuaranteedRef { $0.lookup(typeID, name: name) }
            }
            if let found {
                do {
                    return try found._withUnsafeGuaranteedRef { registration in
                        try unsafeDowncast(registration, to: TypedRegistration<T>.self)
                            .value(state: state, via: resolver, owner: owner)
                    }
                } catch let error as DependencyError {
                    throw error
                } catch {
                    throw .factoryFailed(DependencyKey(type, name: name), path: [], underlying: error)
                }
            }
            guard let parent = owner._withUnsafeGuaranteedRef({ $0.parent }) else {
                let key = DependencyKey(type, name: name)
                throw .missingRegistration(key, path: [key])
            }
            owner = Unmanaged.passUnretained(parent)
        }
    }

    /// The published table, publishing a new one first when a registration changed since.
    @inline(__always)
    private func table() -> Unmanaged<RegistrationTable> {
        if let table = published.load(ordering: .acquiring) {
            return table
        }
        return publish()
    }

    private func publish() -> Unmanaged<RegistrationTable> {
        state.withLock { state in
            if let table = published.load(ordering: .acquiring) {
                return table
            }
            let table = RegistrationTable(registrations: state.order.compactMap { state.registrations[$0] })
            state.tables.append(table)
            let reference = Unmanaged.passUnretained(table)
            published.store(reference, ordering: .releasing)
            return reference
        }
    }
}
