import AppRuntime
import Foundation
import TestSupport
import Testing

/// What a feature may ask the App for, declared and typed: a test-only feature declares a global option, actions
/// and a user-data key, and runs through the App's composition with no change to the App.
@MainActor
@Suite("AppComposition: what a feature may ask the App for")
struct AppCompositionFeatureContractTests {
    @Test func anActionRunsOnTheCommandLineAndItsFeatureReadsItsOwnOption() async throws {
        let harness = try makeSUT()
        defer { harness.remove() }

        let kept = await harness.run(["favorite", "3"])
        let listed = await harness.run(["favorites", "--greeting", "Best"])

        #expect(kept == .success, "\(harness.errors.text)")
        #expect(listed == .success, "\(harness.errors.text)")
        #expect(harness.output.lines == ["3 is a favourite now (1 in all).", "Best: 3"])
    }

    @Test func theUserDataLivesInTheDataDirectoryAndSurvivesCacheClear() async throws {
        let harness = try makeSUT()
        defer { harness.remove() }
        _ = await harness.run(["favorite", "3"])

        let cleared = await harness.run(["cache", "clear"])
        _ = await harness.run(["favorites"])

        #expect(cleared == .success)
        #expect(harness.output.lines.last == "Favourites: 3")
        let stored = harness.cacheHome.url.appendingPathComponent("data/rick-and-morty-core/favorites/favorites.data")
        #expect(FileManager.default.fileExists(atPath: stored.path))
        #expect(
            !FileManager.default.fileExists(
                atPath: harness.defaultCacheDirectory.appendingPathComponent("favorites").path))
    }

    @Test func dataDirPutsTheUserDataThere() async throws {
        let harness = try makeSUT()
        defer { harness.remove() }
        let directory = harness.cacheHome.url.appendingPathComponent("chosen")

        _ = await harness.run(["favorite", "7", "--data-dir", directory.path])

        #expect(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("favorites/favorites.data").path))
    }

    @Test func anActionWorksFromAnyScreenInAScriptAndLeavesTheScreen() async throws {
        var harness = try makeSUT()
        defer { harness.remove() }
        harness.lines = ["characters", "favorite 3", "expect Probe", "favorites"]

        let code = await harness.run(["shell"])

        #expect(code == .success, "\(harness.errors.text)")
        #expect(harness.output.text.contains("3 is a favourite now (1 in all)."))
        #expect(harness.output.text.contains("Favourites: 3"))
        #expect(harness.errors.text.isEmpty)
    }

    @Test func aFeaturesOptionIsCheckedByTheAppAndUnknownWithoutTheFeature() async throws {
        let harness = try makeSUT()
        defer { harness.remove() }
        let without = try CompositionHarness()
        defer { without.remove() }

        let empty = await harness.run(["favorites", "--greeting", " "])
        let unknown = await without.run(["characters", "--greeting", "Hi"])

        #expect(empty == .usage)
        #expect(unknown == .usage)
        #expect(without.errors.text == "unknown option '--greeting'; see 'App --help'\n")
    }

    @Test func helpListsTheFeaturesActionsAndOptions() async throws {
        let harness = try makeSUT()
        defer { harness.remove() }

        _ = await harness.run(["--help"])

        #expect(harness.output.text.contains("  favorite ID"))
        #expect(harness.output.text.contains("  --greeting X         say X first"))
    }

    private func makeSUT() throws -> CompositionHarness {
        try CompositionHarness(features: [ProbeAssembly.self, FavoritesProbeAssembly.self])
    }
}
