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

    /// The offline notice (for the oldest stale data shown) and each section's failure.
    private var notices: [String] {
        let staleSince = ([item?.staleSince] + related.map { $0.rows?.staleSince }).compactMap { $0 }.min()
        var notices = staleSince.map { [LoadFailureText.offlineNotice(savedAt: $0)] } ?? []
        notices += related.compactMap(\.notice)
        return notices
    }

    private func fields(_ item: Item) -> [ScreenSnapshot.Field] {
        var fields = parts.fields(item)
        if let image {
            let state = image.state(of: id) ?? .loading
            fields.append(
                ScreenSnapshot.Field(
                    label: DisplayWord.capitalized(image.addition.word),
                    value: state.text(id: id, word: image.addition.word)))
        }
        return fields
    }

    private func values(_ item: Item) -> [String: ScreenValue] {
        var values = parts.values(item)
        if let image, let state = image.state(of: id) {
            values[image.addition.word] = state.adding(to: values[image.addition.word])
        }
        return values
    }

    private var sections: [ScreenSnapshot.Section] {
        related.map { section in
            let rows = section.rows?.value ?? []
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
        if let image {
            actions.append(Action(name: image.addition.word, isEnabled: image.state(of: id) != .loading))
        }
        actions.append(Action(name: ScreenCommand.retry.verb, isEnabled: canRetry))
        return actions
    }
}
