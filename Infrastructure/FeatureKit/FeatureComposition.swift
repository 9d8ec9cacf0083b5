import CoreDI

/// The one way features are assembled (App, previews, tests): `FeatureEnvironment` in one container, each feature
/// in a child of it (never seeing another feature's registrations), over its fixtures when given, each verified.
public enum FeatureComposition {
    /// The container of each of `assemblies`, in order; every feature's problems are one `verificationFailed`.
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
