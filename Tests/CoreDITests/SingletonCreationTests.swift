import CoreDI
import Dispatch
import TestSupport
import Testing

@Suite("DependencyContainer: making singletons")
struct SingletonCreationTests {
    @Test func singletonFactoriesResolvingOtherSingletonsDirectlyAndThroughATransientMakeEachOnce() throws {
        let (sut, log) = makeSUT()
        try registerSingletonChain(in: sut, log: log)

        let top = try sut.resolve(Top.self)

        #expect(top.middle.bottom === (try sut.resolve(Bottom.self)))
        #expect(top.middle === (try sut.resolve(Middle.self)))
        #expect(log.messages == [.made("top"), .made("bottom"), .made("middle")])
    }

    @Test func singletonsNeedingEachOtherResolvedFromManyThreadsMakeEachOnce() async throws {
        let (sut, log) = makeSUT()
        try registerSingletonChain(in: sut, log: log)
        let resolved = ResolvedObjects()

        // Threads of their own: blocking the cooperative pool would starve other suites' servers.
        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 90) { index in
                switch index % 3 {
                case 0: resolved.append(try? sut.resolve(Top.self).middle.bottom)
                case 1: resolved.append(try? sut.resolve(Middle.self).bottom)
                default: resolved.append(try? sut.resolve(Bottom.self))
                }
            }
        }

        #expect(resolved.count == 90)
        #expect(resolved.distinctCount == 1)
        #expect(log.messages.sorted { "\($0)" < "\($1)" } == [.made("bottom"), .made("middle"), .made("top")])
    }

    @Test func aParentSingletonResolvedThroughManyChildrenOnManyThreadsIsMadeOnce() async throws {
        let (sut, log) = makeSUT()
        try registerSingletonChain(in: sut, log: log)
        let resolved = ResolvedObjects()

        // Threads of their own: blocking the cooperative pool would starve other suites' servers.
        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 50) { _ in
                resolved.append(try? sut.makeChild().resolve(Top.self))
            }
        }

        #expect(resolved.count == 50)
        #expect(resolved.distinctCount == 1)
        #expect(log.messages.count == 3)
    }

    @Test func singletonsInACycleResolvedFromManyThreadsEachReportTheCycleInsteadOfDeadlocking() async throws {
        let (sut, _) = makeSUT()
        try sut.register(Middle.self, scope: .singleton) { resolver in
            _ = try resolver.resolve(Top.self)
            return Middle(bottom: Bottom())
        }
        try sut.register(Top.self, scope: .singleton) { resolver in
            Top(middle: try resolver.resolve(Middle.self))
        }
        let cycles = Labels()

        // Threads of their own: blocking the cooperative pool would starve other suites' servers.
        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 40) { index in
                do throws(DependencyError) {
                    if index.isMultiple(of: 2) {
                        _ = try sut.resolve(Top.self)
                    } else {
                        _ = try sut.resolve(Middle.self)
                    }
                    cycles.record(expected: "cycle", actual: "a value")
                } catch {
                    guard case .dependencyCycle(let cycle, _) = error else {
                        cycles.record(expected: "cycle", actual: "\(error)")
                        return
                    }
                    cycles.record(expected: "2 types", actual: "\(Set(cycle).count) types")
                }
            }
        }

        #expect(cycles.mismatches.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> (DependencyContainer, FactoryCallLog) {
        (DependencyContainer(), FactoryCallLog())
    }
}
