import Foundation
import Locking
import Storage

/// Stands in for the server: answers each fetch with the next scripted answer, and records the validators each
/// conditional fetch was handed.
final class NetworkSpy: Sendable {
    struct Failure: Error, Equatable {
        let message: String
    }

    private struct State {
        var answers: [Result<FetchedAnswer, any Error>] = []
        var validators: [CacheValidators] = []
    }

    private let state = Locked(State())

    var fetchCount: Int { state.withLock { $0.validators.count } }

    /// The validators each fetch was handed, in order (empty for an unconditional one).
    var sentValidators: [CacheValidators] { state.withLock { $0.validators } }

    func willSucceed(with data: Data) {
        willAnswer(.body(data, .unspecified))
    }

    func willAnswer(_ answer: FetchedAnswer) {
        state.withLock { $0.answers.append(.success(answer)) }
    }

    func willFail(with error: any Error) {
        state.withLock { $0.answers.append(.failure(error)) }
    }

    /// The next answer's bytes, for a server that says nothing of caching (a 304 fails the fetch).
    func fetch() async throws -> Data {
        guard case .body(let data, _) = try await fetchAnswer(CacheValidators()) else {
            throw Failure(message: "a 304 to a plain fetch")
        }
        return data
    }

    func fetchAnswer(_ validators: CacheValidators) async throws -> FetchedAnswer {
        let result = state.withLock { state -> Result<FetchedAnswer, any Error> in
            state.validators.append(validators)
            return state.answers.isEmpty ? .failure(Failure(message: "unexpected fetch")) : state.answers.removeFirst()
        }
        return try result.get()
    }
}
