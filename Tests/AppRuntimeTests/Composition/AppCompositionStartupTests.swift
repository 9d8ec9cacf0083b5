import AppRuntime
import Console
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("AppComposition: start-up failures")
struct AppCompositionStartupTests {
    @Test func aFeatureThatCannotBeComposedFromTheContainerIsAClearExitOne() async throws {
        let harness = try CompositionHarness(features: [BrokenProbeAssembly.self])
        defer { harness.remove() }

        let code = await harness.run(["characters"])

        #expect(code == .failure)
        #expect(harness.errors.text.hasPrefix("the App's dependencies do not fit together"))
        #expect(harness.errors.text.contains("No registration for AppRuntimeTests.MissingDependency"))
        #expect(harness.output.text.isEmpty)
    }

    @Test func aRouteNoComposedFeatureShowsNamesTheFeatures() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["character", "1"])

        #expect(code == .failure)
        #expect(
            harness.errors.text
                == "could not show 'character 1': no feature of this command shows it (composed: probe)\n"
        )
    }

    @Test func withoutFeaturesAFeatureCommandIsUnknown() async throws {
        let harness = try CompositionHarness(features: [])
        defer { harness.remove() }

        let code = await harness.run(["characters"])

        #expect(code == .usage)
        #expect(harness.errors.text == "unknown command 'characters'; see 'App --help'\n")
    }

    @Test(arguments: [["characters"], ["serve"], ["crawl"]])
    func aMissingDatasetIsBadInputNamingTheFile(command: [String]) async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        let missing = harness.cacheHome.url.appendingPathComponent("no-such-dataset")

        let code = await harness.run(command + ["--dataset", missing.path])

        #expect(code == .usage)
        #expect(
            harness.errors.text
                == "cannot load the dataset in '\(missing.path)': \(missing.path)/characters.json: file not found\n")
    }

    @Test func anEventsFileThatCannotBeWrittenIsBadInputNamingThePath() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["characters", "--events", "/no/such/folder/events.jsonl"])

        #expect(code == .usage)
        #expect(harness.errors.text.hasPrefix("cannot write events: cannot open the tracking file /no/such/folder/"))
    }

    @Test func versionPrintsTheVersionLine() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["--version"])

        #expect(code == .success)
        #expect(harness.output.text == "App 0.1.0\n")
    }

    @Test func helpListsEveryCommandOptionScriptVerbAndExitCode() async throws {
        let harness = try CompositionHarness(features: [SampleCharactersAssembly.self, SampleEpisodesAssembly.self])
        defer { harness.remove() }

        let code = await harness.run(["--help"])

        #expect(code == .success)
        let words = [
            "characters", "character ID", "episodes", "episode ID", "image ID", "demo NAME|FILE", "shell", "serve",
            "crawl", "cache stats|verify|clear", "--page", "--name", "--status", "--species", "--type", "--gender",
            "--season", "--port", "--dataset", "--faults", "--images", "--concurrency", "--api", "--cache-dir",
            "--no-cache", "--json", "--events", "--verbose", "--failure-rate", "--failure-seed", "--help", "--version",
            "next", "prev", "refresh", "more", "open ID", "back", "search TEXT", "filter KEY=VALUE", "retry",
            "wait MS", "expect TEXT", "expect-not TEXT", "NO_COLOR", "EXIT CODES",
        ]
        for word in words {
            #expect(harness.output.text.contains(word), "help should mention \(word)")
        }
    }

    @Test func helpIncludesTheReplicasFaultSyntaxAndTheFeaturesDemos() async throws {
        let harness = try CompositionHarness(features: [ProbeAssembly.self, DemoProbeAssembly.self])
        defer { harness.remove() }

        _ = await harness.run(["--help"])

        #expect(harness.output.text.contains("SPEC is comma-separated key=value pairs"))
        #expect(harness.output.text.contains("run a bundled demo (probing) or a script file"))
    }
}
