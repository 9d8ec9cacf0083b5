import CoreDI

/// The one way features are assembled, by the App, its previews and every feature's tests: `FeatureEnvironment` in
/// one container, each feature's assembly in a child of it (so a feature sees the App's registrations and its own,
/// never another feature's), its fixtures over its data when given, each child verified.
public enum FeatureComposition {
    /// The container of each of `assemblies`, in order; every problem of every feature (each missing key with the
    /// path that needed it) is one `DependencyError.verificationFailed`.
    public static func containers(
        for assemblies: [any FeatureAssembly], names: [String], environment: FeatureEnvironment,
        fixtures: FeatureFixtures? = nil
    ) throws(DependencyError) -> [DependencyContainer] {
        let app = DependencyContainer()
        try environment.register(into: app, features: names)
        var containers: [DependencyContainer] = []
        var problems: [DependencyError] = []
        for assembly in assemblies {
            let container = app.makeChild()
            do {
                try Assembler([assembly]).assemble(into: container)
                if let fixtures {
                    assembly.assembleFixtures(fixtures, into: container)
                    try container.verify()
                }
            } catch {
                problems += error.problems
            }
            containers.append(container)
        }
        guard problems.isEmpty else { throw .verificationFailed(problems) }
        return containers
    }
}
