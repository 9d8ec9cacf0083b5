import Foundation
import SharedPresentation

/// Renders the episodes list's state as a `ScreenSnapshot`.
enum EpisodeListSnapshotMapper {
    static func snapshot(of state: EpisodeListState) -> ScreenSnapshot {
        let episodes = state.episodes
        return ScreenSnapshot(
            title: EpisodesStrings.listTitle,
            subtitle: subtitle(state, episodes: episodes),
            status: status(state),
            notices: notices(state),
            sections: sections(state, episodes: episodes),
            actions: actions(state, hasEpisodes: !episodes.isEmpty),
            page: page(state)
        )
    }

    /// The last page loaded, for `--json`: its number, the number of pages and of episodes.
    private static func page(_ state: EpisodeListState) -> ScreenSnapshot.Page? {
        state.pages.last.map {
            ScreenSnapshot.Page(number: $0.value.number, count: $0.value.pageCount, items: $0.value.totalCount)
        }
    }

    private static func subtitle(_ state: EpisodeListState, episodes: [Episode]) -> String? {
        guard let last = state.pages.last?.value else { return nil }
        let seasons = episodes.compactMap(\.season)
        let span: String? =
            if let season = state.season {
                EpisodesStrings.seasonTitle(season)
            } else if let first = seasons.min(), let last = seasons.max() {
                EpisodesStrings.seasonsSpan(first, last)
            } else {
                nil
            }
        let count = EpisodesStrings.loadedCount(episodes.count, of: max(last.totalCount, episodes.count))
        return [span, count].compactMap { $0 }.joined(separator: EpisodesStrings.joiner)
    }

    private static func status(_ state: EpisodeListState) -> ScreenSnapshot.Status {
        if state.isLoading || state.isLoadingMore { return .loading }
        if let message = state.errorMessage { return .failed(message: message, canRetry: true) }
        return state.pages.isEmpty ? .idle : .loaded
    }

    private static func notices(_ state: EpisodeListState) -> [String] {
        let staleDates = state.pages.compactMap { page -> Date? in
            if case .stale(let savedAt) = page.freshness { return savedAt }
            return nil
        }
        var notices = staleDates.min().map { [LoadFailureText.offlineNotice(savedAt: $0)] } ?? []
        if let message = state.loadMoreErrorMessage {
            notices.append(EpisodesStrings.loadMoreFailed(message))
        }
        return notices
    }

    private static func sections(_ state: EpisodeListState, episodes: [Episode]) -> [ScreenSnapshot.Section] {
        guard !state.pages.isEmpty else { return [] }
        guard !episodes.isEmpty else {
            let message = state.season.map(EpisodesStrings.noEpisodes(inSeason:)) ?? EpisodesStrings.noEpisodes
            return [ScreenSnapshot.Section(title: nil, rows: [], emptyMessage: message)]
        }
        return SeasonSection.group(episodes).map { section in
            ScreenSnapshot.Section(
                title: section.season.map(EpisodesStrings.seasonTitle) ?? EpisodesStrings.otherSectionTitle,
                rows: section.episodes.map(row)
            )
        }
    }

    private static func row(_ episode: Episode) -> ScreenSnapshot.Row {
        ScreenSnapshot.Row(
            id: episode.id,
            title: EpisodesStrings.episodeTitle(code: episode.code.text, name: episode.name),
            detail: DisplayDate.airDate(of: episode),
            values: episode.screenValues
        )
    }

    private static func actions(_ state: EpisodeListState, hasEpisodes: Bool) -> [ScreenSnapshot.Action] {
        typealias Action = ScreenSnapshot.Action
        var actions: [Action] = []
        if state.hasMorePages {
            actions.append(Action(name: EpisodesStrings.Action.more, isEnabled: state.canLoadMore))
        }
        actions.append(Action(name: EpisodesStrings.Action.refresh, isEnabled: !state.isLoading))
        actions.append(Action(name: EpisodesStrings.Action.open, isEnabled: hasEpisodes))
        if state.canRetry {
            actions.append(Action(name: EpisodesStrings.Action.retry, isEnabled: true))
        }
        return actions
    }
}
