extension DependencyError {
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
