import HeadlessHost

extension GlobalOptions {
    /// The global options: accepted before or after the command.
    static let syntax = CommandSyntax(
        "App",
        valueOptions: ["--api", "--dataset", "--cache-dir", "--events", "--failure-rate", "--failure-seed"],
        flagOptions: ["--no-cache", "--json", "--verbose"]
    )

    init(parsing arguments: ParsedArguments) throws(UsageError) {
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
            printsJSON: arguments.flags.contains("--json"),
            eventsFile: try values["--events"].map { text throws(UsageError) in
                try ArgumentValue.path(text, for: "--events")
            },
            isVerbose: arguments.flags.contains("--verbose"),
            imageFailureRate: try values["--failure-rate"].map { text throws(UsageError) in
                try ArgumentValue.rate(text, for: "--failure-rate")
            },
            imageFailureSeed: try values["--failure-seed"].map { text throws(UsageError) in
                try ArgumentValue.seed(text, for: "--failure-seed")
            }
        )
        if disablesCache, cacheDirectory != nil {
            throw .conflictingOptions("--no-cache", "--cache-dir")
        }
        if apiBaseURL != nil, datasetDirectory != nil {
            throw .conflictingOptions("--api", "--dataset")
        }
    }
}
