import Locking

/// The answers a `ReplicaAPI` has prepared, by normalised request target, shared by its copies.
final class PreparedAnswers: Sendable {
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

    func answer(forTarget target: String, prepare: () -> PreparedAnswer) -> PreparedAnswer {
        if let kept = state.withLock({ $0.answers[target] }) { return kept }
        // Outside the lock: two racing requests for one target may both prepare it, alike.
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

    var count: Int {
        state.withLock { $0.answers.count }
    }
}
