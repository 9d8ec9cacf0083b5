import CoreDI
import Testing

@Suite("Graph verification")
struct GraphVerificationTests {
    @Test func aCompleteGraphVerifies() throws {
        let container = try verifiedContainer(registerStorage, registerCharacters)

        #expect(try container.resolve(AppRoot.self).repository.storage.label == "disk")
    }

    @Test func reportsEveryMissingRegistrationAndCycleInOneErrorEachWithItsPath() throws {
        let problems = try #require(
            verificationProblems {
                try verifiedContainer(registerCharacters) { container in
                    try container.register(SharedClient.self) { resolver in
                        _ = try resolver.resolve(ModuleA.Service.self)
                        return SharedClient()
                    }
                    try container.register(CycleStart.self) { resolver in
                        _ = try resolver.resolve(CycleEnd.self)
                        return CycleStart()
                    }
                    try container.register(CycleEnd.self) { resolver in
                        _ = try resolver.resolve(CycleStart.self)
                        return CycleEnd()
                    }
                }
            })

        #expect(problems.count == 3)
        let storage = DependencyKey((any Storage).self)
        #expect(
            problems.contains { isMissing(storage, path: [DependencyKey(CharactersRepository.self), storage], $0) })
        let service = DependencyKey(ModuleA.Service.self)
        #expect(problems.contains { isMissing(service, path: [DependencyKey(SharedClient.self), service], $0) })
        #expect(problems.contains { isCycle(of: [CycleStart.self, CycleEnd.self], $0) })
    }

    @Test func reportsAMissingRegistrationNeededByManyTypesOnceWithTheShortestPath() throws {
        let problems = try #require(verificationProblems { try verifiedContainer(registerCharacters) })

        let storage = DependencyKey((any Storage).self)
        #expect(problems.count == 1)
        #expect(problems.first?.path == [DependencyKey(CharactersRepository.self), storage])
    }

    @Test func verificationDoesNotCreateTheContainersSingletons() throws {
        let log = FactoryCallLog()
        let container = try verifiedContainer { container in
            try container.register(SharedClient.self, scope: .singleton) { _ in
                log.record(.made("client"))
                return SharedClient()
            }
        }
        let madeDuringVerification = log.messages.count

        let first = try container.resolve(SharedClient.self)

        #expect(madeDuringVerification == 1)
        #expect(log.messages.count == 2)
        #expect(try container.resolve(SharedClient.self) === first)
    }

    @Test func verificationOfAChildChecksTheGraphItSees() throws {
        let parent = try verifiedContainer(registerCharacters, registerStorage)
        let child = parent.makeChild()
        child.override(CharactersRepository.self) { resolver in
            CharactersRepository(storage: try resolver.resolve((any Storage).self, name: "test"))
        }

        let problems = try #require(verificationProblems { try child.verify() })

        let storage = DependencyKey((any Storage).self, name: "test")
        #expect(problems.count == 1)
        #expect(problems.first?.path == [DependencyKey(CharactersRepository.self), storage])
        #expect(throws: Never.self) { try parent.verify() }
    }

    @Test func verificationErrorMessageListsEveryProblem() throws {
        let error = #expect(throws: DependencyError.self) { try verifiedContainer(registerCharacters) }

        let description = try #require(error?.description)
        #expect(description.hasPrefix("Dependency graph verification found 1 problem(s):"))
        #expect(description.contains("- No registration for \(DependencyKey((any Storage).self))"))
    }

    // MARK: - Helpers

    private func verificationProblems(_ body: () throws -> Any) -> [DependencyError]? {
        do {
            _ = try body()
            Issue.record("expected verification to fail")
            return nil
        } catch {
            guard case .verificationFailed(let problems) = error as? DependencyError else {
                Issue.record("expected verificationFailed, got \(error)")
                return nil
            }
            return problems
        }
    }

    private func isMissing(_ key: DependencyKey, path: [DependencyKey], _ error: DependencyError) -> Bool {
        guard case .missingRegistration(let missing, let actualPath) = error else { return false }
        return missing == key && actualPath == path
    }

    private func isCycle(of types: [Any.Type], _ error: DependencyError) -> Bool {
        guard case .dependencyCycle(let cycle, _) = error else { return false }
        return Set(cycle.map(\.typeName)) == Set(types.map(qualifiedName))
    }
}
