import APIReplica
import CatalogCrawl
import HeadlessHost

/// One of the App's own commands (not a feature's): its syntax, and how its checked arguments become a `Command`.
struct AppCommandSyntax: Sendable {
    let syntax: CommandSyntax
    let build: @Sendable (ParsedArguments) throws(UsageError) -> Command

    static let all: [AppCommandSyntax] = [demo, shell, web, serve, crawl, cache]

    static let demo = AppCommandSyntax(syntax: CommandSyntax("demo")) { arguments throws(UsageError) in
        .demo(try arguments.single("a demo NAME or a script FILE", of: "demo"))
    }

    static let shell = AppCommandSyntax(syntax: CommandSyntax("shell")) { arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "shell")
        return .shell
    }

    static let web = AppCommandSyntax(syntax: CommandSyntax("web", valueOptions: ["--port"])) {
        arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "web")
        return .web(WebOptions(port: try port(in: arguments)))
    }

    static let serve = AppCommandSyntax(syntax: CommandSyntax("serve", valueOptions: ["--port", "--faults"])) {
        arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "serve")
        let port = try port(in: arguments)
        let faults = try arguments.values["--faults"].map { text throws(UsageError) in
            let spec = try ArgumentValue.text(text, for: "--faults")
            do throws(FaultSpecError) {
                return try FaultSpec.parse(spec)
            } catch {
                throw .invalidValue(text, for: "--faults", expected: "a fault spec (\(error))")
            }
        }
        return .serve(ServeOptions(port: port, faults: faults))
    }

    /// `--port P`, checked: a port number, 0 for any free one.
    private static func port(in arguments: ParsedArguments) throws(UsageError) -> Int? {
        try arguments.values["--port"].map { text throws(UsageError) in
            try ArgumentValue.wholeNumber(
                text, for: "--port", in: ServeOptions.portRange,
                expected:
                    "a port number from \(ServeOptions.portRange.lowerBound) to \(ServeOptions.portRange.upperBound) "
                    + "(0 for any free port)")
        }
    }

    static let crawl = AppCommandSyntax(
        syntax: CommandSyntax("crawl", valueOptions: ["--concurrency"], flagOptions: ["--images"])
    ) { arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "crawl")
        let range = CrawlSettings.concurrencyRange
        let concurrency = try arguments.values["--concurrency"].map { text throws(UsageError) in
            try ArgumentValue.wholeNumber(
                text, for: "--concurrency", in: range,
                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return .crawl(
            CrawlOptions(
                includesImages: arguments.flags.contains("--images"),
                concurrency: concurrency
            )
        )
    }

    static let cache = AppCommandSyntax(syntax: CommandSyntax("cache")) { arguments throws(UsageError) in
        let names = CacheAction.allCases.map(\.rawValue)
        let word = try arguments.single("one of: \(names.joined(separator: ", "))", of: "cache")
        guard let action = CacheAction(rawValue: word) else {
            let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw .invalidValue(word, for: "cache", expected: expected)
        }
        return .cache(action)
    }
}
