import FeatureKit
import SharedPresentation

// The page's controls: the filters form, the pager, and the commands posted to the screen.
extension HTMLScreenRenderer {
    func tools(_ page: ScreenPage) -> HTML {
        guard !page.filters.isEmpty, let query = page.snapshot.query else { return .empty }
        let fields = page.filters.map { option in
            let isSearch = option.name == query.searchKey
            let value = query.filters[option.name] ?? ""
            guard option.choices.isEmpty else {
                let choices = [""] + option.choices
                let select = HTML.element(
                    "select", ["name": option.name],
                    choices.map { choice in
                        .element(
                            "option", ["value": choice, "selected": choice == value.lowercased() ? "" : nil],
                            text: choice.isEmpty ? "Any" : DisplayWord.capitalized(choice))
                    })
                return HTML.element("label", [:], [.text(DisplayWord.capitalized(option.name)), select])
            }
            let input = HTML.element(
                "input",
                [
                    "name": option.name, "value": value,
                    "type": option.value == .positiveInteger ? "number" : (isSearch ? "search" : "text"),
                    "min": option.value == .positiveInteger ? "1" : nil, "autocomplete": "off",
                    "data-search": isSearch ? "" : nil,
                ])
            return HTML.element("label", [:], [.text(DisplayWord.capitalized(option.name)), input])
        }
        return .element(
            "form", ["class": "filters", "method": "get", "action": "/\(page.route.name)", "role": "search"],
            fields + [.element("button", ["type": "submit"], text: "Apply")])
    }

    func pager(_ page: ScreenPage) -> HTML {
        var children: [HTML] = []
        if let shown = page.snapshot.page, shown.pages > 1 {
            children.append(pageLink(shown.prev, rel: "prev", text: "‹ Previous", in: page))
            children.append(.element("span", ["class": "position"], text: "Page \(shown.number) of \(shown.pages)"))
            children.append(pageLink(shown.next, rel: "next", text: "Next ›", in: page))
        }
        for action in page.snapshot.actions where action.isEnabled {
            switch action.name {
            case ScreenCommand.loadMore.verb: children.append(command("more", "Show more", page))
            case ScreenCommand.refresh.verb: children.append(command("refresh", "Refresh", page))
            default: continue
            }
        }
        return .element("nav", ["class": "pager", "aria-label": "Pages"], children)
    }

    /// A form posting `name` to the screen, with a button reading `label`.
    func command(_ name: String, _ label: String, _ page: ScreenPage) -> HTML {
        .element(
            "form", ["method": "post", "action": BrowserHost.commandPath, "class": "command"],
            [
                hidden("screen", String(page.screenID)), hidden("command", name),
                .element("button", ["type": "submit", "name": "button", "value": name], text: label),
            ])
    }

    private func pageLink(_ number: Int?, rel: String, text: String, in page: ScreenPage) -> HTML {
        guard let number else { return .element("span", ["class": "page-link", "aria-disabled": "true"], text: text) }
        var route = page.route
        route.options["page"] = number == 1 ? nil : String(number)
        return .element("a", ["class": "page-link", "rel": rel, "href": WebAddress.path(of: route)], text: text)
    }
}
