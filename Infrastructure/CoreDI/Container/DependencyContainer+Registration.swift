extension DependencyContainer {
    /// Registers `factory` for `type` under `name`; throws `.duplicateRegistration` when this container has the key.
    public func register<T: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        scope: Scope = .transient,
        factory: @escaping @Sendable (any Resolver) throws -> T
    ) throws(DependencyError) {
        try registry.add(Registration(key: DependencyKey(type, name: name), scope: scope, factory: factory))
    }

    /// Registers a ready `instance` as `type` under `name`; throws `.duplicateRegistration` when the key is taken.
    public func registerInstance<T: Sendable>(
        _ instance: T,
        as type: T.Type = T.self,
        name: String? = nil
    ) throws(DependencyError) {
        try registry.add(Registration(key: DependencyKey(type, name: name), instance: instance))
    }

    /// Registers `factory` for `type` under `name`, replacing any registration of the key in this container (values
    /// already resolved from it, its singleton included, are not affected).
    public func override<T: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        scope: Scope = .transient,
        factory: @escaping @Sendable (any Resolver) throws -> T
    ) {
        try? registry.add(
            Registration(key: DependencyKey(type, name: name), scope: scope, factory: factory), replacing: true)
    }
}
