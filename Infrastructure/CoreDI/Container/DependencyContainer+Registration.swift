extension DependencyContainer {
    /// Registers `factory` for `type` under `name`, failing if this container already has that key.
    ///
    /// Throws `.duplicateRegistration` naming the key when it is taken here (use `override` to replace a
    /// registration on purpose). The factory resolves its own dependencies from the resolver it receives.
    public func register<T: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        scope: Scope = .transient,
        factory: @escaping @Sendable (any Resolver) throws -> T
    ) throws(DependencyError) {
        let key = DependencyKey(type, name: name)
        try registry.add(Registration(key: key, scope: scope, factory: factory), replacing: false)
    }

    /// Registers a ready `instance` as `type` under `name`; throws `.duplicateRegistration` when the key is taken.
    public func registerInstance<T: Sendable>(
        _ instance: T,
        as type: T.Type = T.self,
        name: String? = nil
    ) throws(DependencyError) {
        try registry.add(Registration(key: DependencyKey(type, name: name), instance: instance), replacing: false)
    }

    /// Registers `factory` for `type` under `name`, replacing any registration of that key in this container.
    ///
    /// Values already resolved from the replaced registration (including its singleton) are not affected.
    public func override<T: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        scope: Scope = .transient,
        factory: @escaping @Sendable (any Resolver) throws -> T
    ) {
        let key = DependencyKey(type, name: name)
        try? registry.add(Registration(key: key, scope: scope, factory: factory), replacing: true)
    }
}
