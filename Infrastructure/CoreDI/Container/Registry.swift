import Locking

/// The registrations of one container, in a dictionary behind a lock, and the resolve algorithm.
final class Registry: Sendable {
    private struct State {
        var registrations: [DependencyKey: Registration] = [:]
        var order: [DependencyKey] = []
    }

    let parent: Registry?
    /// Held while singletons' factories run, for a container and its children (see `Scope.singleton`); an `Int`, as
    /// TSan reports exclusive access to a zero-sized guarded value as a race with the lock object's header.
    let creationLock: Locked<Int>
    private let state = Locked(State())

    init(parent: Registry?) {
        self.parent = parent
        self.creationLock = parent?.creationLock ?? Locked(0)
    }

    /// Adds `registration`; unless `replacing`, a registration of its key here already is `.duplicateRegistration`.
    func add(_ registration: Registration, replacing: Bool = false) throws(DependencyError) {
        let key = registration.key
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
    func lookup(_ key: DependencyKey) -> (registration: Registration, owner: Registry)? {
        if let found = state.withLock({ $0.registrations[key] }) { return (found, self) }
        return parent?.lookup(key)
    }

    /// The value for `type` under `name`; `outer` is the factory whose resolver asked, nil for a resolve of its own.
    func resolve<T: Sendable>(_ type: T.Type, name: String?, in outer: Resolution?) throws(DependencyError) -> T {
        let key = DependencyKey(type, name: name)
        switch try value(for: key, in: outer) {
        case let value as T: return value
        default: throw .missingRegistration(key, path: (outer?.path ?? []) + [key])
        }
    }

    /// The value registered for `key` here or in the nearest ancestor.
    func value(for key: DependencyKey, in outer: Resolution?) throws(DependencyError) -> any Sendable {
        guard let (registration, owner) = lookup(key) else {
            throw .missingRegistration(key, path: (outer?.path ?? []) + [key])
        }
        return try registration.value(resolvingFrom: self, owner: owner, outer: outer)
    }
}
