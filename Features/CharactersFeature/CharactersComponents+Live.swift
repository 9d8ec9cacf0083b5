import FeatureData
import Networking
import Storage
import Tracking

extension CharactersComponents {
    /// The feature's object graph over the App's client, server, cache, tracker and clock.
    ///
    /// Avatars load through the cache (`.longLived`), fail on purpose at `avatarFailureRate` when it is above 0,
    /// and concurrent loads of one avatar share a single load.
    static func live(
        client: any HTTPClient,
        configuration: APIConfiguration,
        fetcher: CachedFetcher,
        tracker: any EventTracker,
        clock: any Clock<Duration>,
        avatarFailureRate: Double = 0,
        avatarFailureSeed: UInt64 = 0
    ) -> CharactersComponents {
        let json = CachedJSONLoader(
            remote: RemoteDataSource(client: client, configuration: configuration), fetcher: fetcher)
        let repository = APICharacterRepository(loader: json)
        let episodes = APIEpisodeSummaryLoader(loader: json)
        let source = HTTPAvatarImageSource(client: client, configuration: configuration)
        var avatars: any AvatarImageLoader = CachedAvatarImageLoader(source: source, fetcher: fetcher)
        if avatarFailureRate > 0 {
            avatars = FailureSimulatingAvatarImageLoader(
                wrapping: avatars,
                failureRate: avatarFailureRate,
                seed: avatarFailureSeed
            )
        }
        return CharactersComponents(
            loadPage: LoadCharacterPageUseCase(repository: repository),
            search: SearchCharactersUseCase(),
            loadCharacter: LoadCharacterUseCase(repository: repository),
            loadEpisodes: LoadCharacterEpisodesUseCase(loader: episodes),
            avatarLoader: CoalescingAvatarImageLoader(wrapping: avatars),
            tracker: tracker,
            clock: clock
        )
    }
}
