import FeatureKit
import FeatureTesting
import Foundation
import SharedPresentation
import TestSupport
import Testing

/// The template composes: a feature that combines the user's saved data with the server's (`WatchedFeature`, a test
/// feature written as a newcomer would) stays inside the kit.
@MainActor
@Suite("A feature combining saved data with the server's", .hangGuard)
struct WatchedFeatureTests {
    @Test func eachSeasonSaysHowManyOfItsEpisodesTheServerHasAreWatched() async throws {
        let app = try FeatureHarness([WatchedAssembly.self])
        for id in [12, 1, 2] {
            _ = try await app.perform(ActionRequest("watch", id: id))
        }

        let sut = try await app.show(AppRoute("watched"))

        #expect(sut.snapshot.sections.map(\.title) == ["Season 1: 2 of 11 watched", "Season 2: 1 of 10 watched"])
        #expect(
            sut.snapshot.rows.map(\.title) == ["S01E01 · Pilot", "S01E02 · Lawnmower Dog", "S02E01 · A Rickle in Time"])
        #expect(try sut.perform(.open(id: 12)) == AppRoute("episode", id: 12))
    }

    @Test func theOpenListFollowsEachWatchAtOnce() async throws {
        let app = try FeatureHarness([WatchedAssembly.self])
        let sut = try await app.show(AppRoute("watched"))
        #expect(sut.snapshot.sections.first?.emptyMessage == "No watched episodes.")

        _ = try await app.perform(ActionRequest("watch", id: 1))
        await sut.settle()
        #expect(sut.snapshot.sections.map(\.title) == ["Season 1: 1 of 11 watched"])

        _ = try await app.perform(ActionRequest("unwatch", id: 1))
        await sut.settle()
        #expect(sut.snapshot.rows.isEmpty)
    }

    @Test func onItsFixturesItsOwnAndItsExtraLoadsAreAnsweredWithoutARequest() async throws {
        let app = try FeatureHarness([WatchedAssembly.self], fixtures: Self.fixtures)
        _ = try await app.perform(ActionRequest("watch", id: 2))

        let sut = try await app.show(AppRoute("watched"))

        #expect(sut.snapshot.sections.map(\.title) == ["Season 1: 1 of 3 watched"])
        #expect(app.client.requestCount == 0)
    }

    @Test func itsCommandsAndActionsAreTheKitsOwn() {
        let manifest = WatchedAssembly.manifest

        #expect(manifest.commands.map(\.synopsis) == ["watched [--page N]"])
        #expect(manifest.actions.map(\.synopsis) == ["watch ID", "unwatch ID"])
        #expect(manifest.crawl.isEmpty)
    }

    @Test func itIsWrittenWithoutTheContainerAndWithoutAnOverride() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "WatchedFeature")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let code = try files.flatMap { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
        }

        #expect(!files.isEmpty)
        #expect(try LayerImports.imports(under: folder).filter { $0.module == "CoreDI" }.isEmpty)
        #expect(code.allSatisfy { !$0.contains("override") && !$0.contains("Resolver") && !$0.contains("register") })
    }

    /// A few episodes of seasons 1 and 2, as the API writes them.
    static let fixtures = FeatureFixtures(
        [
            .episode: Data(
                """
                [{"id": 1, "name": "Pilot", "episode": "S01E01"}, {"id": 2, "name": "Lawnmower Dog", "episode": "S01E02"},
                 {"id": 3, "name": "Anatomy Park", "episode": "S01E03"},
                 {"id": 12, "name": "A Rickle in Time", "episode": "S02E01"}]
                """.utf8)
        ], pageSize: 2)
}
