import Foundation
import Locking
import Networking
import TestSupport

/// An `HTTPClient` that serves a `FakeCatalog`, records every request, tracks how many are in flight, and can
/// spoil answers or hold requests back in waves.
final class FakeCatalogClient: HTTPClient {
    enum Message: Hashable {
        case get(URL)
    }

    private struct State {
        var messages: [Message] = []
        var inFlight = 0
        var maxInFlight = 0
        var corruptAnswersLeft: [URL: Int] = [:]
        var statuses: [URL: Int] = [:]
        var held: [CheckedContinuation<Void, Never>] = []
    }

    let catalog: FakeCatalog
    private let state = Locked(State())
    private let waveSize: Int?
    private let holds: @Sendable (URL) -> Bool
    private let clock: TestClock?
    private let timePerRequest: Duration

    /// Creates a client serving `catalog`.
    ///
    /// Requests for which `holds` is true wait until `waveSize` of them are waiting, then all go on together.
    /// `clock` is advanced by `timePerRequest` on every request, so durations are known.
    init(
        catalog: FakeCatalog,
        waveSize: Int? = nil,
        holds: @escaping @Sendable (URL) -> Bool = { _ in true },
        clock: TestClock? = nil,
        timePerRequest: Duration = .zero
    ) {
        self.catalog = catalog
        self.waveSize = waveSize
        self.holds = holds
        self.clock = clock
        self.timePerRequest = timePerRequest
    }

    var messages: [Message] { state.withLock { $0.messages } }
    var requestedURLs: [URL] { messages.map { if case .get(let url) = $0 { url } else { nil } }.compactMap { $0 } }
    var maxInFlight: Int { state.withLock { $0.maxInFlight } }

    /// The next `count` answers for `url` are 200s with a corrupted body.
    func corrupt(_ url: URL, times count: Int) {
        state.withLock { $0.corruptAnswersLeft[url] = count }
    }

    /// Every answer for `url` has `status`.
    func answer(_ url: URL, status: Int) {
        state.withLock { $0.statuses[url] = status }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let url = request.url
        let (corrupt, status) = state.withLock { state -> (Bool, Int?) in
            state.messages.append(.get(url))
            state.inFlight += 1
            state.maxInFlight = max(state.maxInFlight, state.inFlight)
            let left = state.corruptAnswersLeft[url, default: 0]
            state.corruptAnswersLeft[url] = max(0, left - 1)
            return (left > 0, state.statuses[url])
        }
        clock?.advance(by: timePerRequest)
        if let waveSize, holds(url) {
            await waitForWave(of: waveSize)
        }
        defer { state.withLock { $0.inFlight -= 1 } }
        if let status {
            return HTTPResponse(statusCode: status, body: Data("{\"error\":\"failed\"}".utf8), url: url)
        }
        guard let body = catalog.body(for: url) else {
            return HTTPResponse(statusCode: 404, body: Data("{\"error\":\"There is nothing here\"}".utf8), url: url)
        }
        let answer = corrupt ? body.prefix(body.count / 2) + Data("<garbage".utf8) : body
        return HTTPResponse(statusCode: 200, body: answer, url: url)
    }

    private func waitForWave(of size: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.held.append(continuation)
                guard state.held.count >= size else { return [] }
                defer { state.held.removeAll() }
                return state.held
            }
            released.forEach { $0.resume() }
        }
    }
}
