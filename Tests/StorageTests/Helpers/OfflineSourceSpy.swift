import Foundation
import Locking
import Storage

/// An offline source that records every key it is asked for (with the error the network gave) and answers as
/// stubbed.
final class OfflineSourceSpy: OfflineSource {
    struct Failure: Error, Equatable {
        let message: String
    }

    private let state = Locked<(asked: [String], errors: [String], answer: Result<CachedData?, Failure>)>(
        ([], [], .success(nil)))

    /// The keys asked for, in order.
    var askedKeys: [String] { state.withLock { $0.asked } }
    /// The network errors each question came after, described.
    var networkErrors: [String] { state.withLock { $0.errors } }

    /// Every question is answered with `data`.
    func willAnswer(_ data: CachedData?) {
        state.withLock { $0.answer = .success(data) }
    }

    /// Every question throws `failure`.
    func willThrow(_ failure: Failure) {
        state.withLock { $0.answer = .failure(failure) }
    }

    func answer(forKey key: String, after error: any Error) throws -> CachedData? {
        let answer = state.withLock { state in
            state.asked.append(key)
            state.errors.append("\(error)")
            return state.answer
        }
        return try answer.get()
    }
}
