import FeatureDomain
import SharedPresentation

/// The state of one character's detail: the character, its episodes and its avatar.
///
/// The episodes (in batches) and the avatar load once the character is known. A refresh reloads all three from the
/// network (the avatar too, although a standard load trusts a saved avatar for days); a failure keeps what was shown.
@MainActor
final class CharacterDetailViewModel {
    typealias CharacterAdapter = LoadResourcePresentationAdapter<
        AnyLoader<Fetched<Character>>, LoadResourceDelegateComposer<Fetched<Character>>
    >
    typealias EpisodesAdapter = LoadResourcePresentationAdapter<
        AnyLoader<Fetched<[EpisodeSummary]>>, LoadEventRelay<Fetched<[EpisodeSummary]>>
    >

    let characterID: Int
    private(set) var character: Fetched<Character>?
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    private(set) var episodes: Fetched<[EpisodeSummary]>?
    private(set) var isLoadingEpisodes = false
    private(set) var episodesErrorMessage: String?
    let avatar: AvatarImageStates

    private let loadCharacter: LoadCharacterUseCase
    private let loadEpisodes: LoadCharacterEpisodesUseCase
    private let loadDelegates: [any LoadResourceDelegate<Fetched<Character>>]
    private var mode = FetchMode.preferSaved
    private lazy var characterAdapter: CharacterAdapter = makeCharacterAdapter()
    private lazy var episodesAdapter: EpisodesAdapter = makeEpisodesAdapter()

    /// Creates the detail of `characterID`; `loadDelegates` (trackers) hear every character load after it.
    init(
        characterID: Int,
        loadCharacter: LoadCharacterUseCase,
        loadEpisodes: LoadCharacterEpisodesUseCase,
        avatar: AvatarImageStates,
        loadDelegates: [any LoadResourceDelegate<Fetched<Character>>] = []
    ) {
        self.characterID = characterID
        self.loadCharacter = loadCharacter
        self.loadEpisodes = loadEpisodes
        self.avatar = avatar
        self.loadDelegates = loadDelegates
    }

    var canRetry: Bool { characterAdapter.canRetry || episodesAdapter.canRetry }
    var isBusy: Bool { isLoading || isLoadingEpisodes || avatar.isLoading }

    /// Starts loading what is neither loaded, loading nor failed: everything the first time, nothing once shown,
    /// and only what `disappear()` cancelled when the screen comes back.
    func appear() {
        guard let character else {
            if !isLoading && !characterAdapter.canRetry {
                characterAdapter.load()
            }
            return
        }
        if episodes == nil && !isLoadingEpisodes && !episodesAdapter.canRetry {
            episodesAdapter.load()
        }
        if avatar.state(for: character.value.id) == nil {
            avatar.load(character.value.id)
        }
    }

    func disappear() {
        characterAdapter.cancel()
        episodesAdapter.cancel()
        avatar.cancelAll()
    }

    func settle() async {
        repeat {
            await characterAdapter.waitUntilIdle()
            await episodesAdapter.waitUntilIdle()
            await avatar.waitUntilIdle()
        } while isBusy
    }

    /// Reloads the character, then its episodes and avatar, from the network; refused while the character loads.
    func refresh() throws(ScreenCommandError) {
        guard !isLoading else {
            throw .unavailable(command: CharactersStrings.refreshAction, reason: CharactersStrings.characterIsLoading)
        }
        mode = .refresh
        characterAdapter.reload()
    }

    /// Retries the failed character load, else the failed episodes load.
    func retry() throws(ScreenCommandError) {
        guard characterAdapter.retry() || episodesAdapter.retry() else {
            throw .unavailable(command: CharactersStrings.retryAction, reason: CharactersStrings.nothingFailed)
        }
    }

    /// Loads the avatar again (after a failure, say); `id` must be this character's.
    func reloadImage(_ id: Int) throws(ScreenCommandError) {
        guard id == characterID else { throw .notOnScreen(id: id) }
        guard character != nil else {
            throw .unavailable(command: CharactersStrings.imageAction, reason: CharactersStrings.characterNotLoaded)
        }
        avatar.load(id)
    }

