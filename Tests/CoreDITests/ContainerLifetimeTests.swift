import CoreDI
import TestSupport
import Testing

@Suite("DependencyContainer: lifetimes")
struct ContainerLifetimeTests {
    @Test func containerItsSingletonsAndItsChildrenAreFreedWhenReleased() async throws {
        try await withLeakTracking { leaks in
            let container = DependencyContainer()
            try container.register(SharedClient.self, scope: .singleton) { _ in SharedClient() }
            try registerSampleGraph(in: container)
            let child = container.makeChild()
            try child.registerInstance(SharedClient(), name: "child")
            leaks.track(container)
            leaks.track(child)
            leaks.track(try container.resolve(SharedClient.self))
            leaks.track(try child.resolve(SharedClient.self, name: "child"))
            leaks.track(try child.resolve(AppRoot.self))
            try container.verify()
        }
    }

    @Test func resolverKeptByAResolvedObjectWorksAfterTheContainerIsReleased() throws {
        var container: DependencyContainer? = DependencyContainer()
        try registerSampleGraph(in: try #require(container))
        try container?.register(RepositoryFactory.self) { resolver in
            RepositoryFactory { try resolver.resolve(CharactersRepository.self) }
        }
        let factory = try #require(try container?.resolve(RepositoryFactory.self))

        container = nil

        #expect(try factory.make().storage.label == "disk")
    }

    @Test func resolverKeptByAResolvedObjectWorksFromAnotherTask() async throws {
        let container = DependencyContainer()
        try registerSampleGraph(in: container)
        try container.register(RepositoryFactory.self) { resolver in
            RepositoryFactory { try resolver.resolve(CharactersRepository.self) }
        }
        let factory = try container.resolve(RepositoryFactory.self)

        let label = try await Task.detached { try factory.make().storage.label }.value

        #expect(label == "disk")
    }

    @Test func objectKeepingAResolverFreesTheRegistrationsWhenReleased() async throws {
        try await withLeakTracking { leaks in
            let container = DependencyContainer()
            try registerSampleGraph(in: container)
            try container.register(SharedClient.self, scope: .singleton) { _ in SharedClient() }
            try container.register(RepositoryFactory.self) { resolver in
                RepositoryFactory { try resolver.resolve(CharactersRepository.self) }
            }
            let factory = try container.resolve(RepositoryFactory.self)
            leaks.track(container)
            leaks.track(factory)
            leaks.track(try container.resolve(SharedClient.self))
            _ = try factory.make()
        }
    }
}

/// A resolved object that keeps a closure over the resolver, to build repositories later.
final class RepositoryFactory: Sendable {
    private let makeRepository: @Sendable () throws -> CharactersRepository

    init(make: @escaping @Sendable () throws -> CharactersRepository) {
        self.makeRepository = make
    }

    func make() throws -> CharactersRepository {
        try makeRepository()
    }
}
