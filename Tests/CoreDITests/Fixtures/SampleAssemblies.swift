import CoreDI

/// An assembly built from a closure, standing in for a feature's assembly.
struct ClosureAssembly: ModuleAssembly {
    let body: (DependencyContainer) throws(DependencyError) -> Void

    func assemble(into container: DependencyContainer) throws(DependencyError) {
        try body(container)
    }
}

/// Registers `any Storage` (disk).
struct StorageAssembly: ModuleAssembly {
    func assemble(into container: DependencyContainer) throws(DependencyError) {
        try container.register((any Storage).self) { _ in DiskStorage() }
    }
}

/// Registers CharactersRepository (needs `any Storage`) and AppRoot (needs CharactersRepository).
struct CharactersAssembly: ModuleAssembly {
    func assemble(into container: DependencyContainer) throws(DependencyError) {
        try container.register(CharactersRepository.self) { resolver in
            CharactersRepository(storage: try resolver.resolve((any Storage).self))
        }
        try container.register(AppRoot.self) { resolver in
            AppRoot(repository: try resolver.resolve(CharactersRepository.self))
        }
    }
}
