import SharedPresentation

/// What a feature declares to the App: its routes, the commands and words reaching them, and its crawl.
public struct FeatureManifest: Sendable {
    /// The feature's name, such as "characters"; its `(any ScreenProvider)` is registered under it.
    public var name: String
    /// The route names the feature's `ScreenProvider` answers, such as "characters" and "character".
    public var routes: [String]
    /// The routes of other features its screens may ask for (an episode's cast opens `RouteName.character`).
    public var opens: [RouteName]
    /// The commands that show the feature's screens, on the command line and in scripts.
    public var commands: [FeatureCommand]
    /// The commands that change the feature's state and print a result without showing a screen.
    public var actions: [FeatureAction]
    /// The global options the feature reads (`--failure-rate R`), handed to its assembly as `FeatureSettings`.
    public var options: [CommandOption]
    /// The verbs the feature's screens add to the script language, such as `image ID`.
    public var scriptWords: [ScriptWord]
    /// The lists a crawl loads for the feature and how its detail answers derive from them.
    public var crawl: [CrawlContribution]
    /// Demo scripts that show the feature (`demo NAME`), using its commands and the host's verbs.
    public var demos: [DemoScript]

    /// Creates a manifest.
    public init(
        name: String,
        routes: [String],
        opens: [RouteName] = [],
        commands: [FeatureCommand],
        actions: [FeatureAction] = [],
        options: [CommandOption] = [],
        scriptWords: [ScriptWord] = [],
        crawl: [CrawlContribution] = [],
        demos: [DemoScript] = []
    ) {
        self.name = name
        self.routes = routes
        self.opens = opens
        self.commands = commands
        self.actions = actions
        self.options = options
        self.scriptWords = scriptWords
        self.crawl = crawl
        self.demos = demos
    }
}
