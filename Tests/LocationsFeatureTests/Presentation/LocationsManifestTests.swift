import FeatureKit
import HeadlessHost
import SharedPresentation
import Testing

@testable import LocationsFeature

@Suite("LocationsAssembly manifest")
struct LocationsManifestTests {
    private let manifest = LocationsAssembly.manifest

    @Test func itsCommandsShowItsOwnRoutesAndItOpensCharacters() {
        #expect(manifest.name == "locations")
        #expect(manifest.routes == ["locations", "location"])
        #expect(
            manifest.commands.map(\.synopsis) == [
                "locations [--page N] [--name X] [--type T] [--dimension D]", "location ID",
            ])
        #expect(manifest.opens == [.character])
    }

    @Test func aCommandLineBecomesARouteTheProviderAnswers() throws {
        let command = try #require(manifest.commands.first)
        let arguments = try command.syntax.parse(["--type", "Planet", "--page", "2"])

        let invocation = try command.invocation(from: arguments)

        #expect(invocation.route == AppRoute("locations", options: ["type": "Planet", "page": "2"]))
        #expect(
            LocationsScreens.routes.destination(of: invocation.route)
                == .list(page: 2, filters: ["type": "Planet"], showsImages: false))
    }

    @Test func itsDemoParsesWithItsOwnVocabulary() throws {
        let demo = try #require(manifest.demos.first)

        let lines = try ScriptParser(vocabulary: ScriptVocabulary(manifests: [manifest])).parse(demo.text)

        #expect(demo.name == "locations")
        #expect(lines.first?.step == .show(AppRoute("locations")))
    }

    @Test func theCrawlCoversTheLocationList() {
        #expect(manifest.crawl.map(\.resource.rawValue) == ["location"])
    }
}
