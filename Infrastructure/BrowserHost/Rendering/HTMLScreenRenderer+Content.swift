import SharedPresentation

// The screen's content: a detail's image, fields and actions, then its sections as cards.
extension HTMLScreenRenderer {
    func content(_ page: ScreenPage) -> HTML {
        var children: [HTML] = []
        if let item = page.itemRoute, page.snapshot.status == .loaded || !page.snapshot.fields.isEmpty {
            children.append(detail(page, item: item))
        }
        children += page.snapshot.sections.map { section($0, in: page) }
        return .joined(children)
    }

    private func detail(_ page: ScreenPage, item: AppRoute) -> HTML {
        let fields = page.snapshot.fields.filter { $0.label.lowercased() != page.imageWord?.lowercased() }
        let list = HTML.element(
            "dl", [:],
            fields.flatMap { field -> [HTML] in
                let value: HTML =
                    field.route.map { .element("a", ["href": WebAddress.path(of: $0)], text: field.value) }
                    ?? .text(field.value)
                return [.element("dt", text: field.label), .element("dd", [:], [value])]
            })
        let image = page.imageAddress(of: item).map {
            HTML.element(
                "img", ["class": "avatar", "src": $0, "alt": page.snapshot.title, "width": "300", "height": "300"])
        }
        return .element(
            "article", ["class": "item"],
            [image ?? .empty, .element("div", [:], [list, offers(for: item, named: page.snapshot.title, in: page)])])
    }

    private func section(_ section: ScreenSnapshot.Section, in page: ScreenPage) -> HTML {
        var children: [HTML] = []
        if let title = section.title {
            children.append(.element("h2", text: title))
        }
        if section.rows.isEmpty, let message = section.emptyMessage {
            children.append(.element("p", ["class": "empty"], text: message))
        } else {
            children.append(.element("ul", ["class": "cards"], section.rows.map { card($0, in: page) }))
        }
        if section.hiddenRows > 0 {
            children.append(.element("p", ["class": "hidden-rows"], text: "\(section.hiddenRows) more not shown"))
        }
        return .element("section", [:], children)
    }

    private func card(_ row: ScreenSnapshot.Row, in page: ScreenPage) -> HTML {
        var inside: [HTML] = []
        if let image = page.imageAddress(of: row.route) {
            inside.append(
                .element(
                    "img", ["src": image, "alt": "", "loading": "lazy", "width": "300", "height": "300"]))
        }
        inside.append(.element("span", ["class": "title"], text: row.title))
        if let detail = row.detail {
            inside.append(.element("span", ["class": "detail"], text: detail))
        }
        let link: HTML =
            row.route.map { .element("a", ["href": WebAddress.path(of: $0)], inside) }
            ?? .element("div", [:], inside)
        let actions = row.route.map { offers(for: $0, named: row.title, in: page) } ?? .empty
        return .element("li", ["class": "card"], [link, actions])
    }

    /// The buttons of the actions offered for the item `route` shows, each a form posting the action.
    private func offers(for route: AppRoute, named name: String, in page: ScreenPage) -> HTML {
        guard let actions = page.offers[route], !actions.isEmpty, let id = route.id else { return .empty }
        return .element(
            "div", ["class": "actions"],
            actions.map { action in
                let label = DisplayWord.capitalized(action.name)
                return .element(
                    "form", ["method": "post", "action": BrowserHost.actionPath, "class": "action"],
                    [
                        hidden("name", action.name), hidden("id", String(id)), hidden("return", page.address),
                        .element(
                            "button",
                            [
                                "type": "submit", "class": "action-\(action.name)", "title": label,
                                "aria-label": "\(label) \(name)",
                            ], text: action.symbol ?? label),
                    ])
            })
    }

    func hidden(_ name: String, _ value: String) -> HTML {
        .element("input", ["type": "hidden", "name": name, "value": value])
    }
}
