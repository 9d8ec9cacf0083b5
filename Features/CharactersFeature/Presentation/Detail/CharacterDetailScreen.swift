import SharedPresentation

/// One character's detail as a headless `Screen`: forwards commands to its view model and renders its state.
@MainActor
final class CharacterDetailScreen: Screen {
    let viewModel: CharacterDetailViewModel

    init(viewModel: CharacterDetailViewModel) {
        self.viewModel = viewModel
    }

    var snapshot: ScreenSnapshot {
        ScreenSnapshot(
            title: viewModel.title,
            status: status,
            notices: viewModel.notices,
            fields: viewModel.fields.map { ScreenSnapshot.Field(label: $0.label, value: $0.value) },
            sections: viewModel.character == nil ? [] : [episodesSection],
            actions: [
                ScreenSnapshot.Action(name: CharactersStrings.refreshAction, isEnabled: !viewModel.isLoading),
                ScreenSnapshot.Action(name: CharactersStrings.openAction, isEnabled: viewModel.canOpen),
                ScreenSnapshot.Action(
                    name: "\(CharactersStrings.openAction) \(CharactersRoute.originWord)",
                    isEnabled: viewModel.character?.value.origin.id != nil),
                ScreenSnapshot.Action(
                    name: "\(CharactersStrings.openAction) \(CharactersRoute.locationWord)",
                    isEnabled: viewModel.character?.value.location.id != nil),
                ScreenSnapshot.Action(name: CharactersStrings.imageAction, isEnabled: viewModel.canReloadImage),
                ScreenSnapshot.Action(name: CharactersStrings.retryAction, isEnabled: viewModel.canRetry),
            ],
            itemID: viewModel.characterID,
            values: viewModel.character?.value.screenValues ?? [:]
        )
    }

    func appear() {
        viewModel.appear()
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .refresh: try viewModel.refresh()
        case .retry: try viewModel.retry()
        case .open(let id): return try viewModel.open(id)
        case .openLink(let word): return try viewModel.open(place: word)
        case .action(CharactersRoute.imageWord, let id): try viewModel.reloadImage(id)
        case .next, .previous, .loadMore, .search, .filter, .action:
            throw .unsupported(command: command.trackingName, screen: CharactersStrings.detailScreenDescription)
        }
        return nil
    }

    func failure(of command: ScreenCommand) -> String? {
        guard case .action(CharactersRoute.imageWord, let id) = command,
            case .failed(let message) = viewModel.avatar.state(for: id)
        else {
            return nil
        }
        return CharactersStrings.imageFailedMessage(message, characterID: id)
    }

    func settle() async {
        await viewModel.settle()
    }

    func disappear() {
        viewModel.disappear()
    }

    private var status: ScreenSnapshot.Status {
        if viewModel.isLoading {
            return .loading
        }
        if let message = viewModel.errorMessage {
            return .failed(message: message, canRetry: viewModel.canRetry)
        }
        return viewModel.character == nil ? .idle : .loaded
    }

    private var episodesSection: ScreenSnapshot.Section {
        ScreenSnapshot.Section(
            title: CharactersStrings.episodesSectionTitle,
            rows: viewModel.episodeRows,
            emptyMessage: viewModel.episodesEmptyMessage
        )
    }
}
