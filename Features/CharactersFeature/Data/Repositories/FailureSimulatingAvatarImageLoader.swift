import FeatureDomain
import Locking

/// A decorator that fails a share of avatar loads on purpose, to show failure and retry; deterministic per
/// (seed, character id, attempt), so a run can be repeated exactly.
struct FailureSimulatingAvatarImageLoader: AvatarImageLoader {
    let loader: any AvatarImageLoader
    let roll: FailureRoll
    private let attempts = Locked([Int: Int]())

    /// Wraps `loader`, failing about `failureRate` (0...1) of the attempts as `seed` decides.
    init(wrapping loader: any AvatarImageLoader, failureRate: Double, seed: UInt64) {
        self.loader = loader
        self.roll = FailureRoll(rate: failureRate, seed: seed)
    }

    func loadAvatar(characterID: Int, mode: FetchMode) async throws -> AvatarImage {
        let attempt = attempts.withLock { attempts in
            defer { attempts[characterID, default: 0] += 1 }
            return attempts[characterID, default: 0]
        }
        if roll.fails(id: characterID, attempt: attempt) {
            throw AvatarImageError.simulatedFailure(characterID: characterID, attempt: attempt)
        }
        return try await loader.loadAvatar(characterID: characterID, mode: mode)
    }
}
