import Foundation
import Networking
import TestSupport
import Testing

/// The `HTTPClient` contract every decorator keeps: requests pass through unchanged, any status comes back as a
/// response, and errors of the wrapped client reach the caller.
@Suite("HTTPClient decorator contract")
struct DecoratorContractTests {
    struct Decorator: Sendable, CustomTestStringConvertible {
        let name: String
        let wrap: @Sendable (any HTTPClient) -> any HTTPClient

        var testDescription: String { name }
    }

    static let decorators: [Decorator] = [
        Decorator(name: "retrying") { $0.retrying(clock: TestClock(), unitRandom: { 0.5 }) },
        Decorator(name: "deadline") { $0.withDeadline(.seconds(30), clock: TestClock()) },
        Decorator(name: "coalescing") { $0.coalescing() },
        Decorator(name: "size limited") { $0.limitingResponseSize(to: 1_000) },
        Decorator(name: "metrics") { $0.observed(by: RequestMetrics()) },
    ]

    @Test(arguments: decorators)
    func passesTheRequestThroughUnchanged(decorator: Decorator) async throws {
        let spy = ScriptedHTTPClientSpy(script: [.success(response(200))])
        let request = HTTPRequest(method: .head, url: anyURL("location/3"), headers: ["Accept": "application/json"])

        _ = try await decorator.wrap(spy).send(request)

        #expect(spy.messages == [.send(request)])
    }

    @Test(arguments: decorators)
    func returnsAnErrorStatusAsAResponse(decorator: Decorator) async throws {
        let answer = response(404, headers: ["Content-Type": "application/json"], body: #"{"error":"Nothing"}"#)
        let spy = ScriptedHTTPClientSpy(script: [.success(answer)])

        #expect(try await decorator.wrap(spy).send(.get(anyURL())) == answer)
    }

    @Test(arguments: decorators)
    func rethrowsTheWrappedClientsError(decorator: Decorator) async {
        let spy = ScriptedHTTPClientSpy(script: [.failure(transportError(.offline))])

        await #expect(throws: transportError(.offline)) { try await decorator.wrap(spy).send(.get(anyURL())) }
    }

    @Test(arguments: decorators)
    func throwsCancellationErrorWhenTheCallerCancels(decorator: Decorator) async {
        let spy = ScriptedHTTPClientSpy()
        let sut = decorator.wrap(spy)
        let task = Task { try await sut.send(.get(anyURL())) }

        await spy.waitForPending(1)
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        await spy.waitForMessages(2)
        #expect(spy.messages == [.send(.get(anyURL())), .cancelled(.get(anyURL()))])
    }
}
