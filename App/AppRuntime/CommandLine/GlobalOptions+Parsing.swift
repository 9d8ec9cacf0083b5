import FeatureKit
import HeadlessHost

extension GlobalOptions {
    /// The App's own global options: accepted before or after the command (a catalog adds its features' options,
    /// and `--fixtures` when it has fixtures).
    static let syntax = CommandSyntax(
        "App",
        valueOptions: ["--api", "--dataset", "--cache-dir", "--data-dir", "--events"],
        flagOptions: ["--no-cache", "--offline", "--json", "--all", "--verbose"]
    )

    /// The preview flag that runs the features on their fixtures.
    static let fixturesFlag = "--fixtures"

    init(parsing arguments: ParsedArguments, featureOptions: [CommandOption]) throws(UsageError) {
        let values = arguments.values
        self.init(
            apiBaseURL: try values["--api"].map { text throws(UsageError) in
                try ArgumentValue.httpURL(text, for: "--api")
            },
            datasetDirectory: try values["--dataset"].map { text throws(UsageError) in
                try ArgumentValue.path(text, for: "--dataset")
            },
            cacheDirectory: try values["--cache-dir"].map { text throws(UsageError) in
                try Self.cacheDirectory(text)
            },
            disablesCache: arguments.flags.contains("--no-cache"),
            dataDirectory: try values["--data-dir"].map { text throws(UsageError) in
                try Self.dataDirectory(text)
            },
            usesFixtures: arguments.flags.contains(Self.fixturesFlag),
            worksOffline: arguments.flags.contains("--offline"),
            printsJSON: arguments.flags.contains("--json"),
            showsEveryRow: arguments.flags.contains("--all"),
            eventsFile: try values["--events"].map { text throws(UsageError) in
                try ArgumentValue.path(text, for: "--events")
            },
            isVerbose: arguments.flags.contains("--verbose"),
            featureSettings: FeatureSettings(try featureOptions.values(in: arguments))
        )
        if disablesCache, cacheDirectory != nil {
            throw .conflictingOptions("--no-cache", "--cache-dir")
        }
        if worksOffline, disablesCache {
            throw .conflictingOptions("--offline", "--no-cache")
        }
        if apiBaseURL != nil, datasetDirectory != nil {
            throw .conflictingOptions("--api", "--dataset")
        }
        if usesFixtures, let conflicting = apiBaseURL != nil ? "--api" : datasetDirectory != nil ? "--dataset" : nil {
            throw .conflictingOptions(Self.fixturesFlag, conflicting)
        }
    }
}
