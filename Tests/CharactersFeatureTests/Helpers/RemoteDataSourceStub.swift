import Foundation
import Locking

@testable import CharactersFeature

/// A remote data source that records each URL and answers from a queue of results (the last one repeats).
final class RemoteDataSourceStub: RemoteDataSource {
    private struct State {
        var urls: [URL] = []
        var results: [Result<Data, any Error>]
    }

    private let state: Locked<State>

    init(_ results: [Result<Data, any Error>]) {
        state = Locked(State(results: results))
    }

    convenience init(json: String) {
        self.init([.success(Data(json.utf8))])
    }

    var requestedURLs: [URL] {
        state.withLock { $0.urls }
    }

    func answer(with results: [Result<Data, any Error>]) {
        state.withLock { $0.results = results }
    }

    func data(from url: URL) async throws -> Data {
        let result = state.withLock { state -> Result<Data, any Error> in
            state.urls.append(url)
            if state.results.count > 1 {
                return state.results.removeFirst()
            }
            return state.results.first ?? .failure(URLError(.badServerResponse))
        }
        return try result.get()
    }
}
