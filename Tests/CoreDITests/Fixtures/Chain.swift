import CoreDI

/// A chain of distinct types, `Link<Start>` -> `Link<Link<Start>>` -> ..., for depth tests.
enum Start {}
struct Link<Previous>: Sendable {}

/// Registers a chain of `length` distinct types, each resolving the next; the last one resolves nothing.
func registerChain(length: Int, in container: DependencyContainer) throws {
    try registerChain(from: Start.self, remaining: length, in: container)
}

private func registerChain<Previous>(from: Previous.Type, remaining: Int, in container: DependencyContainer) throws {
    guard remaining > 0 else { return }
    let isLast = remaining == 1
    try container.register(Link<Previous>.self) { resolver in
        if !isLast { _ = try resolver.resolve(Link<Link<Previous>>.self) }
        return Link<Previous>()
    }
    try registerChain(from: Link<Previous>.self, remaining: remaining - 1, in: container)
}
