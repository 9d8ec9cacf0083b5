import SharedPresentation

/// Renders any screen as HTML, generically, from its snapshot: the whole page, or its parts for a live update.
///
/// One renderer for every feature, as the text and JSON renderers are; it names no feature.
public struct HTMLScreenRenderer: Sendable {
    /// The ids of the page's parts, each replaced on its own when it changes.
    public static let partIDs = ["part-heading", "part-status", "part-tools", "part-content", "part-pager"]

    /// Creates a renderer.
    public init() {}

    /// The whole page: the bar, then the screen's parts.
    public func page(_ page: ScreenPage) -> String {
        let title = [page.snapshot.title, page.snapshot.subtitle].compactMap { $0 }.joined(separator: " · ")
        let head = HTML.element(
            "head", [:],
            [
                .element("meta", ["charset": "utf-8"]),
                .element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
                .element("meta", ["name": "color-scheme", "content": "light dark"]),
                .element("title", text: "\(title) · \(page.appName)"),
                .element("link", ["rel": "stylesheet", "href": BrowserAssets.stylePath]),
                .element("script", ["src": BrowserAssets.scriptPath, "defer": ""]),
            ])
        let parts = self.parts(page)
        let main = HTML.element(
            "main",
            [
                "id": "screen", "data-screen": String(page.screenID), "data-address": page.address,
                "data-events": page.screenID > 0 ? "\(BrowserHost.eventsPath)?screen=\(page.screenID)" : nil,
            ],
            Self.partIDs.map { id in
                let part = parts[id] ?? .empty
                return .element("div", ["id": id, "data-v": ContentVersion.of(part.markup)], [part])
            })
        let body = HTML.element("body", [:], [bar(page), main])
        return HTML.document(.element("html", ["lang": "en"], [head, body])).markup
    }

    /// Each part's inner markup, by its id: what a live update compares and sends.
    public func partMarkup(_ page: ScreenPage) -> [String: String] {
        parts(page).mapValues(\.markup)
    }

    func parts(_ page: ScreenPage) -> [String: HTML] {
        [
            "part-heading": heading(page.snapshot),
            "part-status": status(page),
            "part-tools": tools(page),
            "part-content": content(page),
            "part-pager": pager(page),
        ]
    }

    private func bar(_ page: ScreenPage) -> HTML {
        let links = page.navigation.map { link in
            HTML.element(
                "a", ["href": link.address, "aria-current": page.address.hasPrefix(link.address) ? "page" : nil],
                text: link.title)
        }
        return .element(
            "header", ["class": "bar"],
            [.element("a", ["class": "brand", "href": "/"], text: page.appName), .element("nav", [:], links)])
    }

    private func heading(_ snapshot: ScreenSnapshot) -> HTML {
        .joined([
            .element("h1", text: snapshot.title),
            snapshot.subtitle.map { .element("p", ["class": "subtitle"], text: $0) } ?? .empty,
        ])
    }

    private func status(_ page: ScreenPage) -> HTML {
        var children: [HTML] = []
        switch page.snapshot.status {
        case .idle, .loading:
            children.append(.element("p", ["class": "state loading", "role": "status"], text: "Loading…"))
        case .loaded:
            break
        case .failed(let message, let canRetry, _, _):
            children.append(
                .element(
                    "div", ["class": "state error", "role": "alert"],
                    [.element("p", text: message), canRetry ? command("retry", "Retry", page) : .empty]))
        }
        children += page.snapshot.notices.map { .element("p", ["class": "notice", "role": "status"], text: $0) }
        return .joined(children)
    }
}
