import CoreDI
import Testing

@Suite("Assembler")
struct AssemblerTests {
    @Test func appliesEveryAssemblyAndVerifiesACompleteGraph() throws {
        let sut = Assembler([StorageAssembly(), CharactersAssembly()])

        let container = try sut.makeContainer()

        #expect(try container.resolve(AppRoot.self).repository.storage.label == "disk")
    }

    @Test func reportsEveryMissingRegistrationAndCycleInOneErrorEachWithItsPath() throws {
        let sut = Assembler([
            CharactersAssembly(),
            ClosureAssembly { container throws(DependencyError) in
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
            },
        ])

        let problems = try #require(verificationProblems { try sut.makeContainer() })

        #expect(problems.count == 3)
        let storage = DependencyKey((any Storage).self)
        #expect(
            problems.contains { isMissing(storage, path: [DependencyKey(CharactersRepository.self), storage], $0) })
        let service = DependencyKey(ModuleA.Service.self)
        #expect(problems.contains { isMissing(service, path: [DependencyKey(SharedClient.self), service], $0) })
        #expect(problems.contains { isCycle(of: [CycleStart.self, CycleEnd.self], $0) })
    }

    @Test func reportsAMissingRegistrationNeededByManyTypesOnceWithTheShortestPath() throws {
        let sut = Assembler([CharactersAssembly()])

        let problems = try #require(verificationProblems { try sut.makeContainer() })

        let storage = DependencyKey((any Storage).self)
        #expect(problems.count == 1)
        #expect(problems.first?.path == [DependencyKey(CharactersRepository.self), storage])
    }

    @Test func reportsAssemblyErrorsTogetherWithGraphProblems() throws {
        let sut = Assembler([
            StorageAssembly(), StorageAssembly(),
            ClosureAssembly { container throws(DependencyError) in
                try container.register(SharedClient.self) { resolver in
                    _ = try resolver.resolve(ModuleB.Service.self)
                    return SharedClient()
                }
            },
        ])

        let problems = try #require(verificationProblems { try sut.makeContainer() })

        #expect(problems.count == 2)
        guard case .duplicateRegistration(let key) = problems.first else {
            Issue.record("expected a duplicate registration first, got \(problems)")
            return
        }
        #expect(key == DependencyKey((any Storage).self))
        #expect(problems.last?.path.last == DependencyKey(ModuleB.Service.self))
    }

    @Test func verificationDoesNotCreateTheContainersSingletons() throws {
        let log = FactoryCallLog()
        let sut = Assembler([
            ClosureAssembly { container throws(DependencyError) in
                try container.register(SharedClient.self, scope: .singleton) { _ in
                    log.record(.made("client"))
                    return SharedClient()
                }
            }
        ])
        let container = try sut.makeContainer()
        let madeDuringVerification = log.messages.count

        let first = try container.resolve(SharedClient.self)

        #expect(madeDuringVerification == 1)
        #expect(log.messages.count == 2)
        #expect(try container.resolve(SharedClient.self) === first)
    }

    @Test func verificationOfAChildChecksTheGraphItSees() throws {
        let parent = try Assembler([CharactersAssembly(), StorageAssembly()]).makeContainer()
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
        let sut = Assembler([CharactersAssembly()])

        let error = #expect(throws: DependencyError.self) { try sut.makeContainer() }

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
