import SharedPresentation

extension CharacterListViewModel {
    /// Loads the next page; refused while a page loads and on the last page.
    func next() throws(ScreenCommandError) {
        try movePage(by: 1, command: CharactersStrings.nextAction)
    }

    /// Loads the previous page; refused while a page loads and on the first page.
    func previous() throws(ScreenCommandError) {
        try movePage(by: -1, command: CharactersStrings.previousAction)
    }

    /// Reloads the page shown from the network; refused while a page loads.
    func refresh() throws(ScreenCommandError) {
        let command = CharactersStrings.refreshAction
        guard !isLoading else { throw .unavailable(command: command, reason: CharactersStrings.pageIsLoading) }
        guard routeError == nil else { throw .unavailable(command: command, reason: CharactersStrings.invalidFilters) }
        start(shown?.request ?? requested, mode: .refresh)
    }

    /// Loads the failed page again.
    func retryLoad() throws(ScreenCommandError) {
        guard retry() else {
            throw .unavailable(command: CharactersStrings.retryAction, reason: CharactersStrings.nothingFailed)
        }
    }

    /// Searches by name after the search delay (typing more restarts it); an empty text clears the search.
    func search(_ text: String) throws(ScreenCommandError) {
        let filter = try refinedFilter { (base) throws(CharacterQueryError) in
            try search.filter(searching: text, refining: base)
        }
        debouncer.submit(filter)
    }

    /// Narrows the list by `key` (combining with the search) at once; an empty value removes the filter.
    func filter(key: String, value: String) throws(ScreenCommandError) {
        let filter = try refinedFilter { (base) throws(CharacterQueryError) in
            try search.filter(setting: key, to: value, refining: base)
        }
        debouncer.cancel()
        guard !isCurrent(filter) else { return }
        start(CharacterListRequest(page: 1, filter: filter), mode: .preferSaved)
    }

    /// The detail route of the row `id`.
    func open(_ id: Int) throws(ScreenCommandError) -> AppRoute {
        guard isShown(id) else { throw .notOnScreen(id: id) }
        return CharactersRoute.detail(id: id).appRoute
    }

    /// Loads the avatar of the row `id` again.
    func reloadImage(_ id: Int) throws(ScreenCommandError) {
        guard isShown(id) else { throw .notOnScreen(id: id) }
        avatars.load(id)
    }

    var canGoNext: Bool { !isLoading && shown?.page.value.hasNextPage == true }
    var canGoPrevious: Bool { !isLoading && shown?.page.value.hasPreviousPage == true }

    private func isShown(_ id: Int) -> Bool {
        shown?.page.value.characters.contains { $0.id == id } == true
    }

    // Builds on the search waiting for its delay, if any, else on the filter last asked for.
    private func refinedFilter(
        _ refine: (CharacterFilter) throws(CharacterQueryError) -> CharacterFilter
    ) throws(ScreenCommandError) -> CharacterFilter {
        do {
            return try refine(debouncer.pendingValue ?? requested.filter)
        } catch {
            throw .invalidArgument(CharactersStrings.message(for: error))
        }
    }

    private func movePage(by offset: Int, command: String) throws(ScreenCommandError) {
        guard !isLoading else { throw .unavailable(command: command, reason: CharactersStrings.pageIsLoading) }
        guard let shown else { throw .unavailable(command: command, reason: CharactersStrings.nothingShown) }
        let page = shown.page.value
        guard offset > 0 ? page.hasNextPage : page.hasPreviousPage else {
            let reason = offset > 0 ? CharactersStrings.onLastPage : CharactersStrings.onFirstPage
            throw .unavailable(command: command, reason: reason)
        }
        start(CharacterListRequest(page: page.number + offset, filter: shown.request.filter), mode: .preferSaved)
    }
}
