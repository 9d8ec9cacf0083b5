import APIReplica
import FeatureKit
import Foundation
import HeadlessHost
import SharedPresentation
import TestSupport
import Testing

@testable import AppRuntime

@Suite("CommandLineParser")
struct CommandLineParserTests {
    static let acceptedCommands: [([String], Command)] = [
        ([], .tour),
        (["characters"], .characters(page: 1, filters: [:])),
        (["characters", "--page=2"], .characters(page: 2, filters: [:])),
        (
            [
                "characters", "--page", "3", "--name", "Rick Sanchez", "--status", "alive", "--species", "Human",
                "--type", "Parasite", "--gender", "male",
            ],
            .characters(
                page: 3,
                filters: [
                    "name": "Rick Sanchez", "status": "alive", "species": "Human", "type": "Parasite", "gender": "male",
                ]
            )
        ),
        (["character", "7"], .character(id: 7)),
        (["episodes"], .episodes(page: 1, season: nil)),
        (["episodes", "--season", "2", "--page", "3"], .episodes(page: 3, season: 2)),
        (["episode", "28"], .episode(id: 28)),
        (["image", "1"], .image(id: 1)),
        (["demo", "tour"], .demo("tour")),
        (["demo", "./mine.script"], .demo("./mine.script")),
        (["shell"], .shell),
        (["serve"], .serve(ServeOptions())),
        (
            ["serve", "--port", "8080", "--faults", "latency=200ms"],
            .serve(ServeOptions(port: 8080, faults: FaultSpec(latency: .milliseconds(200))))
        ),
        (["serve", "--port", "0"], .serve(ServeOptions(port: 0))),
        (["crawl"], .crawl(CrawlOptions(includesImages: false, concurrency: nil))),
        (["crawl", "--images", "--concurrency", "64"], .crawl(CrawlOptions(includesImages: true, concurrency: 64))),
        (["cache", "stats"], .cache(.stats)),
        (["cache", "verify"], .cache(.verify)),
        (["cache", "clear"], .cache(.clear)),
        (["--help"], .help),
        (["-h"], .help),
        (["characters", "--pgae", "--help"], .commandHelp("characters")),
        (["help"], .help),
        (["help", "characters"], .commandHelp("characters")),
        (["help", "serve"], .commandHelp("serve")),
        (["--version"], .version),
    ]

    @Test(arguments: acceptedCommands)
    func parserAcceptsEveryCommand(arguments: [String], command: Command) throws {
        let invocation = try CommandLineParser(catalog: .sample).parse(arguments)

        #expect(invocation == Invocation(command: command))
    }

    @Test func aCacheDirThatIsNotADirectoryIsRefusedNamingIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write("not a directory", to: "file").path

