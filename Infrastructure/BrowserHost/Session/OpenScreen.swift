import LoopbackHTTP
import Observation
import SharedPresentation

/// A screen the browser host keeps open: its number, its route as it stands, its event streams, and the
/// observation that tells it when what the screen shows changed.
@MainActor
final class OpenScreen {
    /// The screen's number, which its page's commands and event stream name.
    let id: Int
    let screen: any Screen
    /// The route the screen was opened for; a list's current route follows its query.
    let openedRoute: AppRoute
    /// The open event streams of pages showing the screen.
    var streams: [HTTPResponseStream] = []
    /// The version of each part the streams were sent last.
    var sentVersions: [String: String] = [:]
    /// New streams, to be sent every part by the next publication.
    var waitingForWhole: [HTTPResponseStream] = []
    /// Whether a publication runs, and whether another must follow it.
    var isPublishing = false
    var needsPublishing = false
    /// When it was used last, in the host's count of uses: the least recently used goes first.
    var lastUse = 0
    private var onChange: (@MainActor (OpenScreen) -> Void)?

    init(id: Int, route: AppRoute, screen: any Screen) {
        self.id = id
        self.screen = screen
        openedRoute = route
    }

    /// The route of what the screen shows now: a list's page and filters as its query says, a detail as opened.
    var route: AppRoute {
        guard let query = screen.snapshot.query else { return openedRoute }
        var options = query.filters
        if query.page > 1 {
            options["page"] = String(query.page)
        }
        return AppRoute(openedRoute.name, options: options, flags: openedRoute.flags)
    }

    /// Whether the screen may show `route`: it was opened for the same name, item and flags (only a list's query
    /// changes as it is used).
    func mayShow(_ route: AppRoute) -> Bool {
        openedRoute.name == route.name && openedRoute.id == route.id && openedRoute.flags == route.flags
    }

    /// Calls `handler` after every change of what the screen shows, as SwiftUI's observation of a view's state does.
    func observe(_ handler: @escaping @MainActor (OpenScreen) -> Void) {
        onChange = handler
        track()
    }

    /// Stops observing and ends every stream.
    func close() {
        onChange = nil
        for stream in streams {
            stream.end()
        }
        streams = []
    }

    private func track() {
        guard onChange != nil else { return }
        withObservationTracking {
            _ = screen.snapshot
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in
                guard let self else { return }
                track()
                onChange?(self)
            }
        }
    }
}
