import CoreDI
import Networking
import Storage
import Tracking

/// What the feature takes from the App, resolved together so that every missing one is reported at once.
struct AppDependencies {
    let client: any HTTPClient
    let configuration: APIConfiguration
    let fetcher: CachedFetcher
    let tracker: any EventTracker
    let clock: any Clock<Duration>

    /// Resolves everything from `resolver` for `key`'s factory; throws the one problem, or `.verificationFailed`
    /// listing each when several are missing.
    init(resolver: any Resolver, requiredBy key: DependencyKey) throws(DependencyError) {
        var attempts = ResolutionAttempts(resolver: resolver)
        let client = attempts.resolve((any HTTPClient).self)
        let configuration = attempts.resolve(APIConfiguration.self)
        let fetcher = attempts.resolve(CachedFetcher.self)
        let tracker = attempts.resolve((any EventTracker).self)
        let clock = attempts.resolve((any Clock<Duration>).self)
        guard let client, let configuration, let fetcher, let tracker, let clock else {
            throw attempts.failure(requiredBy: key)
        }
        self.client = client
        self.configuration = configuration
        self.fetcher = fetcher
        self.tracker = tracker
        self.clock = clock
    }
}

private struct ResolutionAttempts {
    let resolver: any Resolver
    var problems: [DependencyError] = []

    mutating func resolve<T: Sendable>(_ type: T.Type) -> T? {
        do {
            return try resolver.resolve(type)
        } catch {
            problems.append(error)
            return nil
        }
    }

    // One problem is thrown as it is (the container adds the path); several are listed, each with its path.
    func failure(requiredBy key: DependencyKey) -> DependencyError {
        guard problems.count > 1 else { return problems.first ?? .missingRegistration(key, path: [key]) }
        return .verificationFailed(
            problems.map { problem in
                guard case .missingRegistration(let missing, let path) = problem else { return problem }
                return .missingRegistration(missing, path: [key] + path)
            }
        )
    }
}
