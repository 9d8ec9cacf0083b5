import FeatureKit
import HeadlessHost
import LoopbackHTTP
import SharedPresentation

// A screen's page: its route from the address, its screen opened and settled, and the page around its snapshot.
extension BrowserSession {
    func page(path: String, query: Substring) async -> HTTPServerResponse {
        let route: AppRoute
        do throws(UsageError) {
            route = try address.route(path: path, query: WebAddress.fields(query))
        } catch {
            if case .unknownCommand = error {
                return failurePage(status: 404, title: "Not found", message: "Nothing here shows \(path).")
            }
            return failurePage(status: 400, title: "Bad address", message: "\(error.message).")
        }
        let open: OpenScreen
        do {
            open = try screens.open(route)
        } catch {
            return failurePage(status: 404, title: "Not found", message: "\(error)")
        }
        // A kept screen appears again: a detail loads what going away cancelled, a list does nothing twice.
        open.screen.appear()
        await settle(open.screen)
        return BrowserResponses.html(renderer.page(await page(for: open)))
    }

    /// What the page of `open` shows now.
    func page(for open: OpenScreen) async -> ScreenPage {
        let snapshot = open.screen.snapshot
        let route = open.route
        return ScreenPage(
            snapshot: snapshot, screenID: open.id, route: route, appName: appName, navigation: navigation,
            filters: filters(of: route.name), imageRoutes: imageRoutes, imageWord: open.screen.images?.addition.word,
            offers: await offers(for: snapshot, route: route))
    }

    /// A page saying what went wrong, with the bar to go on from.
    func failurePage(status: Int, title: String, message: String) -> HTTPServerResponse {
        let snapshot = ScreenSnapshot(title: title, status: .failed(message: message, canRetry: false))
        let page = ScreenPage(
            snapshot: snapshot, screenID: 0, route: AppRoute("-"), appName: appName, navigation: navigation)
        return BrowserResponses.html(renderer.page(page), status: status)
    }

    /// The options of the list `name`, its page and flags aside: the filters form's fields.
    private func filters(of name: String) -> [CommandOption] {
        let command = manifests.flatMap(\.commands).first { $0.name == name && !$0.takesID }
        return command?.options.filter { $0 != .page && $0.value != .flag } ?? []
    }

    /// The detail routes whose items have an image.
    private var imageRoutes: Set<String> {
        detailRoutes.filter { imageSource(for: $0) != nil }
    }

    /// The routes of the features' details (`character`), the only ones an image is asked of.
    private var detailRoutes: Set<String> {
        Set(manifests.flatMap(\.commands).filter { $0.takesID && $0.followedBy == nil }.map(\.route))
    }

    /// Where the images of the items of detail route `name` come from, asked of one of its screens once; nil for a
    /// name no feature's detail has (so what is kept is bounded by the features).
    func imageSource(for name: String) -> ImageAddition? {
        guard detailRoutes.contains(name) else { return nil }
        if let known = imageSources[name] { return known }
        let source = (try? factory.makeScreen(for: AppRoute(name, id: 1)))?.images?.addition
        imageSources[name] = .some(source)
        return source
    }

    /// The actions to offer beside each item the page shows: those whose subject is the item's route, not done.
    private func offers(for snapshot: ScreenSnapshot, route: AppRoute) async -> [AppRoute: [FeatureAction]] {
        let candidates = manifests.flatMap(\.actions).filter { $0.takesID && $0.subject != nil }
        guard let actions, !candidates.isEmpty else { return [:] }
        var items = snapshot.sections.flatMap(\.rows).compactMap(\.route)
        if let id = route.id {
            items.append(AppRoute(route.name, id: id))
        }
        let asked = Set(items).flatMap { item in
            candidates.filter { $0.subject?.rawValue == item.name }.map {
                (item, $0, ActionRequest($0.name, id: item.id))
            }
        }
        // One question for the whole page: the user's data is read once per action, not once per row.
        let done = await actions.done(asked.map(\.2))
        var offers: [AppRoute: [FeatureAction]] = [:]
        for (item, action, request) in asked where !done.contains(request) {
            offers[item, default: []].append(action)
        }
        return offers
    }
}
