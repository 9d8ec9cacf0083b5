/// Applies module assemblies to a container, then verifies the whole graph, reporting every problem at once.
public struct Assembler {
    /// The assemblies, applied in this order.
    public let assemblies: [any ModuleAssembly]

    /// Creates an assembler for `assemblies`, applied in order.
    public init(_ assemblies: [any ModuleAssembly]) {
        self.assemblies = assemblies
    }

    /// Applies every assembly to `container`, then verifies it (see `DependencyContainer.verify()`); throws
    /// `.verificationFailed` listing each failing assembly's error (a duplicate registration, say) and graph problem.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        var problems: [DependencyError] = []
        for assembly in assemblies {
            do {
                try assembly.assemble(into: container)
            } catch {
                problems.append(error)
            }
        }
        do {
            try container.verify()
        } catch {
            problems += error.problems
        }
        if !problems.isEmpty { throw .verificationFailed(problems) }
    }

    /// A new container with every assembly applied and the graph verified.
    public func makeContainer() throws(DependencyError) -> DependencyContainer {
        let container = DependencyContainer()
        try assemble(into: container)
        return container
    }
}
