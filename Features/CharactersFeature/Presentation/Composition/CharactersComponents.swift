import Tracking

/// Everything the Characters screens are made from, built once by the assembly.
struct CharactersComponents: Sendable {
    let loadPage: LoadCharacterPageUseCase
    let search: SearchCharactersUseCase
    let loadCharacter: LoadCharacterUseCase
    let loadEpisodes: LoadCharacterEpisodesUseCase
    let avatarLoader: any AvatarImageLoader
    let tracker: any EventTracker
    let clock: any Clock<Duration>
}
