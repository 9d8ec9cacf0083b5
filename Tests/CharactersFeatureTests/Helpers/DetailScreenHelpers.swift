import SharedPresentation
import TestSupport
import Testing

@testable import CharactersFeature

/// A character's detail screen over spies, for the detail suites.
@MainActor
func makeDetailScreen(
    _ tracker: LeakTracker?,
    id: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (CharacterDetailScreen, CharacterRepositorySpy, EpisodeSummaryLoaderSpy, AvatarImageLoaderSpy) {
    let repository = CharacterRepositorySpy()
    let episodes = EpisodeSummaryLoaderSpy()
    let avatars = AvatarImageLoaderSpy()
    let viewModel = CharacterDetailViewModel(
        characterID: id,
        loadCharacter: LoadCharacterUseCase(repository: repository),
        loadEpisodes: LoadCharacterEpisodesUseCase(loader: episodes),
        avatar: AvatarImageStates(loader: avatars)
    )
    let sut = CharacterDetailScreen(viewModel: viewModel)
    tracker?.track(sut, sourceLocation: sourceLocation)
    tracker?.track(viewModel, sourceLocation: sourceLocation)
    return (sut, repository, episodes, avatars)
}

/// The value of the detail's `Image` field.
@MainActor
func imageField(of sut: CharacterDetailScreen) -> String? {
    sut.snapshot.fields.first { $0.label == "Image" }?.value
}
