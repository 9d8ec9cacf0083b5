import Console
import FeatureKit
import Foundation
import HeadlessHost
import Storage

extension GlobalOptions {
    /// The App's own global options, accepted before or after the command (a catalog adds its features').
    static let syntax = CommandSyntax(
        "App",
        valueOptions: ["--api", "--dataset", "--cache-dir", "--data-dir", "--events"],
        flagOptions: ["--no-cache", "--offline", "--refresh", "--json", "--all", "--verbose"]
    )

    static let fixturesFlag = "--fixtures"

    init(parsing arguments: ParsedArguments, featureOptions: [CommandOption]) throws(UsageError) {
        func value<T>(_ option: String, _ read: (String, String) throws(UsageError) -> T) throws(UsageError) -> T? {
            guard let text = arguments.values[option] else { return nil }
            return try read(text, option)
        }
        self.init(
            apiBaseURL: try value("--api", ArgumentValue.httpURL),
            datasetDirectory: try value("--dataset", ArgumentValue.path),
            cacheDirectory: try value("--cache-dir", Self.directory),
            disablesCache: arguments.flags.contains("--no-cache"),
            dataDirectory: try value("--data-dir", Self.directory),
            usesFixtures: arguments.flags.contains(Self.fixturesFlag),
            worksOffline: arguments.flags.contains("--offline"),
            refreshes: arguments.flags.contains("--refresh"),
            printsJSON: arguments.flags.contains("--json"),
            showsEveryRow: arguments.flags.contains("--all"),
            eventsFile: try value("--events", ArgumentValue.path),
            isVerbose: arguments.flags.contains("--verbose"),
            featureSettings: FeatureSettings(try featureOptions.values(in: arguments))
        )
        if disablesCache, cacheDirectory != nil {
            throw .conflictingOptions("--no-cache", "--cache-dir")
        }
        if worksOffline, disablesCache {
            throw .conflictingOptions("--offline", "--no-cache")
        }
        if worksOffline, refreshes {
            throw .conflictingOptions("--offline", "--refresh")
        }
        if apiBaseURL != nil, datasetDirectory != nil {
            throw .conflictingOptions("--api", "--dataset")
        }
        if usesFixtures, let conflicting = apiBaseURL != nil ? "--api" : datasetDirectory != nil ? "--dataset" : nil {
            throw .conflictingOptions(Self.fixturesFlag, conflicting)
        }
    }

    /// A `--cache-dir` or `--data-dir` value: a directory, or a path where one can be created.
    static func directory(_ text: String, for option: String) throws(UsageError) -> URL {
        let directory = try ArgumentValue.path(text, for: option)
        do {
            try CacheLocation(directory: directory).validate()
        } catch {
            throw .invalidValue(text, for: option, expected: "a directory (\(error))")
        }
        return directory
    }

    /// The renderer these options ask for: JSON with `--json`, else text, coloured when `capabilities` allow.
    public func screenRenderer(for capabilities: TerminalCapabilities) -> any ScreenRenderer {
        printsJSON ? JSONScreenRenderer() : TextScreenRenderer(usesColor: capabilities.usesColor)
    }
}
