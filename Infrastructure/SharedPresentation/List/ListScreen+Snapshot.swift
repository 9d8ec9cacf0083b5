import FeatureDomain

extension ListScreen {
    /// What the list shows now.
    public var snapshot: ScreenSnapshot {
        ScreenSnapshot(
            title: parts.noun.listTitle,
            subtitle: subtitle,
            status: status,
            notices: notices,
            sections: sections,
            actions: actions,
            page: pages.last.map {
                // Nothing matches: no page at all, so number and pages are both 0.
                ScreenSnapshot.Page(
                    number: $0.value.pageCount == 0 ? 0 : $0.value.number, pages: $0.value.pageCount,
                    items: $0.value.totalCount)
            },
            query: ScreenSnapshot.Query(
                page: (shown ?? requested).page, filters: (shown ?? requested).filter.values,
                search: (shown ?? requested).filter[parts.filters.searchKey], searchKey: searchKey),
            source: source
        )
    }

    /// The key `search` sets, when the list can be searched.
    private var searchKey: String? {
        parts.filters.allowedKeys.contains(parts.filters.searchKey) ? parts.filters.searchKey : nil
    }

    /// Where the pages shown came from, or the failure's answer.
    private var source: DataSource? {
        if !isLoading, let failure { return failure.source }
        return .combining(pages.map(\.source))
    }

    /// `Page 2 of 42 · name: rick, status: alive`, or `20 of 51 episodes loaded · season: 2` for an endless list
    /// (`11 of 51 episodes loaded, from page 3` when it starts past the first page).
    private var subtitle: String? {
        guard let shown, let last = pages.last?.value else { return nil }
        let position: String
        if last.pageCount == 0 || items.isEmpty {
            position = shown.filter.entries.isEmpty ? "Empty" : "No matches"
        } else if parts.style == .endless {
            let first = pages.first.map { $0.value.number } ?? 1
            position =
                "\(items.count) of \(max(last.totalCount, items.count)) \(parts.noun.plural) loaded"
                + (first > 1 ? ", from page \(first)" : "")
        } else {
            position = "Page \(last.number) of \(last.pageCount)"
        }
        let terms = shown.filter.entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return terms.isEmpty ? position : "\(position) · \(terms)"
    }

    private var status: ScreenSnapshot.Status {
        if isLoading || isLoadingMore { return .loading }
        if let failure { return failure.status(canRetry: canRetry) }
        return shown == nil ? .idle : .loaded
    }

    /// The offline notice for the oldest stale page shown (or saved data that answered the failure), and a failed
    /// `more`.
    private var notices: [String] {
        let failedSince = isLoading ? nil : failure?.source?.standingInSince
        let staleSince = (pages.map(\.staleSince) + [failedSince]).compactMap { $0 }.min()
        var notices = staleSince.map { [LoadFailureText.offlineNotice(savedAt: $0)] } ?? []
        if let moreErrorMessage {
            notices.append("Couldn't load more \(parts.noun.plural): \(moreErrorMessage)")
        }
        return notices
    }

    private var sections: [ScreenSnapshot.Section] {
        guard let shown else { return [] }
        let items = items
        guard !items.isEmpty else {
            return [ScreenSnapshot.Section(title: nil, rows: [], emptyMessage: emptyMessage(for: shown.filter))]
        }
        return parts.sections(items).map { section in
            ScreenSnapshot.Section(title: section.title, rows: section.items.map(row))
        }
    }

    /// `No characters match name "xyz".`, or `No characters.` for a list without filters.
    private func emptyMessage(for filter: ListFilter) -> String {
        let terms = filter.entries.map { "\($0.key) \"\($0.value)\"" }.joined(separator: ", ")
        let noun = parts.noun.listTitle
        return terms.isEmpty ? "No \(noun.lowercased())." : "No \(noun.lowercased()) match \(terms)."
    }

    // The feature's row, with where it opens and the image's state when it was asked for.
    private func row(_ item: Item) -> ScreenSnapshot.Row {
        var row = parts.row(item)
        row.route = parts.open(item.id)
        if let images, let state = images.state(of: item.id) {
            let text = "\(images.addition.word): \(state.text(id: item.id, word: images.addition.word))"
            row.detail = [row.detail, text].compactMap { $0 }.joined(separator: " · ")
            row.values[images.addition.word] = state.adding(to: row.values[images.addition.word])
        }
        return row
    }

    private var actions: [ScreenSnapshot.Action] {
        typealias Action = ScreenSnapshot.Action
        let hasRows = !items.isEmpty
        var actions: [Action]
        switch parts.style {
        case .pages:
            let page = pages.last?.value
            actions = [
                Action(name: ScreenCommand.next.verb, isEnabled: !isLoading && page?.hasNextPage == true),
                Action(name: ScreenCommand.previous.verb, isEnabled: !isLoading && page?.hasPreviousPage == true),
            ]
        case .endless:
            let hasMore = pages.last?.value.hasNextPage == true
            actions = [Action(name: ScreenCommand.loadMore.verb, isEnabled: hasMore && !isLoading && !isLoadingMore)]
        }
        actions.append(Action(name: ScreenCommand.refresh.verb, isEnabled: !isLoading))
        // A list without filter keys (the favourites) has nothing to search or filter by.
        if searchKey != nil {
            actions.append(Action(name: "search", isEnabled: true))
        }
        if !parts.filters.keys.isEmpty {
            actions.append(Action(name: "filter", isEnabled: true))
        }
        actions.append(Action(name: "open", isEnabled: hasRows))
        if let images {
            actions.append(Action(name: images.addition.word, isEnabled: hasRows))
        }
        actions.append(Action(name: ScreenCommand.retry.verb, isEnabled: canRetry))
        return actions
    }
}
