import Foundation
import Networking
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URLSessionHTTPClient")
struct URLSessionHTTPClientTests {
    @Test func passesStatusHeadersAndBodyThrough() async throws {
        try await withLeakTracking { leaks async throws in
            let (sut, host) = makeSUT(leaks: leaks)
            defer { StubURLProtocol.remove(host: host) }
            StubURLProtocol.stub(
                host: host,
                .respond(
                    status: 404, headers: ["X-Custom": "abc", "Content-Type": "application/json"],
                    chunks: [Data("{}".utf8)])
            )
            let url = try url(host, "character/9999")

            let received = try await sut.send(.get(url))

            #expect(received.statusCode == 404)
            #expect(received.header("x-custom") == "abc")
            #expect(received.header("content-type") == "application/json")
            #expect(received.body == Data("{}".utf8))
            #expect(received.url == url)
        }
    }

    @Test func sendsTheMethodHeadersAndBody() async throws {
        let (sut, host) = makeSUT()
        defer { StubURLProtocol.remove(host: host) }
        StubURLProtocol.stub(host: host, .respond(status: 201, headers: [:], chunks: []))
        let url = try url(host, "character")

        _ = try await sut.send(HTTPRequest(method: .post, url: url, headers: ["X-Token": "t"], body: Data("x".utf8)))

        let received = try #require(StubURLProtocol.received(host: host).first)
        #expect(received.method == "POST")
        #expect(received.url == url)
        #expect(received.headers["X-Token"] == "t")
    }

    @Test func joinsBodyChunksInOrder() async throws {
        let (sut, host) = makeSUT()
        defer { StubURLProtocol.remove(host: host) }
        let chunks = ["ab", "cd", "ef"].map { Data($0.utf8) }
        StubURLProtocol.stub(host: host, .respond(status: 200, headers: [:], chunks: chunks))

        #expect(try await sut.send(.get(try url(host, "x"))).body == Data("abcdef".utf8))
    }

