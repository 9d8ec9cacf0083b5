import FeatureDomain
import FeatureKit
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

extension FailureSimulatingImageLoader {
    /// `--failure-rate R`: the share of avatar loads that fail on purpose.
    static let failureRate = FeatureOption.fraction(
        "failure-rate", placeholder: "R", summary: "make a share R (0...1) of avatar loads fail, for demos")
    /// `--failure-seed N`: the seed that decides which avatar loads fail.
    static let failureSeed = FeatureOption.wholeNumber(
        "failure-seed", placeholder: "N", summary: "the seed that makes --failure-rate repeatable")

    /// `loader`, failing avatar loads on purpose when `settings` give a `--failure-rate` above 0.
    @Sendable static func decorating(_ loader: any ImageLoader, settings: FeatureSettings) -> any ImageLoader {
        let rate = settings[failureRate] ?? 0
        guard rate > 0 else { return loader }
        return FailureSimulatingImageLoader(wrapping: loader, failureRate: rate, seed: settings[failureSeed] ?? 0)
    }
}
