import SharedPresentation

/// Renders the episode detail's state as a `ScreenSnapshot`.
enum EpisodeDetailSnapshotMapper {
    static func snapshot(of state: EpisodeDetailState) -> ScreenSnapshot {
        let detail = state.detail?.value
        return ScreenSnapshot(
            title: detail?.episode.name ?? EpisodesStrings.placeholderTitle(episodeID: state.episodeID),
            status: status(state),
            notices: notices(state),
            fields: detail.map { fields($0.episode) } ?? [],
            sections: detail.map { [castSection($0.cast)] } ?? [],
            actions: actions(state, hasCast: !(detail?.cast.isEmpty ?? true)),
            itemID: state.episodeID,
            values: detail.map { $0.episode.screenValues } ?? [:]
        )
    }

    private static func status(_ state: EpisodeDetailState) -> ScreenSnapshot.Status {
        if state.isLoading { return .loading }
        if let message = state.errorMessage { return .failed(message: message, canRetry: state.canRetry) }
        return state.detail == nil ? .idle : .loaded
    }

    private static func notices(_ state: EpisodeDetailState) -> [String] {
        guard case .stale(let savedAt) = state.detail?.freshness else { return [] }
        return [LoadFailureText.offlineNotice(savedAt: savedAt)]
    }

    private static func fields(_ episode: Episode) -> [ScreenSnapshot.Field] {
        typealias Field = ScreenSnapshot.Field
        return [
            Field(label: EpisodesStrings.codeLabel, value: episode.code.text),
            Field(
                label: EpisodesStrings.seasonLabel,
                value: episode.season.map(String.init) ?? EpisodesStrings.unknownValue),
            Field(
                label: EpisodesStrings.episodeLabel,
                value: episode.number.map(String.init) ?? EpisodesStrings.unknownValue),
            Field(label: EpisodesStrings.airDateLabel, value: DisplayDate.airDate(of: episode)),
        ]
    }

    private static func castSection(_ cast: [CastMember]) -> ScreenSnapshot.Section {
        ScreenSnapshot.Section(
            title: EpisodesStrings.castSectionTitle,
            rows: cast.map { member in
                ScreenSnapshot.Row(
                    id: member.id,
                    title: member.name,
                    detail: EpisodesStrings.castDetail(status: member.status, species: member.species),
                    values: [
                        "name": .text(member.name), "status": .text(DisplayWord.capitalized(member.status)),
                        "species": .text(DisplayWord.capitalized(member.species)),
                    ]
                )
            },
            emptyMessage: cast.isEmpty ? EpisodesStrings.noCast : nil
        )
    }

    private static func actions(_ state: EpisodeDetailState, hasCast: Bool) -> [ScreenSnapshot.Action] {
        typealias Action = ScreenSnapshot.Action
        var actions = [
            Action(name: EpisodesStrings.Action.refresh, isEnabled: !state.isLoading),
            Action(name: EpisodesStrings.Action.open, isEnabled: hasCast),
        ]
        if state.canRetry {
            actions.append(Action(name: EpisodesStrings.Action.retry, isEnabled: true))
        }
        return actions
    }
}
