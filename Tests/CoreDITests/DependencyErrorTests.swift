import CoreDI
import Testing

@Suite("DependencyContainer: resolve failures")
struct DependencyErrorTests {
    @Test func missingRegistrationNamesTheTypeTheNameAndThePathThatNeededIt() throws {
        let sut = DependencyContainer()
        try sut.register(CharactersRepository.self) { resolver in
            CharactersRepository(storage: try resolver.resolve((any Storage).self, name: "disk"))
        }
        try sut.register(AppRoot.self) { resolver in
            AppRoot(repository: try resolver.resolve(CharactersRepository.self))
        }

        let error = #expect(throws: DependencyError.self) { try sut.resolve(AppRoot.self) }

        let storage = DependencyKey((any Storage).self, name: "disk")
        guard case .missingRegistration(let missing, let path) = error else {
            Issue.record("expected missingRegistration, got \(String(describing: error))")
            return
        }
        #expect(missing == storage)
        #expect(path == [DependencyKey(AppRoot.self), DependencyKey(CharactersRepository.self), storage])
        let expected =
            "No registration for \(storage), needed by \(qualifiedName(AppRoot.self)) -> "
            + "\(qualifiedName(CharactersRepository.self)) -> \(storage)"
        #expect(error?.description == expected)
        #expect(error?.description.contains("Storage (name: \"disk\")") == true)
    }

    @Test func missingRegistrationResolvedDirectlyHasAPathOfItself() {
        let sut = DependencyContainer()

        let error = #expect(throws: DependencyError.self) { try sut.resolve(SharedClient.self) }

        #expect(error?.path == [DependencyKey(SharedClient.self)])
        #expect(error?.description == "No registration for \(qualifiedName(SharedClient.self))")
    }

    @Test func transientCycleIsReportedNamingEveryTypeInItInsteadOfOverflowingTheStack() throws {
        let sut = DependencyContainer()
        try registerCycle(in: sut, scope: .transient)

        let error = #expect(throws: DependencyError.self) { try sut.resolve(CycleStart.self) }

        guard case .dependencyCycle(let cycle, let path) = error else {
            Issue.record("expected dependencyCycle, got \(String(describing: error))")
            return
        }
        let expected = [DependencyKey(CycleStart.self), DependencyKey(CycleMiddle.self), DependencyKey(CycleEnd.self)]
        #expect(cycle == expected + [DependencyKey(CycleStart.self)])
        #expect(path == cycle)
        for key in expected {
            #expect(error?.description.contains(key.typeName) == true)
        }
    }

    @Test func cycleEnteredFromOutsideReportsTheCycleAndThePathToIt() throws {
        let sut = DependencyContainer()
        try registerCycle(in: sut, scope: .transient)
        try sut.register(AppRoot.self) { resolver in
            _ = try resolver.resolve(CycleMiddle.self)
            return AppRoot(repository: CharactersRepository(storage: DiskStorage()))
        }

        let error = #expect(throws: DependencyError.self) { try sut.resolve(AppRoot.self) }

        guard case .dependencyCycle(let cycle, let path) = error else {
            Issue.record("expected dependencyCycle, got \(String(describing: error))")
            return
        }
        let middle = DependencyKey(CycleMiddle.self)
        #expect(cycle == [middle, DependencyKey(CycleEnd.self), DependencyKey(CycleStart.self), middle])
        #expect(path.first == DependencyKey(AppRoot.self))
        #expect(path.count == 5)
    }

    @Test func singletonCycleIsReportedInsteadOfDeadlocking() throws {
        let sut = DependencyContainer()
        try registerCycle(in: sut, scope: .singleton)

        let error = #expect(throws: DependencyError.self) { try sut.resolve(CycleMiddle.self) }

        guard case .dependencyCycle(let cycle, _) = error else {
            Issue.record("expected dependencyCycle, got \(String(describing: error))")
            return
        }
        let middle = DependencyKey(CycleMiddle.self)
        #expect(cycle == [middle, DependencyKey(CycleEnd.self), DependencyKey(CycleStart.self), middle])
    }

    @Test func singletonWhoseFactoryFailedIsMadeOnTheNextResolve() throws {
        let sut = DependencyContainer()
        let log = FactoryCallLog()
        try sut.register(SharedClient.self, scope: .singleton) { _ in
            log.record(.made("client"))
            if log.messages.count == 1 { throw FactoryFailure() }
            return SharedClient()
        }

        #expect(throws: DependencyError.self) { try sut.resolve(SharedClient.self) }
        let client = try sut.resolve(SharedClient.self)

        #expect(try sut.resolve(SharedClient.self) === client)
        #expect(log.messages.count == 2)
    }

    @Test func factoryErrorIsWrappedNamingTheTypeAndPath() throws {
        let sut = DependencyContainer()
        try registerSampleGraph(in: sut)
        sut.override((any Storage).self) { _ in throw FactoryFailure() }

        let error = #expect(throws: DependencyError.self) { try sut.resolve(AppRoot.self) }

        guard case .factoryFailed(let key, let path, let underlying) = error else {
            Issue.record("expected factoryFailed, got \(String(describing: error))")
            return
        }
        #expect(key == DependencyKey((any Storage).self))
        #expect(path.last == key)
        #expect(path.count == 3)
        #expect(underlying is FactoryFailure)
        #expect(error?.description.contains("The factory for \(key) threw disk is full") == true)
    }

    @Test func chainDeeperThanTheLimitWithoutARepeatIsReportedAsTooDeep() throws {
        let sut = DependencyContainer()
        try registerChain(length: DependencyContainer.maximumDepth + 5, in: sut)

        let error = #expect(throws: DependencyError.self) { try sut.resolve(Link<Start>.self) }

        guard case .resolutionTooDeep(let limit, let path) = error else {
            Issue.record("expected resolutionTooDeep, got \(String(describing: error))")
            return
        }
        #expect(limit == DependencyContainer.maximumDepth)
        #expect(path.count == limit + 1)
    }

    @Test func chainWithinTheLimitResolves() throws {
        let sut = DependencyContainer()
        try registerChain(length: DependencyContainer.maximumDepth - 1, in: sut)

        #expect(throws: Never.self) { try sut.resolve(Link<Start>.self) }
    }

    // MARK: - Helpers

    /// CycleStart -> CycleMiddle -> CycleEnd -> CycleStart.
    private func registerCycle(in container: DependencyContainer, scope: Scope) throws {
        try container.register(CycleStart.self, scope: scope) { resolver in
            _ = try resolver.resolve(CycleMiddle.self)
            return CycleStart()
        }
        try container.register(CycleMiddle.self, scope: scope) { resolver in
            _ = try resolver.resolve(CycleEnd.self)
            return CycleMiddle()
        }
        try container.register(CycleEnd.self, scope: scope) { resolver in
            _ = try resolver.resolve(CycleStart.self)
            return CycleEnd()
        }
    }
}

/// The fully qualified name the container uses in messages.
func qualifiedName(_ type: Any.Type) -> String {
    String(reflecting: type)
}
