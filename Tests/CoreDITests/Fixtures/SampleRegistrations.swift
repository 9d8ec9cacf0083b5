import CoreDI

/// Registers `any Storage` (disk).
func registerStorage(into container: DependencyContainer) throws(DependencyError) {
    try container.register((any Storage).self) { _ in DiskStorage() }
}

/// Registers CharactersRepository (needs `any Storage`) and AppRoot (needs CharactersRepository).
func registerCharacters(into container: DependencyContainer) throws(DependencyError) {
    try container.register(CharactersRepository.self) { resolver in
        CharactersRepository(storage: try resolver.resolve((any Storage).self))
    }
    try container.register(AppRoot.self) { resolver in
        AppRoot(repository: try resolver.resolve(CharactersRepository.self))
    }
}

/// A new container with `registrations` applied and its graph verified.
func verifiedContainer(_ registrations: (DependencyContainer) throws -> Void...) throws -> DependencyContainer {
    let container = DependencyContainer()
    for register in registrations {
        try register(container)
    }
    try container.verify()
    return container
}
