import AppRuntime
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("AppComposition: browsing commands")
struct AppCompositionBrowsingTests {
    @Test func aOneShotCommandBootsTheReplicaAndFeaturesLoadThroughTheResolvedInfrastructure() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["characters", "--page", "3"])

        #expect(code == .success, "\(harness.errors.text)")
        #expect(harness.output.text.contains("Origin: network"))
        #expect(harness.output.text.contains("Base:   http://127.0.0.1:"))
        #expect(harness.output.text.contains(#"Body:   {"info":{"count":58,"pages":3"#))
        #expect(harness.errors.text.isEmpty)
    }

    @Test func aSecondRunWithTheSameCacheIsServedFromDiskWithoutRequests() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        _ = await harness.run(["characters"])
        harness.output.write("--- second run\n")

        let code = await harness.run(["characters", "--verbose"])

        let second = try #require(harness.output.text.components(separatedBy: "--- second run\n").last)
        #expect(code == .success)
        #expect(second.contains("Origin: disk"))
        #expect(harness.errors.text.contains("[metrics] 0 requests"))
    }

    @Test func refreshAsksTheServerAboutWhatAnEarlierRunSaved() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        _ = await harness.run(["characters"])
        harness.output.write("--- second run\n")

        let code = await harness.run(["characters", "--refresh", "--verbose"])

        let second = try #require(harness.output.text.components(separatedBy: "--- second run\n").last)
        #expect(code == .success)
        #expect(second.contains("Origin: network"))
        // Answered by the server, whatever a loaded machine's deadline made of a first attempt.
        #expect(harness.errors.text.contains("/api/character?page=1 -> 200, "))
    }

    @Test func noCacheKeepsNothingOnDisk() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        _ = await harness.run(["characters", "--no-cache"])
        let code = await harness.run(["characters", "--no-cache"])

        #expect(code == .success)
        #expect(harness.output.text.components(separatedBy: "Origin: network").count == 3)
        #expect(!FileManager.default.fileExists(atPath: harness.defaultCacheDirectory.path))
    }

    @Test func cacheDirPutsTheDiskTierThere() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        let directory = harness.cacheHome.url.appendingPathComponent("chosen")

        _ = await harness.run(["characters", "--cache-dir", directory.path])

        #expect(try !FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: harness.defaultCacheDirectory.path))
    }

    @Test func verboseLogsRequestsNavigationAndMetricsOnStandardError() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        _ = await harness.run(["--verbose", "characters"])

        #expect(harness.errors.text.contains("[http] GET http://127.0.0.1:"))
        #expect(harness.errors.text.contains("/api/character?page=1 -> 200"))
        #expect(harness.errors.text.contains("[track] Probe shown"))
        #expect(harness.errors.text.contains(#"[track] Navigation action: characters"#))
        // One request, or more when a loaded machine made the first miss its deadline.
        #expect(harness.errors.text.contains(#/\[metrics\] \d+ requests?, /#))
    }

    @Test func eventsAreWrittenAsJSONLinesToTheEventsFile() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }
        let file = harness.cacheHome.url.appendingPathComponent("events.jsonl")

        _ = await harness.run(["characters", "--events", file.path])

        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
    }

    @Test func jsonPrintsOneObjectPerScreen() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        _ = await harness.run(["characters", "--json"])

        #expect(harness.output.lines.count == 1)
        #expect(harness.output.lines.first?.hasPrefix(#"{"actions":"#) == true)
    }

    @Test func anAPIServerIsUsedInsteadOfTheReplica() async throws {
        let harness = try CompositionHarness()
        defer { harness.remove() }

        let code = await harness.run(["characters", "--no-cache", "--api", "http://127.0.0.1:1/api"])

        #expect(code == .failure)
        #expect(harness.errors.text.contains("probe failed"))
        #expect(harness.errors.text.contains("127.0.0.1:1/api/character?page=1"))
    }

    @Test func aOneShotFailureIsShownOnceOnATerminalAndRepeatedOnStandardErrorOtherwise() async throws {
        for isTerminal in [true, false] {
            var harness = try CompositionHarness()
            harness.outputIsTerminal = isTerminal
            defer { harness.remove() }

            let code = await harness.run(["characters", "--no-cache", "--api", "http://127.0.0.1:1/api"])

            #expect(code == .failure)
            #expect(harness.output.text.contains("Error: probe failed"), "the screen says it")
            #expect(harness.errors.text.contains("probe failed") == !isTerminal, "terminal: \(isTerminal)")
        }
    }
}
