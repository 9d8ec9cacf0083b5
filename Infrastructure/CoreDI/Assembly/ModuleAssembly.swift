/// The registrations one module contributes; each feature ships one and the App applies them all with `Assembler`.
public protocol ModuleAssembly {
    /// Registers this module's factories in `container`.
    func assemble(into container: DependencyContainer) throws(DependencyError)
}
