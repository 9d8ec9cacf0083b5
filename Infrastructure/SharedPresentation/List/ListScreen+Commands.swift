import FeatureDomain

extension ListScreen {
    /// Starts `command`; `open ID` returns the row's route.
    public func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .next where parts.style == .pages: try movePage(by: 1, command: command)
        case .previous where parts.style == .pages: try movePage(by: -1, command: command)
        case .loadMore where parts.style == .endless: try loadMore()
        case .page(let number) where parts.style == .pages:
            try notLoading(command.verb)
            start(ListQuery(page: number, filter: (shown ?? requested).filter))
        case .refresh: try refresh()
        case .retry:
            guard loads.retry() else {
                throw .unavailable(command: command.verb, reason: "nothing failed that a retry can help")
            }
        case .search(let text, let typing):
            let filter = try refinedFilter { (base) throws(ListQueryError) in
                try parts.filters.searching(text, in: base)
            }
            guard typing else {
                cancelSearch()
                if !isCurrent(filter) {
                    start(ListQuery(page: 1, filter: filter))
                }
                return nil
            }
            submitSearch(filter)
        case .filter(let key, let value):
            let filter = try refinedFilter { (base) throws(ListQueryError) in
                try parts.filters.setting(key, to: value, in: base)
            }
            cancelSearch()
            if !isCurrent(filter) {
                start(ListQuery(page: 1, filter: filter))
            }
        case .open(let id):
            guard isShown(id) else { throw .notOnPage(id: id, route: parts.open(id).description) }
            return parts.open(id)
        case .action(let word, let id) where word == images?.addition.word:
            guard isShown(id) else { throw .notOnPage(id: id, route: parts.open(id).description) }
            images?.load(id)
        case .openLink(let word):
            let example = items.first.map { " such as 'open \($0.id)'" } ?? ""
            throw .invalidArgument(
                "'\(word)' is not a row of the \(parts.noun.plural) list: here 'open' takes a row's id\(example)")
        case .next, .previous, .page, .loadMore, .action:
            throw .unsupported(command: command.verb, screen: "the \(parts.noun.plural) list")
        }
        return nil
    }

    /// Why the image asked for by its word failed; the list's other commands fail only as loads (in its status).
    public func failure(of command: ScreenCommand) -> String? {
        guard case .action(_, let id) = command else { return nil }
        return images?.failure(of: id)
    }

    private func notLoading(_ verb: String) throws(ScreenCommandError) {
        guard !isLoading else { throw .unavailable(command: verb, reason: "a page is still loading") }
    }

    private func isShown(_ id: Int) -> Bool {
        items.contains { $0.id == id }
    }

    private func refresh() throws(ScreenCommandError) {
        try notLoading("refresh")
        guard routeError == nil else {
            throw .unavailable(command: "refresh", reason: "the filters are not valid; search or filter again")
        }
        refreshShown()
    }

    private func movePage(by offset: Int, command: ScreenCommand) throws(ScreenCommandError) {
        try notLoading(command.verb)
        guard let shown, let page = pages.last?.value else {
            throw .unavailable(command: command.verb, reason: "nothing is shown yet")
        }
        guard offset > 0 ? page.hasNextPage : page.hasPreviousPage else {
            let reason = offset > 0 ? "this is the last page" : "this is the first page"
            throw .unavailable(command: command.verb, reason: reason)
        }
        start(ListQuery(page: page.number + offset, filter: shown.filter))
    }

    private func loadMore() throws(ScreenCommandError) {
        let verb = ScreenCommand.loadMore.verb
        guard !isLoadingMore else { return }
        try notLoading(verb)
        guard let page = pages.last?.value else {
            throw .unavailable(command: verb, reason: "nothing is shown yet")
        }
        guard page.hasNextPage else {
            throw .unavailable(command: verb, reason: "every \(parts.noun.singular) is loaded already")
        }
        loadNextPage()
    }

    // Builds on the search waiting for its delay, if any, else on the filter last asked for.
    private func refinedFilter(
        _ refine: (ListFilter) throws(ListQueryError) -> ListFilter
    ) throws(ScreenCommandError) -> ListFilter {
        do {
            return try refine(pendingSearch?.filter ?? requested.filter)
        } catch {
            throw .invalidArgument(LoadFailureText.message(for: error))
        }
    }
}