    /// The route of the episode row `id`.
    func open(_ id: Int) throws(ScreenCommandError) -> AppRoute {
        guard episodes?.value.contains(where: { $0.id == id }) == true else { throw .notOnScreen(id: id) }
        return CharactersRoute.episode(id: id)
    }

    /// The route of the character's `origin` or `location`; refused before the character is loaded and for a
    /// place the API does not know.
    func open(place word: String) throws(ScreenCommandError) -> AppRoute {
        let command = "\(CharactersStrings.openAction) \(word)"
        let place: CharacterPlace?
        switch word {
        case CharactersRoute.originWord: place = character?.value.origin
        case CharactersRoute.locationWord: place = character?.value.location
        default: throw .invalidArgument(CharactersStrings.unknownPlaceWord(word))
        }
        guard let place else { throw .unavailable(command: command, reason: CharactersStrings.characterNotLoaded) }
        guard let id = place.id else { throw .unavailable(command: command, reason: CharactersStrings.unknownPlace) }
        return CharactersRoute.location(id: id)
    }

    private func makeCharacterAdapter() -> CharacterAdapter {
        let relay = LoadEventRelay<Fetched<Character>>(
            started: { [weak self] in self?.didStartLoading() },
            finished: { [weak self] in self?.didFinishLoading(with: $0) },
            failed: { [weak self] in self?.didFinishLoading(with: $0) },
            cancelled: { [weak self] in self?.isLoading = false }
        )
        let loader = AnyLoader { @MainActor [weak self] () async throws -> Fetched<Character> in
            guard !Task.isCancelled, let load = self?.currentCharacterLoad() else { throw CancellationError() }
            return try await load()
        }
        return CharacterAdapter(loader: loader, delegate: LoadResourceDelegateComposer([relay] + loadDelegates))
    }

    private func makeEpisodesAdapter() -> EpisodesAdapter {
        let relay = LoadEventRelay<Fetched<[EpisodeSummary]>>(
            started: { [weak self] in self?.didStartLoadingEpisodes() },
            finished: { [weak self] in self?.didFinishLoadingEpisodes(with: $0) },
            failed: { [weak self] in self?.didFinishLoadingEpisodes(with: $0) },
            cancelled: { [weak self] in self?.isLoadingEpisodes = false }
        )
        let loader = AnyLoader { @MainActor [weak self] () async throws -> Fetched<[EpisodeSummary]> in
            guard !Task.isCancelled, let load = self?.currentEpisodesLoad() else { throw CancellationError() }
            return try await load()
        }
        return EpisodesAdapter(loader: loader, delegate: relay)
    }

    // Each load captures what it needs when it starts, so it never reads the view model again.
    private func currentCharacterLoad() -> @Sendable () async throws -> Fetched<Character> {
        let (id, mode, loadCharacter) = (characterID, mode, loadCharacter)
        return { try await loadCharacter.execute(id: id, mode: mode) }
    }

    private func currentEpisodesLoad() -> @Sendable () async throws -> Fetched<[EpisodeSummary]> {
        let (ids, mode, loadEpisodes) = (character?.value.episodeIDs ?? [], mode, loadEpisodes)
        return { try await loadEpisodes.execute(ids: ids, mode: mode) }
    }

    private func didStartLoading() {
        isLoading = true
        errorMessage = nil
    }

    private func didFinishLoading(with loaded: Fetched<Character>) {
        character = loaded
        isLoading = false
        episodesAdapter.reload()
        if mode == .refresh || avatar.state(for: loaded.value.id) == nil {
            avatar.load(loaded.value.id, mode: mode)
        }
    }

    private func didFinishLoading(with error: any Error) {
        errorMessage = CharactersStrings.message(for: error)
        isLoading = false
    }

    private func didStartLoadingEpisodes() {
        isLoadingEpisodes = true
        episodesErrorMessage = nil
    }

    private func didFinishLoadingEpisodes(with loaded: Fetched<[EpisodeSummary]>) {
        episodes = loaded
        isLoadingEpisodes = false
        mode = .preferSaved
    }

    private func didFinishLoadingEpisodes(with error: any Error) {
        episodesErrorMessage = CharactersStrings.message(for: error)
        isLoadingEpisodes = false
    }
}
