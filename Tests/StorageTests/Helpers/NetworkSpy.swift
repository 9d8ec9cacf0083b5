import Foundation
import Locking

/// Stands in for the network: answers each fetch with the next scripted result and counts the fetches.
final class NetworkSpy: Sendable {
    struct Failure: Error, Equatable {
        let message: String
    }

    private let state = Locked<(results: [Result<Data, any Error>], fetchCount: Int)>(([], 0))

    var fetchCount: Int { state.withLock { $0.fetchCount } }

    func willSucceed(with data: Data) {
        state.withLock { $0.results.append(.success(data)) }
    }

    func willFail(with error: any Error) {
        state.withLock { $0.results.append(.failure(error)) }
    }

    func fetch() async throws -> Data {
        let result = state.withLock { state -> Result<Data, any Error> in
            state.fetchCount += 1
            return state.results.isEmpty ? .failure(Failure(message: "unexpected fetch")) : state.results.removeFirst()
        }
        return try result.get()
    }
}
