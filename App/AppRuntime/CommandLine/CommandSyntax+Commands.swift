import APIReplica

extension CommandSyntax {
    /// Every command the App accepts, in the order `--help` lists them.
    static let all: [CommandSyntax] = [
        characters, character, episodes, episode, image, demo, shell, serve, crawl, cache,
    ]

    static let characters = CommandSyntax(
        "characters",
        valueOptions: Set(["--page"] + characterFilterKeys.map { "--\($0)" })
    ) { arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "characters")
        var filters: [String: String] = [:]
        for key in characterFilterKeys {
            if let value = arguments.values["--\(key)"] {
                filters[key] = try ArgumentValue.text(value, for: "--\(key)")
            }
        }
        return .characters(page: try page(in: arguments), filters: filters)
    }

    static let character = CommandSyntax("character") { arguments throws(UsageError) in
        .character(id: try id(in: arguments, of: "character"))
    }

    static let episodes = CommandSyntax("episodes", valueOptions: ["--page", "--season"]) {
        arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "episodes")
        let season = try arguments.values["--season"].map { text throws(UsageError) in
            try ArgumentValue.positive(text, for: "--season")
        }
        return .episodes(page: try page(in: arguments), season: season)
    }

    static let episode = CommandSyntax("episode") { arguments throws(UsageError) in
        .episode(id: try id(in: arguments, of: "episode"))
    }

    static let image = CommandSyntax("image") { arguments throws(UsageError) in
        .image(id: try id(in: arguments, of: "image"))
    }

    static let demo = CommandSyntax("demo") { arguments throws(UsageError) in
        .demo(try arguments.single("a demo NAME or a script FILE", of: "demo"))
    }

    static let shell = CommandSyntax("shell") { arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "shell")
        return .shell
    }

    static let serve = CommandSyntax("serve", valueOptions: ["--port", "--faults"]) { arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "serve")
        let port = try arguments.values["--port"].map { text throws(UsageError) in
            try ArgumentValue.wholeNumber(
                text, for: "--port", in: ServeOptions.portRange,
                expected:
                    "a port number from \(ServeOptions.portRange.lowerBound) to \(ServeOptions.portRange.upperBound) "
                    + "(0 for any free port)")
        }
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

    static let crawl = CommandSyntax("crawl", valueOptions: ["--concurrency"], flagOptions: ["--images"]) {
        arguments throws(UsageError) in
        try arguments.expectPositionals(atMost: 0, of: "crawl")
        let range = CrawlOptions.concurrencyRange
        let concurrency = try arguments.values["--concurrency"].map { text throws(UsageError) in
            try ArgumentValue.wholeNumber(
                text, for: "--concurrency", in: range,
                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return .crawl(
            CrawlOptions(
                includesImages: arguments.flags.contains("--images"),
                concurrency: concurrency ?? CrawlOptions.defaultConcurrency
            )
        )
    }

    static let cache = CommandSyntax("cache") { arguments throws(UsageError) in
        let names = CacheAction.allCases.map(\.rawValue)
        let word = try arguments.single("one of: \(names.joined(separator: ", "))", of: "cache")
        guard let action = CacheAction(rawValue: word) else {
            let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw .invalidValue(word, for: "cache", expected: expected)
        }
        return .cache(action)
    }

    private static func page(in arguments: ParsedArguments) throws(UsageError) -> Int {
        guard let text = arguments.values["--page"] else { return 1 }
        return try ArgumentValue.positive(text, for: "--page")
    }

    private static func id(in arguments: ParsedArguments, of command: String) throws(UsageError) -> Int {
        try ArgumentValue.positive(arguments.single("an ID", of: command), for: "\(command) ID")
    }
}
