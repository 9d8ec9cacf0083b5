import SharedPresentation

/// The characters list as a headless `Screen`: forwards commands to its view model and renders its state.
@MainActor
final class CharacterListScreen: Screen {
    let viewModel: CharacterListViewModel

    init(viewModel: CharacterListViewModel) {
        self.viewModel = viewModel
    }

    var snapshot: ScreenSnapshot {
        ScreenSnapshot(
            title: CharactersStrings.listTitle,
            subtitle: viewModel.subtitle,
            status: status,
            notices: viewModel.notices,
            sections: viewModel.shown == nil ? [] : [section],
            actions: actions,
            page: viewModel.page
        )
    }

    func appear() {
        viewModel.appear()
    }

    func perform(_ command: ScreenCommand) throws(ScreenCommandError) -> AppRoute? {
        switch command {
        case .next: try viewModel.next()
        case .previous: try viewModel.previous()
        case .refresh: try viewModel.refresh()
        case .retry: try viewModel.retryLoad()
        case .search(let text): try viewModel.search(text)
        case .filter(let key, let value): try viewModel.filter(key: key, value: value)
        case .open(let id): return try viewModel.open(id)
        case .action(CharactersRoute.imageWord, let id): try viewModel.reloadImage(id)
        case .loadMore, .action, .openLink:
            throw .unsupported(command: command.trackingName, screen: CharactersStrings.listScreenDescription)
        }
        return nil
    }

    func settle() async {
        await viewModel.settle()
    }

    func disappear() {
        viewModel.disappear()
    }

    // A list's commands fail only as loads, which `snapshot.status` shows.
    func failure(of command: ScreenCommand) -> String? {
        nil
    }

    private var status: ScreenSnapshot.Status {
        if viewModel.isLoading {
            return .loading
        }
        if let message = viewModel.errorMessage {
            return .failed(message: message, canRetry: viewModel.canRetry)
        }
        return viewModel.shown == nil ? .idle : .loaded
    }

    private var section: ScreenSnapshot.Section {
        ScreenSnapshot.Section(
            title: nil,
            rows: viewModel.rows,
            emptyMessage: viewModel.emptyMessage
        )
    }

    private var actions: [ScreenSnapshot.Action] {
        [
            ScreenSnapshot.Action(name: CharactersStrings.nextAction, isEnabled: viewModel.canGoNext),
            ScreenSnapshot.Action(name: CharactersStrings.previousAction, isEnabled: viewModel.canGoPrevious),
            ScreenSnapshot.Action(name: CharactersStrings.refreshAction, isEnabled: !viewModel.isLoading),
            ScreenSnapshot.Action(name: CharactersStrings.searchAction, isEnabled: true),
            ScreenSnapshot.Action(name: CharactersStrings.filterAction, isEnabled: true),
            ScreenSnapshot.Action(name: CharactersStrings.openAction, isEnabled: viewModel.canOpen),
        ]
    }
}
