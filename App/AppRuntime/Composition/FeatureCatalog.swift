import FeatureKit
import HeadlessHost

/// The features an App is built from, and all it derives from their manifests: commands, options, words, demos.
public struct FeatureCatalog: Sendable {
    /// The features' assemblies, in the order `--help`, the crawl and the screen factory use.
    public let features: [any FeatureAssembly.Type]
    /// Their manifests, in the same order.
    public let manifests: [FeatureManifest]
    /// The script language and command words of these features, beside the App's own commands.
    public let vocabulary: ScriptVocabulary
    /// Whether this is a whole App, whose features must answer every route they open; false for a preview.
    public let isComplete: Bool
    /// The records a preview runs its features on with `--fixtures`; nil when it has none.
    public let fixtures: FeatureFixtures?
    let featureOptions: [CommandOption]
    /// Every global option: the App's own, the features', and `--fixtures` when there are fixtures.
    public let globalOptions: CommandSyntax

    /// Creates the catalog of `features`: a whole App's, or a preview's one feature with the records of `--fixtures`.
    public init(_ features: [any FeatureAssembly.Type], isComplete: Bool = true, fixtures: FeatureFixtures? = nil) {
        self.features = features
        self.isComplete = isComplete
        self.fixtures = fixtures
        manifests = features.map { $0.manifest }
        featureOptions = manifests.flatMap(\.options)
        let own = featureOptions.syntax("App")
        globalOptions = CommandSyntax(
            "App",
            valueOptions: GlobalOptions.syntax.valueOptions.union(own.valueOptions),
            flagOptions: GlobalOptions.syntax.flagOptions.union(own.flagOptions)
                .union(fixtures == nil ? [] : [GlobalOptions.fixturesFlag])
        )
        vocabulary = ScriptVocabulary(
            manifests: manifests,
            otherCommands: Set(AppCommandSyntax.all.map(\.syntax.name)),
            globalOptions: globalOptions.valueOptions.union(globalOptions.flagOptions)
                .union(AppCommandSyntax.all.flatMap { $0.syntax.valueOptions.union($0.syntax.flagOptions) })
        )
    }

    /// The features `command` composes with their options: the one that declares it, or all for a session.
    func modules(for command: Command, options: GlobalOptions) -> [FeatureModule] {
        let composed: [any FeatureAssembly.Type]
        switch command {
        case .browse(let invocation):
            composed = features.filter { $0.manifest.commands.contains { $0.name == invocation.command } }
        case .act(let request):
            composed = features.filter { $0.manifest.actions.contains { $0.name == request.name } }
        case .tour, .demo, .shell, .web:
            composed = features
        case .serve, .crawl, .cache, .help, .commandHelp, .version:
            composed = []
        }
        return composed.map { FeatureModule($0, settings: options.featureSettings.restricted(to: $0.manifest.options)) }
    }

    /// Every feature's crawl contribution, in catalog order.
    public var crawlContributions: [CrawlContribution] {
        manifests.flatMap(\.crawl)
    }

    /// Every feature's demo scripts.
    public var demos: [DemoScript] {
        manifests.flatMap(\.demos)
    }

    /// What is wrong with this catalog; empty when it is sound.
    public var problems: [String] {
        let check = FeatureCatalogCheck(
            manifests: manifests, appCommands: AppCommandSyntax.all.map(\.syntax.name),
            appOptions: GlobalOptions.syntax.valueOptions.union(GlobalOptions.syntax.flagOptions))
        return check.problems + (isComplete ? check.unansweredOpens : [])
    }
}