        #expect(
            throws: UsageError.invalidValue(
                file, for: "--cache-dir", expected: "a directory ('\(file)' is a regular file, not a directory)")
        ) {
            try CommandLineParser(catalog: .sample).parse(["--cache-dir", file, "cache", "verify"])
        }
    }

    @Test func parserReadsEveryGlobalOptionBeforeOrAfterTheCommand() throws {
        let arguments = [
            "--api", "https://rickandmortyapi.com/api", "--json", "character", "1", "--verbose", "--cache-dir",
            "/tmp/c",
            "--events", "/tmp/events.jsonl", "--failure-rate", "0.25", "--failure-seed", "42",
        ]

        let invocation = try CommandLineParser(catalog: .sample).parse(arguments)

        let expected = GlobalOptions(
            apiBaseURL: URL(string: "https://rickandmortyapi.com/api"),
            cacheDirectory: URL(fileURLWithPath: "/tmp/c"),
            printsJSON: true,
            eventsFile: URL(fileURLWithPath: "/tmp/events.jsonl"),
            isVerbose: true,
            featureSettings: FeatureSettings(["failure-rate": "0.25", "failure-seed": "42"])
        )
        #expect(invocation == Invocation(options: expected, command: .character(id: 1)))
    }

    @Test func parserReadsTheDatasetAndNoCacheOptions() throws {
        let invocation = try CommandLineParser(catalog: .sample).parse(["serve", "--dataset", "/data", "--no-cache"])

        #expect(invocation.options.datasetDirectory == URL(fileURLWithPath: "/data"))
        #expect(invocation.options.disablesCache)
        #expect(invocation.command == .serve(ServeOptions()))
    }

    static let rejectedArguments: [([String], String)] = [
        (["--pgae"], "unknown option '--pgae'"),
        (["characters", "--pgae", "2"], "unknown option '--pgae' (did you mean '--page'?)"),
        (["charcters"], "unknown command 'charcters' (did you mean 'characters'?)"),
        (["help", "charcters"], "unknown command 'charcters' (did you mean 'characters'?)"),
        (["characters", "--page", "0"], "invalid value '0' for '--page': expected a whole number of at least 1"),
        (["characters", "--page", "two"], "invalid value 'two' for '--page': expected a whole number of at least 1"),
        (["characters", "--page"], "option '--page' needs a value"),
        (["characters", "--name", ""], "invalid value '' for '--name': expected a non-empty text"),
        (["characters", "--season", "1"], "option '--season' does not apply to 'characters'"),
        (["characters", "extra"], "unexpected argument 'extra' for 'characters'"),
        (["--page", "2", "characters"], "option '--page' must follow the command it belongs to"),
        (["character"], "'character' needs an ID"),
        (["character", "0"], "invalid value '0' for 'character ID': expected a whole number of at least 1"),
        (["character", "-1"], "invalid value '-1' for 'character ID': expected a whole number of at least 1"),
        (["character", "1", "2"], "unexpected argument '2' for 'character'"),
        (["episode", "x"], "invalid value 'x' for 'episode ID': expected a whole number of at least 1"),
        (["episodes", "--season", "0"], "invalid value '0' for '--season': expected a whole number of at least 1"),
        (
            ["crawl", "--concurrency", "65"],
            "invalid value '65' for '--concurrency': expected a whole number from 1 to 64"
        ),
        (
            ["crawl", "--concurrency", "0"],
            "invalid value '0' for '--concurrency': expected a whole number from 1 to 64"
        ),
        (["crawl", "--images=yes"], "option '--images' takes no value"),
        (
            ["serve", "--port", "70000"],
            "invalid value '70000' for '--port': expected a port number from 0 to 65535 (0 for any free port)"
        ),
        (["--failure-rate", "1.5"], "invalid value '1.5' for '--failure-rate': expected a number from 0 to 1"),
        (["--failure-rate", "nan"], "invalid value 'nan' for '--failure-rate': expected a number from 0 to 1"),
        (["--failure-seed", "-3"], "invalid value '-3' for '--failure-seed': expected a whole number of at least 0"),
        (
            ["--api", "ftp://example.org"],
            "invalid value 'ftp://example.org' for '--api': expected an http or https URL, such as https://rickandmortyapi.com/api"
        ),
        (
            ["--api", "rickandmortyapi.com"],
            "invalid value 'rickandmortyapi.com' for '--api': expected an http or https URL, such as https://rickandmortyapi.com/api"
        ),
        (["--json=yes"], "option '--json' takes no value"),
        (["--json", "characters", "--json"], "option '--json' is given more than once"),
        (["--no-cache", "--cache-dir", "/tmp/c"], "options '--no-cache' and '--cache-dir' cannot be combined"),
        (
            ["--api", "http://localhost:8080/api", "--dataset", "/d"],
            "options '--api' and '--dataset' cannot be combined"
        ),
        (["cache"], "'cache' needs one of: stats, verify, clear"),
        (["cache", "purge"], "invalid value 'purge' for 'cache': expected stats, verify or clear"),
        (["demo"], "'demo' needs a demo NAME or a script FILE"),
        (["shell", "now"], "unexpected argument 'now' for 'shell'"),
        (["serve", "--api", "http://127.0.0.1:1/api"], "option '--api' does not apply to 'serve'"),
        (
            ["serve", "--faults", "rate=0.5\nkinds=x"],
            "invalid value 'rate=0.5\\nkinds=x' for '--faults': expected a fault spec (fault spec value '0.5\\nkinds=x' for 'rate' is invalid; expected a number from 0 to 1)"
        ),
    ]

    @Test(arguments: rejectedArguments)
    func parserRejectsBadInputWithAClearMessage(arguments: [String], reason: String) {
        #expect(throws: UsageError.self) { try CommandLineParser(catalog: .sample).parse(arguments) }
        do {
            _ = try CommandLineParser(catalog: .sample).parse(arguments)
        } catch {
            #expect(error.message == "\(reason); see 'App --help'")
        }
    }

    @Test func aFeatureCommandWithAFollowUpShowsItsRouteThenPerformsIt() throws {
        let invocation = try CommandLineParser(catalog: .sample).parse(["image", "5"])

        guard case .browse(let browse) = invocation.command else {
            Issue.record("image is a feature command")
            return
        }
        #expect(browse.steps == [.show(AppRoute("character", id: 5)), .perform(.action(name: "image", id: 5))])
    }
}
