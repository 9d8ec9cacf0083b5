import FeatureKit
import HeadlessHost
import SharedPresentation
import Testing

@testable import EpisodesFeature

@Suite("EpisodesAssembly manifest")
struct EpisodesManifestTests {
    private let manifest = EpisodesAssembly.manifest

    @Test func itsCommandsShowItsOwnRoutesAndItOpensCharacters() {
        #expect(manifest.name == "episodes")
        #expect(manifest.routes == ["episodes", "episode"])
        #expect(
            manifest.commands.map(\.synopsis) == [
                "episodes [--page N] [--name X] [--code C] [--season N]", "episode ID",
            ])
        #expect(manifest.opens == [.character])
    }

    @Test func itsDemoParsesWithItsOwnVocabulary() throws {
        let demo = try #require(manifest.demos.first)

        let lines = try ScriptParser(vocabulary: ScriptVocabulary(manifests: [manifest])).parse(demo.text)

        #expect(demo.name == "episodes")
        #expect(lines.first?.step == .show(AppRoute("episodes")))
    }

    @Test func theCrawlCoversTheEpisodeList() {
        #expect(manifest.crawl.map(\.resource.rawValue) == ["episode"])
    }
}
