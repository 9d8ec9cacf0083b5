import CoreDI

/// A graph of 1,000 distinct registered types for the `di` suite's scale measurement.
///
/// Each type is `Node<Tag>` with a distinct tag built from the bits of its index (`Bit1<Bit0<...<Zero>>>`), so the
/// container holds 1,000 registrations keyed by type identity. Node `i` depends on node `(i - 1) / 2` (a binary
/// tree, about ten levels deep); every eighth node is a singleton.
enum DIScaleFixture {
    enum Zero {}
    enum Bit0<Rest> {}
    enum Bit1<Rest> {}

    struct Node<Tag>: Sendable {}

    /// How to register and resolve one node without naming its type.
    struct NodeAccess: Sendable {
        let register: @Sendable (DependencyContainer, Scope, NodeAccess?) throws(DependencyError) -> Void
        let resolve: @Sendable (any Resolver) throws(DependencyError) -> Void
    }

    static let bits = 10

    /// A container with `count` nodes registered.
    static func makeContainer(count: Int) throws(DependencyError) -> (DependencyContainer, [NodeAccess]) {
        let nodes = (0..<count).map { access(index: $0) }
        return (try makeContainer(registering: nodes), nodes)
    }

    /// A new container with `nodes` registered, each depending on its parent in the tree.
    static func makeContainer(registering nodes: [NodeAccess]) throws(DependencyError) -> DependencyContainer {
        let container = DependencyContainer()
        for (index, node) in nodes.enumerated() {
            let dependency = index == 0 ? nil : nodes[(index - 1) / 2]
            try node.register(container, index % 8 == 7 ? .singleton : .transient, dependency)
        }
        return container
    }

    static func access(index: Int) -> NodeAccess {
        access(Zero.self, remainingBits: bits, index: index)
    }

    private static func access<Tag>(_ tag: Tag.Type, remainingBits: Int, index: Int) -> NodeAccess {
        guard remainingBits > 0 else {
            return NodeAccess(
                register: { container, scope, dependency throws(DependencyError) in
                    try container.register(Node<Tag>.self, scope: scope) { resolver in
                        try dependency?.resolve(resolver)
                        return Node<Tag>()
                    }
                },
                resolve: { resolver throws(DependencyError) in _ = try resolver.resolve(Node<Tag>.self) }
            )
        }
        return index & 1 == 0
            ? access(Bit0<Tag>.self, remainingBits: remainingBits - 1, index: index >> 1)
            : access(Bit1<Tag>.self, remainingBits: remainingBits - 1, index: index >> 1)
    }
}
