extension DetailScreen {
    /// Starts `command`; `open ID` and `open WORD` return the route they lead to.
    public func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .refresh:
            guard !isLoading else {
                throw .unavailable(command: command.verb, reason: "the \(parts.noun.singular) is still loading")
            }
            refresh()
        case .retry:
            guard loads.retry() || related.contains(where: { $0.retry() }) else {
                throw .unavailable(command: command.verb, reason: "nothing failed that a retry can help")
            }
        case .open(let id):
            guard let section = related.first(where: { $0.rows?.value.contains { $0.id == id } == true }) else {
                // Not a row here; when the detail's rows open one route, its command shows the item.
                let opened = Set(related.map(\.section.opens))
                guard opened.count == 1, let route = opened.first else { throw .notOnScreen(id: id) }
                throw .notOnPage(id: id, route: AppRoute(route, id: id).description)
            }
            return AppRoute(section.section.opens, id: id)
        case .openLink(let word):
            return try open(word)
        case .loadMore:
            guard related.contains(where: { $0.unloaded > 0 }), !showsEveryRow else {
                throw .unavailable(command: command.verb, reason: "every row is shown already")
            }
            showsEveryRow = true
            for section in related {
                section.loadAll()
            }
        case .action(let word, let id) where word == images?.addition.word:
            guard id == self.id else { throw .notOnScreen(id: id) }
            // An image already loading is not asked for twice.
            if images?.state(of: id) != .loading {
                images?.load(id)
            }
        case .next, .previous, .page, .search, .filter, .action:
            throw .unsupported(command: command.verb, screen: "\(parts.noun.withArticle)'s detail")
        }
        return nil
    }

    /// Why the image asked for by its word failed; the detail's other commands fail only as loads (in its status).
    public func failure(of command: ScreenCommand) -> String? {
        guard case .action(let word, let id) = command, word == images?.addition.word else { return nil }
        return images?.failure(of: id)
    }

    private func open(_ word: String) throws(ScreenCommandError) -> AppRoute {
        guard let link = parts.links.first(where: { $0.word == word }) else {
            let words = parts.links.map { "'\($0.word)'" }.joined(separator: " or ")
            let offers = words.isEmpty ? "opens no word" : "opens \(words)"
            throw .invalidArgument("A \(parts.noun.singular)'s detail \(offers), not '\(word)'.")
        }
        let command = "open \(word)"
        guard let item else {
            throw .unavailable(command: command, reason: "the \(parts.noun.singular) isn't loaded yet")
        }
        guard let route = link.route(for: item.value) else {
            throw .unavailable(command: command, reason: "the \(parts.noun.singular) names no known \(word)")
        }
        return route
    }
}
