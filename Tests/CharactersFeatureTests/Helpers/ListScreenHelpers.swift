import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

/// The characters list screen over spies, for the list suites.
@MainActor
func makeListScreen(
    _ tracker: LeakTracker?,
    page: Int = 1,
    filters: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) -> (CharacterListScreen, CharacterRepositorySpy, AvatarImageLoaderSpy, TestClock) {
    let repository = CharacterRepositorySpy()
    let avatars = AvatarImageLoaderSpy()
    let clock = TestClock()
    let viewModel = CharacterListViewModel(
        page: page,
        filters: filters,
        loadPage: LoadCharacterPageUseCase(repository: repository),
        search: SearchCharactersUseCase(),
        avatars: AvatarImageStates(loader: avatars),
        clock: clock
    )
    let sut = CharacterListScreen(viewModel: viewModel)
    tracker?.track(sut, sourceLocation: sourceLocation)
    tracker?.track(viewModel, sourceLocation: sourceLocation)
    tracker?.track(viewModel.avatars, sourceLocation: sourceLocation)
    return (sut, repository, avatars, clock)
}

/// Searches for `text` and lets the search delay pass.
@MainActor
func search(_ text: String, on sut: CharacterListScreen, clock: TestClock) async throws {
    _ = try sut.perform(.search(text))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(500))
    await sut.settle()
}

func action(_ name: String, _ isEnabled: Bool) -> ScreenSnapshot.Action {
    ScreenSnapshot.Action(name: name, isEnabled: isEnabled)
}

extension CharacterRepositorySpy.Message {
    var pageNumber: Int? {
        if case .page(let number, _, _) = self { return number }
        return nil
    }
}