    @Test func neverUsesURLCacheSoQueriesAreNotConfused() async throws {
        let (sut, host) = makeSUT()
        defer { StubURLProtocol.remove(host: host) }
        let cacheable = ["Cache-Control": "public, max-age=7776000, immutable"]
        StubURLProtocol.stub(
            host: host,
            .respond(status: 200, headers: cacheable, chunks: [Data("page 1".utf8)]),
            .respond(status: 200, headers: cacheable, chunks: [Data("page 2".utf8)])
        )

        let first = try await sut.send(.get(try url(host, "character?page=1")))
        let second = try await sut.send(.get(try url(host, "character?page=2")))

        #expect(String(decoding: first.body, as: UTF8.self) == "page 1")
        #expect(String(decoding: second.body, as: UTF8.self) == "page 2")
        #expect(
            StubURLProtocol.received(host: host).map(\.cachePolicy) == [
                .reloadIgnoringLocalCacheData, .reloadIgnoringLocalCacheData,
            ])
        #expect(!sut.usesURLCache)
    }

    @Test func disablesTheCacheEvenWhenTheConfigurationHasOne() {
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = URLCache(memoryCapacity: 1_000_000, diskCapacity: 0, diskPath: nil)
        configuration.requestCachePolicy = .returnCacheDataElseLoad

        let sut = URLSessionHTTPClient(configuration: configuration)

        #expect(!sut.usesURLCache)
        #expect(configuration.urlCache != nil, "the caller's configuration is copied, not changed")
    }

    @Test(arguments: [
        (URLError.Code.notConnectedToInternet, TransportFailure.offline),
        (.cannotConnectToHost, .connectionRefused),
        (.timedOut, .timedOut),
        (.networkConnectionLost, .connectionLost),
        (.cannotFindHost, .hostNotFound),
        (.secureConnectionFailed, .secureConnectionFailed),
        (.badServerResponse, .connectionLost),
        (.unknown, .other),
    ])
    func mapsURLErrorsToTransportFailures(code: URLError.Code, failure: TransportFailure) async throws {
        let (sut, host) = makeSUT()
        defer { StubURLProtocol.remove(host: host) }
        StubURLProtocol.stub(host: host, .fail(code))
        let url = try url(host, "character")

        let error = await #expect(throws: NetworkError.self) { try await sut.send(.get(url)) }

        guard case .transport(let received, let reason, let failedURL) = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(received == failure)
        #expect(reason.contains("\(code.rawValue)"))
        #expect(failedURL == url)
    }

    @Test func mapsURLErrorCancelledToCancellationError() async throws {
        let (sut, host) = makeSUT()
        defer { StubURLProtocol.remove(host: host) }
        StubURLProtocol.stub(host: host, .fail(.cancelled))

        await #expect(throws: CancellationError.self) { try await sut.send(.get(try url(host, "character"))) }
    }

    @Test func cancellingTheCallerCancelsTheRequest() async throws {
        try await withLeakTracking { leaks async throws in
            let (sut, host) = makeSUT(leaks: leaks)
            defer { StubURLProtocol.remove(host: host) }
            StubURLProtocol.stub(host: host, .hang)
            let url = try url(host, "character")
            let task = Task { try await sut.send(.get(url)) }

            #expect(await waitUntil { StubURLProtocol.received(host: host).count == 1 })
            task.cancel()

            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(await waitUntil { StubURLProtocol.stopCount(host: host) == 1 })
        }
    }

    @Test func aCallerCancelledBeforeSendingGetsCancellationErrorWithoutARequest() async throws {
        let (sut, host) = makeSUT()
        defer { StubURLProtocol.remove(host: host) }
        StubURLProtocol.stub(host: host, .respond(status: 200, headers: [:], chunks: []))
        let url = try url(host, "character")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.send(.get(url))
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(StubURLProtocol.received(host: host).isEmpty)
    }

    @Test func rejectsADeclaredContentLengthOverTheLimitBeforeReadingTheBody() async throws {
        let (sut, host) = makeSUT(maximumResponseBytes: 10)
        defer { StubURLProtocol.remove(host: host) }
        StubURLProtocol.stub(
            host: host, .respond(status: 200, headers: ["Content-Length": "11"], chunks: [Data(count: 11)]))
        let url = try url(host, "character/avatar/1.jpeg")

        await #expect(throws: NetworkError.responseTooLarge(limit: 10, url: url)) { try await sut.send(.get(url)) }
    }

    @Test func rejectsABodyThatGrowsOverTheLimitWhileArriving() async throws {
        let (sut, host) = makeSUT(maximumResponseBytes: 10)
        defer { StubURLProtocol.remove(host: host) }
        StubURLProtocol.stub(host: host, .respond(status: 200, headers: [:], chunks: [Data(count: 6), Data(count: 6)]))
        let url = try url(host, "character")

        await #expect(throws: NetworkError.responseTooLarge(limit: 10, url: url)) { try await sut.send(.get(url)) }
    }

    @Test func deliversABodyAtTheLimit() async throws {
        let (sut, host) = makeSUT(maximumResponseBytes: 10)
        defer { StubURLProtocol.remove(host: host) }
        StubURLProtocol.stub(host: host, .respond(status: 200, headers: [:], chunks: [Data(count: 5), Data(count: 5)]))

        #expect(try await sut.send(.get(try url(host, "character"))).body.count == 10)
    }

    // MARK: - Helpers

    private func makeSUT(
        maximumResponseBytes: Int? = nil,
        leaks: LeakTracker? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: URLSessionHTTPClient, host: String) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        let sut = URLSessionHTTPClient(configuration: configuration, maximumResponseBytes: maximumResponseBytes)
        leaks?.track(sut, sourceLocation: sourceLocation)
        return (sut, StubURLProtocol.makeHost())
    }

    private func url(_ host: String, _ path: String) throws -> URL {
        try #require(URL(string: "http://\(host)/api/\(path)"))
    }
}
