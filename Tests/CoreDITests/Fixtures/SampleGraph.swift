import CoreDI

/// Types standing in for a feature's object graph: App root -> repository -> storage.
protocol Storage: Sendable {
    var label: String { get }
}

struct DiskStorage: Storage {
    let label = "disk"
}

struct MemoryStorage: Storage {
    let label = "memory"
}

final class CharactersRepository: Sendable {
    let storage: any Storage

    init(storage: any Storage) {
        self.storage = storage
    }
}

final class AppRoot: Sendable {
    let repository: CharactersRepository

    init(repository: CharactersRepository) {
        self.repository = repository
    }
}

final class SharedClient: Sendable {}

/// Two types that print alike ("Service") but are different types, as if declared in two modules.
enum ModuleA {
    struct Service: Sendable {
        let origin = "A"
    }
}

enum ModuleB {
    struct Service: Sendable {
        let origin = "B"
    }
}

/// Types that need each other.
struct CycleStart: Sendable {}
struct CycleMiddle: Sendable {}
struct CycleEnd: Sendable {}

struct FactoryFailure: Error, CustomStringConvertible {
    var description: String { "disk is full" }
}
