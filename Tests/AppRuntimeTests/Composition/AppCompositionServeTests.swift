import APIReplica
import AppRuntime
import Foundation
import LoopbackHTTP
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@MainActor
@Suite("AppComposition: serve")
struct AppCompositionServeTests {
    @Test func servePrintsItsBaseURLAnswersRequestsUntilStoppedAndExitsWithZero() async throws {
        var harness = try CompositionHarness()
        defer { harness.remove() }
        let seen = StatusLog()
        let output = harness.output
        harness.stopRequest = ManualStopRequest {
            await seen.fetch(output.lines.first, path: "/character/1")
        }

        let code = await harness.run(["serve"])

        #expect(code == .success)
        #expect(harness.output.lines.count == 1)
        #expect(harness.output.lines.first?.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+\/api/) != nil)
        #expect(seen.statuses == [200])
        #expect(seen.bodies.first?.contains(#""name":"Rick Sanchez""#) == true)
        #expect(harness.errors.text.contains("the replica has stopped"))
    }

    @Test func serveInjectsTheFaultsItIsGiven() async throws {
        var harness = try CompositionHarness()
        defer { harness.remove() }
        let seen = StatusLog()
        let output = harness.output
        harness.stopRequest = ManualStopRequest {
            await seen.fetch(output.lines.first, path: "/character/1")
        }

        let code = await harness.run(["serve", "--faults", "rate=1,kinds=503"])

        #expect(code == .success)
        #expect(seen.statuses == [503])
    }

    @Test func aTakenPortIsAClearExitOne() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        let occupant = HTTPServer(handler: NotFoundHandler())
        let port = try occupant.start()
        defer { occupant.stop() }

        let code = await harness.run(["serve", "--port", String(port)])

        #expect(code == .failure)
        #expect(harness.errors.text == "cannot serve on 127.0.0.1:\(port): the port is taken by another program\n")
        #expect(harness.output.text.isEmpty)
    }

    @Test func aBadFaultSpecIsBadInputWithTheSpecsMessage() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["serve", "--faults", "rate=2"])

        #expect(code == .usage)
        #expect(harness.errors.lines.count == 1)
        #expect(harness.errors.text.contains("fault spec value '2' for 'rate' is invalid"))
        #expect(harness.errors.text.hasSuffix("; see 'App --help'\n"))
    }

    @Test func serveDoesNotTakeAnAPIServer() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["serve", "--api", "http://127.0.0.1:1/api"])

        #expect(code == .usage)
        #expect(harness.errors.text == "option '--api' does not apply to 'serve'; see 'App --help'\n")
    }

    @Test func aFolderThatIsNoDatasetIsBadInput() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["serve", "--dataset", harness.cacheHome.url.path])

        #expect(code == .usage)
        #expect(harness.errors.text.hasPrefix("cannot load the dataset in '\(harness.cacheHome.url.path)'"))
    }
}

/// What a test saw when it asked the running server.
@MainActor
final class StatusLog {
    private(set) var statuses: [Int] = []
    private(set) var bodies: [String] = []

    func fetch(_ base: String?, path: String) async {
        guard let base, let url = URL(string: base + path) else { return }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        guard let (data, response) = try? await session.data(from: url) else { return }
        statuses.append((response as? HTTPURLResponse)?.statusCode ?? 0)
        bodies.append(String(decoding: data, as: UTF8.self))
    }
}

/// Answers 404 to everything; it only occupies a port.
struct NotFoundHandler: HTTPRequestHandler {
    func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        HTTPServerResponse(status: 404)
    }
}
