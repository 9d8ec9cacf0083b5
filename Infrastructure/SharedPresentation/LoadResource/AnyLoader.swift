/// A `Loader` made from a closure, or wrapping another loader to hide its type.
public struct AnyLoader<Item: Sendable>: Loader {
    private let loadItem: @Sendable () async throws -> Item

    /// Creates a loader that runs `load` on each call.
    public init(_ load: @escaping @Sendable () async throws -> Item) {
        self.loadItem = load
    }

    /// Creates a loader that forwards to `loader`.
    public init<Wrapped: Loader>(_ loader: Wrapped) where Wrapped.Item == Item {
        self.loadItem = { try await loader.load() }
    }

    /// Runs the closure.
    public func load() async throws -> Item {
        try await loadItem()
    }
}
