import Locking

/// The registrations of one container, behind a lock, and the resolve algorithm: find the key here or in the
/// nearest ancestor, then let that registration produce the value.
final class Registry: Sendable {
    private struct State {
        var registrations: [LookupKey: Registration] = [:]
        var order: [LookupKey] = []
    }

    let parent: Registry?
    /// Held while singletons' factories run, one lock for a container and its children (see `Scope.singleton`).
    let creationLock: Locked<Void>
    private let state = Locked(State())

    init(parent: Registry?) {
        self.parent = parent
        self.creationLock = parent?.creationLock ?? Locked(())
    }

    /// Adds `registration`; with `replacing` false an existing registration of its key is an error.
    func add(_ registration: Registration, replacing: Bool) throws(DependencyError) {
        let key = LookupKey(registration.key)
        try state.withLock { (state) throws(DependencyError) in
            if state.registrations[key] == nil {
                state.order.append(key)
            } else if !replacing {
                throw .duplicateRegistration(registration.key)
            }
            state.registrations[key] = registration
        }
    }

    /// The registrations of this registry alone, in the order their keys were first registered.
    var ownRegistrations: [Registration] {
        state.withLock { state in state.order.compactMap { state.registrations[$0] } }
    }

    /// The registration for `key` here or in the nearest ancestor that has one, with the registry holding it.
    func lookup(_ key: LookupKey) -> (registration: Registration, owner: Registry)? {
        var registry: Registry? = self
        while let current = registry {
            if let found = current.state.withLock({ $0.registrations[key] }) {
                return (found, current)
            }
            registry = current.parent
        }
        return nil
    }

    /// The value for `type` under `name`; `outer` is the factory whose resolver asked, nil for a resolve of its own.
    func resolve<T: Sendable>(_ type: T.Type, name: String?, in outer: Resolution?) throws(DependencyError) -> T {
        switch try value(for: LookupKey(type, name: name), in: outer) {
        case let value as T: return value
        default: break
        }
        let key = DependencyKey(type, name: name)
        throw .missingRegistration(key, path: (outer?.path ?? []) + [key])
    }

    /// The value registered for `key` here or in the nearest ancestor, nil when none is.
    func value(for key: LookupKey, in outer: Resolution?) throws(DependencyError) -> (any Sendable)? {
        guard let (registration, owner) = lookup(key) else { return nil }
        return try registration.value(resolvingFrom: self, owner: owner, outer: outer)
    }
}
