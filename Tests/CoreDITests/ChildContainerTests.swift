import CoreDI
import Testing

@Suite("DependencyContainer: child containers")
struct ChildContainerTests {
    @Test func childResolvesTheParentsRegistrations() throws {
        let (parent, child) = try makeSUT()

        #expect(try child.resolve(AppRoot.self).repository.storage.label == "disk")
        #expect(child.isRegistered(AppRoot.self))
        _ = parent
    }

    @Test func childOverrideAppliesToTransientsRegisteredInTheParent() throws {
        let (parent, child) = try makeSUT()

        try child.register((any Storage).self) { _ in MemoryStorage() }

        #expect(try child.resolve(AppRoot.self).repository.storage.label == "memory")
        #expect(try parent.resolve(AppRoot.self).repository.storage.label == "disk")
    }

    @Test func registeringInTheChildNeverChangesTheParent() throws {
        let (parent, child) = try makeSUT()

        try child.register(SharedClient.self) { _ in SharedClient() }

        #expect(child.isRegistered(SharedClient.self))
        #expect(!parent.isRegistered(SharedClient.self))
        #expect(throws: DependencyError.self) { try parent.resolve(SharedClient.self) }
    }

    @Test func parentRegistrationsAddedLaterAreSeenByTheChild() throws {
        let (parent, child) = try makeSUT()
        _ = try child.resolve(AppRoot.self)

        try parent.register(SharedClient.self) { _ in SharedClient() }

        #expect(throws: Never.self) { try child.resolve(SharedClient.self) }
    }

    @Test func parentSingletonIsSharedWithTheChildAndBuiltFromTheParentsRegistrations() throws {
        let (parent, child) = try makeSUT()
        parent.override(CharactersRepository.self, scope: .singleton) { resolver in
            CharactersRepository(storage: try resolver.resolve((any Storage).self))
        }
        try child.register((any Storage).self) { _ in MemoryStorage() }

        let fromChild = try child.resolve(CharactersRepository.self)

        #expect(fromChild === (try parent.resolve(CharactersRepository.self)))
        #expect(fromChild.storage.label == "disk")
    }

    @Test func childCanOverrideAParentSingletonForItselfOnly() throws {
        let (parent, child) = try makeSUT()
        try parent.register(SharedClient.self, scope: .singleton) { _ in SharedClient() }
        let replacement = SharedClient()

        try child.registerInstance(replacement)

        #expect(try child.resolve(SharedClient.self) === replacement)
        #expect(try parent.resolve(SharedClient.self) !== replacement)
    }

    @Test func childOfAChildResolvesThroughEveryAncestor() throws {
        let (_, child) = try makeSUT()
        let grandchild = child.makeChild()
        try child.register((any Storage).self) { _ in MemoryStorage() }

        #expect(try grandchild.resolve(AppRoot.self).repository.storage.label == "memory")
    }

    @Test func missingRegistrationInAChildNamesThePath() throws {
        let (_, child) = try makeSUT()

        let error = #expect(throws: DependencyError.self) { try child.resolve(SharedClient.self) }

        #expect(error?.path == [DependencyKey(SharedClient.self)])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (parent: DependencyContainer, child: DependencyContainer) {
        let parent = DependencyContainer()
        try registerSampleGraph(in: parent)
        return (parent, parent.makeChild())
    }
}
