import FeatureKit
import HeadlessHost

/// The features an App is built from: the one list the executable names (`App`'s catalog, or a preview's single
/// feature), and everything the App derives from their manifests: commands, script words, demos, crawl lists.
public struct FeatureCatalog: Sendable {
    /// The features' assemblies, in the order `--help`, the crawl and the screen factory use.
    public let features: [any FeatureAssembly.Type]
    /// Their manifests, in the same order.
    public let manifests: [FeatureManifest]
    /// The script language and command words of these features, beside the App's own commands.
    public let vocabulary: ScriptVocabulary

    /// Creates the catalog of `features`.
    public init(_ features: [any FeatureAssembly.Type]) {
        self.features = features
        manifests = features.map { $0.manifest }
        vocabulary = ScriptVocabulary(
            manifests: manifests,
            otherCommands: Set(AppCommandSyntax.all.map(\.name)),
            globalOptions: GlobalOptions.syntax.valueOptions.union(GlobalOptions.syntax.flagOptions)
                .union(AppCommandSyntax.all.flatMap { $0.syntax.valueOptions.union($0.syntax.flagOptions) })
        )
    }

    /// The assemblies `command` composes, configured with `settings`: a feature command composes only the feature
    /// that declares it (one screen, no `open`); the tour, `demo` and `shell` may go anywhere and compose all.
    public func modules(for command: Command, settings: FeatureSettings) -> [FeatureModule] {
        switch command {
        case .browse(let invocation):
            features.filter { feature in
                feature.manifest.commands.contains { command in command.name == invocation.command }
            }
            .map { FeatureModule($0, settings: settings) }
        case .tour, .demo, .shell:
            features.map { FeatureModule($0, settings: settings) }
        case .serve, .crawl, .cache, .help, .version:
            []
        }
    }

    /// Every feature's crawl contribution, in catalog order.
    public var crawlContributions: [CrawlContribution] {
        manifests.flatMap(\.crawl)
    }

    /// Every feature's demo scripts.
    public var demos: [DemoScript] {
        manifests.flatMap(\.demos)
    }

    /// What is wrong with this catalog (two features claiming one name, command or route; a command showing a
    /// route no feature answers; a script word clashing with the App's own words); empty when it is sound.
    ///
    /// A route a feature `opens` that no feature answers is not a problem: a preview composes one feature alone,
    /// and opening such an item then says that no feature of this App shows it.
    public var problems: [String] {
        FeatureCatalogCheck(manifests: manifests, appCommands: AppCommandSyntax.all.map(\.name)).problems
    }
}
