import CoreDI
import Testing

@Suite("DependencyContainer: the resolution path")
struct ResolutionPathTests {
    @Test func missingRegistrationBelowASingletonAndATransientNamesEveryFactoryOnTheWay() throws {
        let sut = DependencyContainer()
        try sut.register(AppRoot.self) { resolver in AppRoot(repository: try resolver.resolve()) }
        try sut.register(CharactersRepository.self, scope: .singleton) { resolver in
            CharactersRepository(storage: try resolver.resolve((any Storage).self, name: "disk"))
        }

        let error = #expect(throws: DependencyError.self) { try sut.resolve(AppRoot.self) }

        let storage = DependencyKey((any Storage).self, name: "disk")
        #expect(error?.path == [DependencyKey(AppRoot.self), DependencyKey(CharactersRepository.self), storage])
    }

    @Test func failingFactoryReachedThroughAChildNamesThePathFromTheChild() throws {
        let parent = DependencyContainer()
        try registerSampleGraph(in: parent)
        let child = parent.makeChild()
        try child.register((any Storage).self) { _ in throw FactoryFailure() }

        let error = #expect(throws: DependencyError.self) { try child.resolve(AppRoot.self) }

        let expected = [DependencyKey(AppRoot.self), DependencyKey(CharactersRepository.self)]
        #expect(error?.path == expected + [DependencyKey((any Storage).self)])
    }

    @Test func resolverKeptForLaterStartsAPathOfItsOwn() throws {
        let sut = DependencyContainer()
        try sut.register(CharactersRepository.self) { resolver in
            CharactersRepository(storage: try resolver.resolve((any Storage).self))
        }
        try sut.register(RepositoryFactory.self) { resolver in
            RepositoryFactory { try resolver.resolve(CharactersRepository.self) }
        }
        let factory = try sut.resolve(RepositoryFactory.self)

        let error = #expect(throws: DependencyError.self) { try factory.make() }

        #expect(error?.path == [DependencyKey(CharactersRepository.self), DependencyKey((any Storage).self)])
    }

    @Test func resolverKeptForLaterResolvesItsOwnTypeWithoutACycle() throws {
        let sut = DependencyContainer()
        try sut.register(NestedFactory.self) { resolver in
            NestedFactory { try resolver.resolve(NestedFactory.self) }
        }

        let factory = try sut.resolve(NestedFactory.self)

        #expect(throws: Never.self) { try factory.make().make() }
    }

    @Test func transientFromTheParentResolvedAgainFromTheParentWithinAChildsResolveIsNoCycle() throws {
        let parent = DependencyContainer()
        try parent.registerInstance("parent")
        try parent.register(Between.self) { resolver in
            if try resolver.resolve(String.self) == "child" { _ = try resolver.resolve(Bottom.self) }
            return Between()
        }
        try parent.register(Bottom.self, scope: .singleton) { resolver in
            _ = try resolver.resolve(Between.self)
            return Bottom()
        }
        let child = parent.makeChild()
        try child.registerInstance("child")

        #expect(throws: Never.self) { try child.resolve(Between.self) }
    }

    @Test func cycleThroughASingletonAndATransientNamesBoth() throws {
        let sut = DependencyContainer()
        try sut.register(Bottom.self, scope: .singleton) { resolver in
            _ = try resolver.resolve(Between.self)
            return Bottom()
        }
        try sut.register(Between.self) { resolver in
            _ = try resolver.resolve(Bottom.self)
            return Between()
        }

        let error = #expect(throws: DependencyError.self) { try sut.resolve(Between.self) }

        guard case .dependencyCycle(let cycle, let path) = error else {
            Issue.record("expected dependencyCycle, got \(String(describing: error))")
            return
        }
        let between = DependencyKey(Between.self)
        #expect(cycle == [between, DependencyKey(Bottom.self), between])
        #expect(path == cycle)
    }
}

/// A resolved object that keeps its resolver to make another of itself later.
final class NestedFactory: Sendable {
    private let makeNext: @Sendable () throws -> NestedFactory

    init(make: @escaping @Sendable () throws -> NestedFactory) {
        self.makeNext = make
    }

    func make() throws -> NestedFactory {
        try makeNext()
    }
}
