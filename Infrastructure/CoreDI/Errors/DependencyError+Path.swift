extension DependencyError {
    /// A cycle whose members are not yet known: thrown where a cycle is suspected and completed as the error
    /// unwinds through the factories that led there (see `completingCycle(limit:)`).
    static func suspectedCycle(at key: DependencyKey) -> DependencyError {
        .dependencyCycle(cycle: [], path: [key])
    }

    /// The error as seen one level further out: `key`'s factory was resolving when it was thrown.
    func prepending(_ key: DependencyKey) -> DependencyError {
        switch self {
        case .missingRegistration(let missing, let path):
            .missingRegistration(missing, path: [key] + path)
        case .dependencyCycle(let cycle, let path):
            .dependencyCycle(cycle: cycle, path: [key] + path)
        case .resolutionTooDeep(let limit, let path):
            .resolutionTooDeep(limit: limit, path: [key] + path)
        case .factoryFailed(let failing, let path, let underlying):
            .factoryFailed(failing, path: [key] + path, underlying: underlying)
        case .verificationFailed(let problems):
            .verificationFailed(problems.map { $0.prepending(key) })
        case .duplicateRegistration:
            self
        }
    }

    /// Names the members of a suspected cycle from its full path, once the error reaches the outermost factory.
    ///
    /// The first key that repeats closes the cycle; with no repeat, the depth limit was hit by a deep but acyclic
    /// chain.
    func completingCycle(limit: Int) -> DependencyError {
        if case .verificationFailed(let problems) = self {
            return .verificationFailed(problems.map { $0.completingCycle(limit: limit) })
        }
        guard case .dependencyCycle(let cycle, let path) = self, cycle.isEmpty else { return self }
        for end in path.indices {
            if let start = path[..<end].firstIndex(of: path[end]) {
                return .dependencyCycle(cycle: Array(path[start...end]), path: Array(path[...end]))
            }
        }
        return .resolutionTooDeep(limit: limit, path: path)
    }

    /// What identifies the problem regardless of the path that found it, so verification reports it once.
    var problemIdentity: ProblemIdentity {
        switch self {
        case .missingRegistration(let key, _): ProblemIdentity(kind: "missing", keys: [key])
        case .factoryFailed(let key, _, _): ProblemIdentity(kind: "factory", keys: [key])
        case .duplicateRegistration(let key): ProblemIdentity(kind: "duplicate", keys: [key])
        case .dependencyCycle(let cycle, _): ProblemIdentity(kind: "cycle", keys: Set(cycle))
        case .resolutionTooDeep(_, let path): ProblemIdentity(kind: "depth", keys: Set(path))
        case .verificationFailed(let problems):
            ProblemIdentity(kind: "verification", keys: Set(problems.flatMap(\.path)))
        }
    }
}

/// The kind of a problem and the keys it is about; two errors with equal identities report the same problem.
struct ProblemIdentity: Hashable {
    let kind: String
    let keys: Set<DependencyKey>
}
