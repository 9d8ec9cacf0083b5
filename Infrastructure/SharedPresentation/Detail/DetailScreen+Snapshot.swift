import FeatureDomain
import Foundation

extension DetailScreen {
    /// What the detail shows now.
    public var snapshot: ScreenSnapshot {
        let shown = item?.value
        return ScreenSnapshot(
            title: shown.map(parts.title) ?? "\(parts.noun.detailTitle) \(id)",
            status: status,
            notices: notices,
            fields: shown.map(fields) ?? [],
            sections: shown == nil ? [] : sections,
            actions: actions,
            itemID: id,
            values: shown.map(values) ?? [:],
            source: source,
            record: record
        )
    }

    /// Where the item and its sections came from, or the failure's answer.
    private var source: DataSource? {
        if !isLoading, let failure { return failure.source }
        return .combining(([item?.source] + related.map { $0.rows?.source }).compactMap { $0 })
    }

    private var status: ScreenSnapshot.Status {
        if isLoading { return .loading }
        if let failure { return failure.status(canRetry: canRetry) }
        return item == nil ? .idle : .loaded
    }

    /// The offline notice (for the oldest stale data shown, or saved data that answered "not found") and each
    /// section's failure.
    private var notices: [String] {
        let failedSince = isLoading ? nil : failure?.source?.standingInSince
        let staleSince = ([item?.staleSince, failedSince] + related.map { $0.rows?.staleSince }).compactMap { $0 }.min()
        var notices = staleSince.map { [LoadFailureText.offlineNotice(savedAt: $0)] } ?? []
        notices += related.compactMap(\.notice)
        return notices
    }

    // The feature's fields, a field named like a link word leading where `open WORD` does, and the image's state.
    private func fields(_ item: Item) -> [ScreenSnapshot.Field] {
        var fields = parts.fields(item)
        for link in parts.links {
            guard let route = link.route(for: item),
                let index = fields.firstIndex(where: { $0.label.lowercased() == link.word.lowercased() })
            else { continue }
            fields[index].route = route
        }
        if let images {
            let state = images.state(of: id) ?? .loading
            fields.append(
                ScreenSnapshot.Field(
                    label: DisplayWord.capitalized(images.addition.word),
                    value: state.text(id: id, word: images.addition.word)))
        }
        return fields
    }

    private func values(_ item: Item) -> [String: ScreenValue] {
        var values = parts.values(item)
        if let images, let state = images.state(of: id) {
            values[images.addition.word] = state.adding(to: values[images.addition.word])
        }
        return values
    }

    private var sections: [ScreenSnapshot.Section] {
        related.map { section in
            let rows = (section.rows?.value ?? []).map { row in
                var row = row
                row.route = row.id.map { AppRoute(section.section.opens, id: $0) }
                return row
            }
            return ScreenSnapshot.Section(
                title: section.section.title, rows: rows, emptyMessage: section.emptyMessage,
                hiddenRows: showsEveryRow ? 0 : section.unloaded)
        }
    }

    private var actions: [ScreenSnapshot.Action] {
        typealias Action = ScreenSnapshot.Action
        var actions = [
            Action(name: ScreenCommand.refresh.verb, isEnabled: !isLoading),
            Action(name: "open", isEnabled: related.contains { $0.rows?.value.isEmpty == false }),
        ]
        for link in parts.links {
            actions.append(
                Action(name: "open \(link.word)", isEnabled: item.map { link.route(for: $0.value) != nil } ?? false))
        }
        if related.contains(where: { $0.total > Self.visibleRows }) {
            actions.append(Action(name: ScreenCommand.loadMore.verb, isEnabled: !showsEveryRow))
        }
        if let images {
            actions.append(Action(name: images.addition.word, isEnabled: images.state(of: id) != .loading))
        }
        actions.append(Action(name: ScreenCommand.retry.verb, isEnabled: canRetry))
        return actions
    }
}
