import FeatureKit
import HeadlessHost
import SharedPresentation
import Testing

@testable import CharactersFeature

@Suite("CharactersAssembly manifest")
struct CharactersManifestTests {
    private let manifest = CharactersAssembly.manifest

    @Test func itsCommandsShowItsOwnRoutesAndItOpensEpisodesAndLocations() {
        #expect(manifest.name == "characters")
        #expect(manifest.routes == ["characters", "character"])
        #expect(
            manifest.commands.map(\.synopsis) == [
                "characters [--page N] [--name X] [--status S] [--species S] [--type T] [--gender G] [--images]",
                "character ID", "image ID",
            ])
        #expect(manifest.opens == [.episode, .location])
    }

    @Test func theImageCommandShowsTheCharacterThenLoadsItsAvatar() throws {
        let command = try #require(manifest.commands.last)

        let invocation = try command.invocation(from: try command.syntax.parse(["3"]))

        #expect(invocation.route == AppRoute("character", id: 3))
        #expect(invocation.followUp == .action(name: "image", id: 3))
    }

    @Test func itsDemoParsesWithItsOwnVocabulary() throws {
        let demo = try #require(manifest.demos.first)

        let lines = try ScriptParser(vocabulary: ScriptVocabulary(manifests: [manifest])).parse(demo.text)

        #expect(demo.name == "characters")
        #expect(lines.first?.step == .show(AppRoute("characters")))
    }

    @Test func theCrawlCoversTheCharacterListWithItsAvatars() {
        #expect(manifest.crawl.map(\.resource.rawValue) == ["character"])
        #expect(manifest.crawl.first?.image?(1).pathComponents.last == "1.jpeg")
    }
}
