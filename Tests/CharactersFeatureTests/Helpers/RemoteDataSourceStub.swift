import FeatureData
import Foundation
import Locking
import Networking

/// A server that records each URL and answers from a queue of results (the last one repeats): a `Data` result is
/// a 200 with that body, an error is thrown as the transport's.
final class RemoteDataSourceStub: HTTPClient {
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

    /// The shared remote data source over this stub, for `configuration`.
    func source(_ configuration: APIConfiguration) -> RemoteDataSource {
        RemoteDataSource(client: self, configuration: configuration)
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let result = state.withLock { state -> Result<Data, any Error> in
            state.urls.append(request.url)
            if state.results.count > 1 {
                return state.results.removeFirst()
            }
            return state.results.first ?? .failure(URLError(.badServerResponse))
        }
        return HTTPResponse(statusCode: 200, headers: [:], body: try result.get(), url: request.url)
    }
}
