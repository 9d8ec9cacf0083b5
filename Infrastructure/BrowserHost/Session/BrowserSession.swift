import FeatureKit
import Foundation
import HeadlessHost
import Locking
import LoopbackHTTP
import SharedPresentation

/// The App in a browser: each request becomes a screen's page, a command, an action, an image or an event stream.
///
/// It keeps the screens open between requests, so every window shows the same App.
@MainActor
public final class BrowserSession {
    let factory: any ScreenFactory
    let actions: (any ActionRouter)?
    let manifests: [FeatureManifest]
    let appName: String
    let address: WebAddress
    let renderer = HTMLScreenRenderer()
    let limits: BrowserLimits
    private let clock: any Clock<Duration>
    let screens: OpenScreens
    /// Each route name's image source, once asked for: nil when its items have no image.
    var imageSources: [String: ImageAddition?] = [:]

    /// Creates a session over the App's screens and actions, described by the features' `manifests`.
    public init(
        factory: any ScreenFactory, actions: (any ActionRouter)?, manifests: [FeatureManifest], appName: String,
        clock: any Clock<Duration>, limits: BrowserLimits = BrowserLimits()
    ) {
        self.factory = factory
        self.actions = actions
        self.manifests = manifests
        self.appName = appName
        self.clock = clock
        self.limits = limits
        let commands = manifests.flatMap(\.commands).filter { $0.followedBy == nil }
        address = WebAddress(commands: Dictionary(commands.map { ($0.name, $0) }) { first, _ in first })
        screens = OpenScreens(factory: factory, capacity: limits.openScreens)
        screens.opened = { [weak self] screen in
            screen.observe { [weak self] changed in self?.changed(changed) }
        }
    }

    /// Closes every screen and ends every event stream.
    public func close() {
        screens.closeAll()
    }

    /// The answer to `request`, which the host has checked already (its `Host`, and the origin of a POST).
    public func respond(to request: HTTPServerRequest) async -> HTTPServerResponse {
        let (path, query) = Self.split(request.target)
        let isRead = request.method == "GET" || request.method == "HEAD"
        switch path {
        case "/":
            return isRead ? BrowserResponses.redirect(to: navigation.first?.address ?? "/") : .methodNotAllowed
        case BrowserAssets.stylePath, BrowserAssets.scriptPath:
            return isRead ? BrowserAssets.response(for: path, to: request) : .methodNotAllowed
        case BrowserHost.eventsPath:
            return isRead ? events(query: query) : .methodNotAllowed
        case BrowserHost.actionPath:
            return request.method == "POST" ? await act(request) : .methodNotAllowed
        case BrowserHost.commandPath:
            return request.method == "POST" ? await command(request) : .methodNotAllowed
        case _ where path.hasPrefix(BrowserHost.imagePrefix):
            return isRead
                ? await image(path.dropFirst(BrowserHost.imagePrefix.count), request: request) : .methodNotAllowed
        default:
            return isRead ? await page(path: path, query: query) : .methodNotAllowed
        }
    }

    /// The links of the bar: each feature's lists.
    var navigation: [ScreenPage.Link] {
        manifests.flatMap(\.commands).filter { !$0.takesID && $0.followedBy == nil }.map {
            ScreenPage.Link(title: DisplayWord.capitalized($0.name), address: "/\($0.name)")
        }
    }

    /// Waits until `screen` settles, or `limits.settle` has passed (the page then shows it loading).
    func settle(_ screen: any Screen) async {
        let (clock, limit) = (clock, limits.settle)
        let waiting = Locked<CheckedContinuation<Void, Never>?>(nil)
        let resume: @Sendable () -> Void = { waiting.withLock { $0.take() }?.resume() }
        var timer: Task<Void, Never>?
        await withCheckedContinuation { continuation in
            waiting.withLock { $0 = continuation }
            Task { @MainActor in
                await screen.settle()
                resume()
            }
            timer = Task {
                try? await clock.sleep(for: limit)
                resume()
            }
        }
        timer?.cancel()
    }

    static func split(_ target: String) -> (path: String, query: Substring) {
        guard let mark = target.firstIndex(of: "?") else { return (target, "") }
        return (String(target[..<mark]), target[target.index(after: mark)...])
    }
}
