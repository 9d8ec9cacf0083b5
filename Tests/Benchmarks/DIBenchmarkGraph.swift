import CoreDI

/// The types the `di` suite resolves: a leaf, a three-level graph and a shared service.
enum DIBenchmarkGraph {
    final class Leaf: Sendable {
        let id: Int

        init(id: Int) {
            self.id = id
        }
    }

    final class Middle: Sendable {
        let leaf: Leaf

        init(leaf: Leaf) {
            self.leaf = leaf
        }
    }

    final class Root: Sendable {
        let middle: Middle

        init(middle: Middle) {
            self.middle = middle
        }
    }

    final class SharedService: Sendable {
        let id = 42
    }

    struct Settings: Sendable {
        let pageSize = 20
        let retries = 3
    }

    /// The hand-written equivalent: factories as stored closures, the way a composition root without a container
    /// hands them to features, building the same objects.
    struct HandWrittenFactories: Sendable {
        let makeLeaf: @Sendable () -> Leaf
        let makeMiddle: @Sendable () -> Middle
        let makeRoot: @Sendable () -> Root
        let shared: @Sendable () -> SharedService
        let settings: @Sendable () -> Settings

        // Not inlined, so the loop calls opaque closures (as a feature handed these factories would) and the
        // objects are heap-allocated as the container's are, rather than promoted to the stack.
        @inline(never)
        static func make() -> HandWrittenFactories {
            let makeLeaf: @Sendable () -> Leaf = { Leaf(id: 1) }
            let makeMiddle: @Sendable () -> Middle = { Middle(leaf: makeLeaf()) }
            let sharedService = SharedService()
            let settings = Settings()
            return HandWrittenFactories(
                makeLeaf: makeLeaf,
                makeMiddle: makeMiddle,
                makeRoot: { Root(middle: makeMiddle()) },
                shared: { sharedService },
                settings: { settings }
            )
        }
    }

    /// A container with the same registrations: `Leaf`, `Middle` and `Root` transient, `SharedService` and
    /// `Settings` singletons.
    static func makeContainer() throws(DependencyError) -> DependencyContainer {
        let container = DependencyContainer()
        try container.register(Leaf.self) { _ in Leaf(id: 1) }
        try container.register(Middle.self) { resolver in Middle(leaf: try resolver.resolve(Leaf.self)) }
        try container.register(Root.self) { resolver in Root(middle: try resolver.resolve(Middle.self)) }
        try container.register(SharedService.self, scope: .singleton) { _ in SharedService() }
        try container.register(Settings.self, scope: .singleton) { _ in Settings() }
        return container
    }
}
