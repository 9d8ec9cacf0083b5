import BrowserHost
import FeatureDomain
import FeatureKit
import HeadlessHostTesting
import SharedPresentation
import TestSupport

/// A browser session on fake screens and actions, served on a free loopback port.
@MainActor
struct ServedSession {
    let server: BrowserServer
    let session: BrowserSession
    let screens: FakeScreenFactory
    let actions: ActionRouterSpy
    let port: UInt16

    /// A list of things (`things`, filtered by name), a thing's detail, and `keep ID`, an action on things.
    static let manifest = FeatureManifest(
        name: "things", routes: ["things", "thing"],
        commands: [
            .list("things", summary: "things", filters: ListFilterRules(keys: [.name])),
            .detail(RouteName("thing"), summary: "a thing"),
        ],
        actions: [FeatureAction("keep", summary: "keep a thing", takesID: true, subject: RouteName("thing"))])

    init(limits: BrowserLimits = BrowserLimits(settle: .seconds(30))) throws {
        screens = FakeScreenFactory()
        actions = ActionRouterSpy()
        session = BrowserSession(
            factory: screens, actions: actions, manifests: [Self.manifest], appName: "Test", clock: ContinuousClock(),
            limits: limits)
        server = try BrowserServer.start(session, port: 0)
        port = UInt16(server.url.port ?? 0)
    }

    /// The header lines a page of this host sends: its `Host`, and for a post its `Origin`.
    var pageHeaders: [String] {
        ["Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)"]
    }

    func stop() {
        session.close()
        server.stop()
    }

    /// Sends a request from a page of this host (or with `headers` instead) and reads the answer.
    nonisolated func send(
        _ method: String, _ target: String, body: String = "", headers: [String]? = nil
    ) async throws -> RawHTTPResponse {
        let lines =
            (headers ?? ["Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)"])
            + (body.isEmpty
                ? []
                : ["Content-Type: application/x-www-form-urlencoded", "Content-Length: \(body.utf8.count)"])
        return try await onDedicatedThread { [port] in
            let client = try RawHTTPClient(port: port)
            try client.sendRequest(method, target, headers: lines)
            try client.send(body)
            return try client.readResponse(expectsBody: method != "HEAD")
        }
    }
}
