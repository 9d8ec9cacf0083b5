import CoreDI
import Testing

@Suite("DependencyContainer: registering and resolving")
struct DependencyContainerTests {
    @Test func transientMakesANewValueForEveryResolve() throws {
        let (sut, log) = makeSUT()
        try sut.register(SharedClient.self) { _ in
            log.record(.made("client"))
            return SharedClient()
        }

        let first = try sut.resolve(SharedClient.self)
        let second = try sut.resolve(SharedClient.self)

        #expect(first !== second)
        #expect(log.messages == [.made("client"), .made("client")])
    }

    @Test func singletonIsMadeLazilyOnceAndShared() throws {
        let (sut, log) = makeSUT()
        try sut.register(SharedClient.self, scope: .singleton) { _ in
            log.record(.made("client"))
            return SharedClient()
        }
        #expect(log.messages.isEmpty)

        let first = try sut.resolve(SharedClient.self)
        let second = try sut.resolve(SharedClient.self)

        #expect(first === second)
        #expect(log.messages == [.made("client")])
    }

    @Test func registeredInstanceIsReturnedAsIs() throws {
        let (sut, _) = makeSUT()
        let client = SharedClient()
        try sut.registerInstance(client)

        #expect(try sut.resolve(SharedClient.self) === client)
    }

    @Test func instanceCanBeRegisteredAsAProtocol() throws {
        let (sut, _) = makeSUT()
        try sut.registerInstance(MemoryStorage(), as: (any Storage).self)

        #expect(try sut.resolve((any Storage).self).label == "memory")
    }

    @Test func factoriesResolveTheirDependenciesThroughTheResolverTheyReceive() throws {
        let (sut, _) = makeSUT()
        try registerSampleGraph(in: sut)

        let root = try sut.resolve(AppRoot.self)

        #expect(root.repository.storage.label == "disk")
    }

    @Test func namesSeparateRegistrationsOfOneType() throws {
        let (sut, _) = makeSUT()
        try sut.register((any Storage).self, name: "disk") { _ in DiskStorage() }
        try sut.register((any Storage).self, name: "memory") { _ in MemoryStorage() }

        #expect(try sut.resolve((any Storage).self, name: "disk").label == "disk")
        #expect(try sut.resolve((any Storage).self, name: "memory").label == "memory")
        #expect(!sut.isRegistered((any Storage).self))
    }

    @Test func typesThatPrintAlikeInTwoModulesNeverCollide() throws {
        let (sut, _) = makeSUT()
        #expect(String(describing: ModuleA.Service.self) == String(describing: ModuleB.Service.self))
        try sut.register(ModuleA.Service.self) { _ in ModuleA.Service() }
        try sut.register(ModuleB.Service.self) { _ in ModuleB.Service() }

        #expect(try sut.resolve(ModuleA.Service.self).origin == "A")
        #expect(try sut.resolve(ModuleB.Service.self).origin == "B")
    }

    @Test func isRegisteredReportsTypeAndName() throws {
        let (sut, _) = makeSUT()
        try sut.register((any Storage).self, name: "disk") { _ in DiskStorage() }

        #expect(sut.isRegistered((any Storage).self, name: "disk"))
        #expect(!sut.isRegistered((any Storage).self, name: "memory"))
        #expect(!sut.isRegistered(DiskStorage.self, name: "disk"))
    }

    @Test func registeringAKeyTwiceThrowsDuplicateRegistrationNamingTheKey() throws {
        let (sut, _) = makeSUT()
        try sut.register((any Storage).self, name: "disk") { _ in DiskStorage() }

        let error = #expect(throws: DependencyError.self) {
            try sut.register((any Storage).self, name: "disk") { _ in MemoryStorage() }
        }

        guard case .duplicateRegistration(let key) = error else {
            Issue.record("expected duplicateRegistration, got \(String(describing: error))")
            return
        }
        #expect(key == DependencyKey((any Storage).self, name: "disk"))
        #expect(error?.description.contains("Storage (name: \"disk\") is already registered") == true)
        #expect(try sut.resolve((any Storage).self, name: "disk").label == "disk")
    }

    @Test func registeringAnInstanceOverATakenKeyThrowsToo() throws {
        let (sut, _) = makeSUT()
        try sut.registerInstance(SharedClient())

        #expect(throws: DependencyError.self) { try sut.registerInstance(SharedClient()) }
    }

    @Test func overrideReplacesARegistration() throws {
        let (sut, _) = makeSUT()
        try registerSampleGraph(in: sut)

        sut.override((any Storage).self) { _ in MemoryStorage() }

        #expect(try sut.resolve(AppRoot.self).repository.storage.label == "memory")
    }

    @Test func overrideReplacesASingletonAlreadyMade() throws {
        let (sut, _) = makeSUT()
        try sut.register(SharedClient.self, scope: .singleton) { _ in SharedClient() }
        let first = try sut.resolve(SharedClient.self)

        sut.override(SharedClient.self, scope: .singleton) { _ in SharedClient() }

        #expect(try sut.resolve(SharedClient.self) !== first)
    }

    @Test func overrideOfAnUnregisteredKeyRegistersIt() throws {
        let (sut, _) = makeSUT()

        sut.override(SharedClient.self, scope: .singleton) { _ in SharedClient() }

        #expect(try sut.resolve(SharedClient.self) === sut.resolve(SharedClient.self))
    }

    // MARK: - Helpers

    private func makeSUT() -> (DependencyContainer, FactoryCallLog) {
        (DependencyContainer(), FactoryCallLog())
    }
}

/// Registers AppRoot -> CharactersRepository -> any Storage (disk).
func registerSampleGraph(in container: DependencyContainer) throws {
    try container.register((any Storage).self) { _ in DiskStorage() }
    try container.register(CharactersRepository.self) { resolver in
        CharactersRepository(storage: try resolver.resolve((any Storage).self))
    }
    try container.register(AppRoot.self) { resolver in
        AppRoot(repository: try resolver.resolve(CharactersRepository.self))
    }
}
