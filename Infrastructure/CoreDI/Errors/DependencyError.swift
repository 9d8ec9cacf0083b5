/// Why a registration or a resolve failed; every case names the keys involved, and resolve failures carry the
/// resolution path (outermost type first, the failing one last).
public enum DependencyError: Error, CustomStringConvertible {
    /// Nothing is registered for the key; `path` leads from the first type resolved to the missing one.
    case missingRegistration(DependencyKey, path: [DependencyKey])
    /// The types in `cycle` need each other (the first and last entries are the same key); `path` is how the
    /// resolution got there.
    case dependencyCycle(cycle: [DependencyKey], path: [DependencyKey])
    /// Resolution went deeper than `limit` factories without repeating a type.
    case resolutionTooDeep(limit: Int, path: [DependencyKey])
    /// The factory registered for the key threw `underlying`.
    case factoryFailed(DependencyKey, path: [DependencyKey], underlying: any Error)
    /// `register` found the key already registered in the same container; `override` replaces registrations.
    case duplicateRegistration(DependencyKey)
    /// Verifying a dependency graph found these problems (each missing registration and cycle once).
    case verificationFailed([DependencyError])

    /// The resolution path the error carries, outermost type first; empty for registration errors.
    public var path: [DependencyKey] {
        switch self {
        case .missingRegistration(_, let path), .dependencyCycle(_, let path), .resolutionTooDeep(_, let path),
            .factoryFailed(_, let path, _):
            path
        case .duplicateRegistration, .verificationFailed:
            []
        }
    }

    /// The problems a failed verification found, or this error alone.
    public var problems: [DependencyError] {
        if case .verificationFailed(let problems) = self { return problems }
        return [self]
    }
}
