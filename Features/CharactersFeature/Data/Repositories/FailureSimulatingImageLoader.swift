import FeatureDomain
import Locking

/// A decorator that fails a share of avatar loads on purpose (`--failure-rate`), to show failure and retry;
/// deterministic per (seed, character id, attempt), so a run can be repeated exactly.
struct FailureSimulatingImageLoader: ImageLoader {
    let loader: any ImageLoader
    let roll: FailureRoll
    private let attempts = Locked([Int: Int]())

    /// Wraps `loader`, failing about `failureRate` (0...1) of the attempts as `seed` decides.
    init(wrapping loader: any ImageLoader, failureRate: Double, seed: UInt64) {
        self.loader = loader
        self.roll = FailureRoll(rate: failureRate, seed: seed)
    }

    func image(of id: Int, mode: FetchMode) async throws -> LoadedImage {
        let attempt = attempts.withLock { attempts in
            defer { attempts[id, default: 0] += 1 }
            return attempts[id, default: 0]
        }
        if roll.fails(id: id, attempt: attempt) {
            throw CharactersError.simulatedFailure(characterID: id, attempt: attempt)
        }
        return try await loader.image(of: id, mode: mode)
    }
}
