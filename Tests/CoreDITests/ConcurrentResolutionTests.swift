import CoreDI
import Dispatch
import TestSupport
import Testing

@Suite("DependencyContainer: concurrent use")
struct ConcurrentResolutionTests {
    @Test func hundredThreadsResolvingASingletonForTheFirstTimeRunItsFactoryOnce() async throws {
        let (sut, log) = makeSUT()
        try sut.register(SharedClient.self, scope: .singleton) { _ in
            log.record(.made("client"))
            return SharedClient()
        }
        let resolved = ResolvedObjects()

        // Threads of their own: blocking the cooperative pool would starve other suites' servers.
        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 100) { _ in
                resolved.append(try? sut.resolve(SharedClient.self))
            }
        }

        #expect(log.messages == [.made("client")])
        #expect(resolved.distinctCount == 1)
        #expect(resolved.count == 100)
    }

    @Test func hundredTasksResolvingASingletonRunItsFactoryOnce() async throws {
        let (sut, log) = makeSUT()
        try sut.register(SharedClient.self, scope: .singleton) { _ in
            log.record(.made("client"))
            return SharedClient()
        }

        let identifiers = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<100 {
                group.addTask { (try? sut.resolve(SharedClient.self)).map(ObjectIdentifier.init) }
            }
            return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
        }

        #expect(log.messages == [.made("client")])
        #expect(identifiers.count == 1)
        #expect(identifiers.first != nil)
    }

    @Test func graphsResolveFromManyThreadsAtOnce() async throws {
        let (sut, _) = makeSUT()
        try registerSampleGraph(in: sut)
        let resolved = ResolvedObjects()

        // Threads of their own: blocking the cooperative pool would starve other suites' servers.
        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 100) { _ in
                for _ in 0..<20 {
                    resolved.append(try? sut.resolve(AppRoot.self))
                }
            }
        }

        #expect(resolved.count == 2_000)
        #expect(resolved.distinctCount == 2_000)
    }

    @Test func registeringWhileOtherThreadsResolveIsSafe() async throws {
        let (sut, _) = makeSUT()
        try registerSampleGraph(in: sut)
        let failures = ResolvedObjects()

        // Threads of their own: blocking the cooperative pool would starve other suites' servers.
        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 40) { index in
                if index.isMultiple(of: 2) {
                    try? sut.register(SharedClient.self, name: "client \(index)") { _ in SharedClient() }
                    sut.override((any Storage).self) { _ in MemoryStorage() }
                } else {
                    for _ in 0..<50 where (try? sut.resolve(AppRoot.self)) == nil {
                        failures.append(SharedClient())
                    }
                }
            }
        }

        #expect(failures.count == 0)
        for index in stride(from: 0, to: 40, by: 2) {
            #expect(sut.isRegistered(SharedClient.self, name: "client \(index)"))
        }
    }

    @Test func childrenResolveConcurrentlyWithoutSharingTheirOverrides() async throws {
        let (sut, _) = makeSUT()
        try registerSampleGraph(in: sut)
        let labels = Labels()

        // Threads of their own: blocking the cooperative pool would starve other suites' servers.
        try await onDedicatedThread {
            DispatchQueue.concurrentPerform(iterations: 20) { index in
                let child = sut.makeChild()
                let label = index.isMultiple(of: 2) ? "memory" : "disk"
                if label == "memory" {
                    try? child.register((any Storage).self) { _ in MemoryStorage() }
                }
                let resolved = try? child.resolve(AppRoot.self).repository.storage.label
                labels.record(expected: label, actual: resolved)
            }
        }

        #expect(labels.mismatches.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> (DependencyContainer, FactoryCallLog) {
        (DependencyContainer(), FactoryCallLog())
    }
}
