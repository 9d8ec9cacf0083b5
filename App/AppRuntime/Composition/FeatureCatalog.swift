import CharactersFeature
import EpisodesFeature

/// The features the App is built from, and which of them each command composes.
///
/// A command composes only what it can show: one-shot commands show a single screen and never `open` another, so
/// `characters`, `character` and `image` need only the characters feature and `episodes` and `episode` only the
/// episodes feature. The tour, `demo` and `shell` may go anywhere (`open` on a cast member leads to a character),
/// so they compose both.
enum FeatureCatalog {
    /// The modules `command` composes, configured from `options`.
    static func modules(for command: Command, options: GlobalOptions) -> [FeatureModule] {
        switch command {
        case .characters, .character, .image:
            characters(options)
        case .episodes, .episode:
            episodes(options)
        case .tour, .demo, .shell:
            characters(options) + episodes(options)
        case .serve, .crawl, .cache, .help, .version:
            []
        }
    }

    private static func characters(_ options: GlobalOptions) -> [FeatureModule] {
        let assembly = CharactersAssembly(
            avatarFailureRate: options.imageFailureRate ?? 0, avatarFailureSeed: options.imageFailureSeed ?? 0)
        return [FeatureModule(providerName: CharactersAssembly.providerName, assembly: assembly)]
    }

    private static func episodes(_ options: GlobalOptions) -> [FeatureModule] {
        [FeatureModule(providerName: EpisodesAssembly.providerName, assembly: EpisodesAssembly())]
    }
}
