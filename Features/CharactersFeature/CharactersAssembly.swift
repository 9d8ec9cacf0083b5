import CoreDI
import FeatureData
import FeatureDomain
import FeatureKit
import Networking
import SharedPresentation
import Storage
import Tracking

/// Registers the characters feature, layer by layer: its repository, episode loader and avatar loader (Data,
/// singletons over the App's `CachedJSONLoader` and `CachedFetcher`; avatars fail on purpose at
/// `--failure-rate`), its use cases (Domain, transient) and its `ScreenProvider` (Presentation, a singleton named
/// "characters" that resolves the use cases).
public struct CharactersAssembly: FeatureAssembly {
    /// The share (0...1) of avatar loads that fail on purpose, to show failures and retries; 0 in normal use.
    public let avatarFailureRate: Double
    /// The seed that decides which avatar loads fail; the same seed fails the same loads.
    public let avatarFailureSeed: UInt64

    /// Creates the assembly with the values of its options: `--failure-rate` and `--failure-seed` (simulated
    /// avatar failures).
    public init(settings: FeatureSettings = FeatureSettings()) {
        avatarFailureRate = settings.fraction(Self.failureRateOption) ?? 0
        avatarFailureSeed = settings.wholeNumber(Self.failureSeedOption) ?? 0
    }

    /// Registers the feature's layers.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        let name = Self.manifest.name
        try container.register((any CharactersRepository).self, scope: .singleton) {
            CachedCharactersRepository(loader: try $0.resolve(), resource: .character)
        }
        try container.register((any EpisodeSummariesLoader).self, scope: .singleton) {
            CachedEpisodeSummariesLoader(loader: try $0.resolve(), resource: .episode)
        }
        let (rate, seed) = (avatarFailureRate, avatarFailureSeed)
        try container.register((any ImageLoader).self, name: name, scope: .singleton) { resolver in
            let avatars = CachedImageLoader(remote: try resolver.resolve(), fetcher: try resolver.resolve()) {
                Endpoint.avatar(characterID: $0)
            }
            guard rate > 0 else { return avatars }
            return FailureSimulatingImageLoader(wrapping: avatars, failureRate: rate, seed: seed)
        }
        try container.register(LoadCharactersPage.self) { LoadCharactersPage(repository: try $0.resolve()) }
        try container.register(LoadCharacterDetail.self) { LoadCharacterDetail(repository: try $0.resolve()) }
        try container.register(LoadCharacterEpisodes.self) { LoadCharacterEpisodes(loader: try $0.resolve()) }
        try container.register((any ScreenProvider).self, name: name, scope: .singleton) { resolver in
            let (loadPage, loadDetail, loadEpisodes, tracker, clock) = try resolver.resolveAll(
                LoadCharactersPage.self, LoadCharacterDetail.self, LoadCharacterEpisodes.self, (any EventTracker).self,
                (any Clock<Duration>).self)
            let avatars = CharactersScreens.avatars(try resolver.resolve((any ImageLoader).self, name: name))
            return ListDetailScreenProvider(
                routes: CharactersScreens.routes, list: CharacterList.parts(loadPage: loadPage, avatars: avatars),
                detail: CharacterDetail.parts(load: loadDetail, loadEpisodes: loadEpisodes, avatars: avatars),
                tracker: tracker, clock: clock)
        }
    }
}
