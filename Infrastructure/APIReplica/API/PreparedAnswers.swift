import Foundation
import Locking

/// The answers a `ReplicaAPI` has prepared, by normalised request target, shared by its copies.
///
/// The dataset does not change while it is served, so an answer prepared once is good for every later request of
/// the same target. Filter queries are unbounded, so the cache is too: past `byteLimit` it drops old answers.
final class PreparedAnswers: Sendable {
    /// The most bytes of answers kept: every page of a 16k-character universe, or many thousand details.
    static let defaultByteLimit = 32 * 1_048_576

    private struct State {
        var answers: [String: PreparedAnswer] = [:]
        var byteCount = 0
    }

    private let byteLimit: Int
    private let state = Locked(State())

    init(byteLimit: Int = defaultByteLimit) {
        self.byteLimit = byteLimit
    }

    /// The answer kept for `target`, or the one `prepare` makes, kept for next time.
    ///
    /// Preparing happens outside the lock: two racing requests for one target may both prepare it, alike.
    func answer(forTarget target: String, prepare: () -> PreparedAnswer) -> PreparedAnswer {
        if let kept = state.withLock({ $0.answers[target] }) { return kept }
        let answer = prepare()
        let size = answer.byteCount + target.utf8.count
        guard size <= byteLimit else { return answer }
        state.withLock { state in
            guard state.answers[target] == nil else { return }
            while state.byteCount + size > byteLimit, let (oldTarget, old) = state.answers.first {
                state.answers[oldTarget] = nil
                state.byteCount -= old.byteCount + oldTarget.utf8.count
            }
            state.answers[target] = answer
            state.byteCount += size
        }
        return answer
    }

    /// How many answers are kept.
    var count: Int {
        state.withLock { $0.answers.count }
    }
}
