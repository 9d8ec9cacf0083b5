extension DependencyError {
    /// A message naming the keys involved and the resolution path, one line per problem.
    public var description: String {
        switch self {
        case .missingRegistration(let key, let path):
            "No registration for \(key)\(Self.neededBy(path))"
        case .dependencyCycle(let cycle, let path):
            "Dependency cycle: \(Self.render(cycle)) (resolution path: \(Self.render(path)))"
        case .resolutionTooDeep(let limit, let path):
            "Resolution went deeper than \(limit) factories without repeating a type: \(Self.render(path))"
        case .factoryFailed(let key, let path, let underlying):
            "The factory for \(key) threw \(underlying)\(Self.neededBy(path))"
        case .duplicateRegistration(let key):
            "\(key) is already registered in this container; use override to replace it"
        case .verificationFailed(let problems):
            (["Dependency graph verification found \(problems.count) problem(s):"]
                + problems.map { "- \($0.description)" }).joined(separator: "\n")
        }
    }

    private static func neededBy(_ path: [DependencyKey]) -> String {
        path.count > 1 ? ", needed by \(render(path))" : ""
    }

    private static func render(_ path: [DependencyKey]) -> String {
        path.map(\.description).joined(separator: " -> ")
    }
}
