import CoreDI
import SharedPresentation

/// Registers the Characters feature: its `ScreenProvider`, a singleton named `"characters"`, which shows
/// `.characterList(page:filters:)` and `.characterDetail(id:)`.
///
/// The provider's factory resolves only what the App registers: `(any HTTPClient).self`, `APIConfiguration.self`,
/// `CachedFetcher.self`, `(any EventTracker).self` and `(any Clock<Duration>).self`; verification reports every
/// one of them that is missing, and a setting out of range.
public struct CharactersAssembly: ModuleAssembly, Sendable {
    /// The name the provider is registered under.
    public static let providerName = "characters"

    /// The share (0...1) of avatar loads that fail on purpose, to show failures and retries; 0 in normal use.
    public let avatarFailureRate: Double
    /// The seed that decides which avatar loads fail; the same seed fails the same loads.
    public let avatarFailureSeed: UInt64
    /// How many character detail screens are kept for going back and forth.
    public let detailCacheCapacity: Int

    /// Creates the assembly; by default no avatar load fails on purpose and 32 detail screens are kept.
    public init(avatarFailureRate: Double = 0, avatarFailureSeed: UInt64 = 0, detailCacheCapacity: Int = 32) {
        self.avatarFailureRate = avatarFailureRate
        self.avatarFailureSeed = avatarFailureSeed
        self.detailCacheCapacity = detailCacheCapacity
    }

    /// Registers the provider as a singleton `(any ScreenProvider).self` named `"characters"`.
    public func assemble(into container: DependencyContainer) throws(DependencyError) {
        let settings = self
        try container.register((any ScreenProvider).self, name: Self.providerName, scope: .singleton) { resolver in
            try settings.makeProvider(resolver)
        }
    }

    private func makeProvider(_ resolver: any Resolver) throws -> any ScreenProvider {
        guard (0...1).contains(avatarFailureRate) else {
            throw CharactersSettingsError.avatarFailureRateOutOfRange(avatarFailureRate)
        }
        guard detailCacheCapacity >= 0 else {
            throw CharactersSettingsError.negativeDetailCacheCapacity(detailCacheCapacity)
        }
        let key = DependencyKey((any ScreenProvider).self, name: Self.providerName)
        let app = try AppDependencies(resolver: resolver, requiredBy: key)
        let components = CharactersComponents.live(
            client: app.client,
            configuration: app.configuration,
            fetcher: app.fetcher,
            tracker: app.tracker,
            clock: app.clock,
            avatarFailureRate: avatarFailureRate,
            avatarFailureSeed: avatarFailureSeed
        )
        return CharactersScreenProvider(components: components, detailCacheCapacity: detailCacheCapacity)
    }
}
