import FeatureData
import FeatureDomain
import FeatureKit
import Foundation
import Networking
import SharedPresentation
import Testing

@Suite("Feature parts: what the kit makes of a declaration")
struct FeaturePartsTests {
    @Test func aListDetailFeatureOffersItsListItsDetailAndItsImageWord() {
        let manifest = Places.listDetail.manifest

        #expect(manifest.name == "places")
        #expect(manifest.routes == ["places", "location"])
        #expect(
            manifest.commands.map(\.synopsis) == [
                "places [--page N] [--name X] [--type T] [--dimension D] [--images]", "location ID", "image ID",
            ])
        #expect(manifest.commands.map(\.summary) == ["places", "a place", "a place's image"])
        #expect(manifest.scriptWords.map(\.name) == ["image"])
        #expect(manifest.opens == [.character])
    }

    @Test func aFeaturesDemoStartsOnItsListAfterItsOpeningComments() {
        let demo = Places.listDetail.manifest.demos

        #expect(demo == [DemoScript(name: "places", text: "# Places.\nplaces\nexpect Places\nnext\n")])
    }

    @Test func aListTakesTheFiltersOfItsSourceTheResourcesOwnUnlessTheFeatureGivesOthers() {
        let named = FeatureParts.listDetail(
            of: .api(.location, as: PlaceDTO.self, filters: ListFilterRules(keys: [.name])),
            list: ListScreenParts(row: Place.row), detail: Places.detail)

        #expect(named.manifest.commands.first?.synopsis == "locations [--page N] [--name X]")
    }

    @Test func aListDeclaredWithoutANounIsNamedAfterItsResource() {
        let unnamed = FeatureParts.listDetail(
            of: .api(.location, as: PlaceDTO.self), list: ListScreenParts(row: Place.row), detail: Places.detail)

        #expect(unnamed.manifest.name == "locations")
        #expect(unnamed.manifest.routes == ["locations", "location"])
    }

    @Test func theCrawlStoresEveryPageOfTheResourceAndItsImages() throws {
        let crawl = try #require(Places.listDetail.manifest.crawl.first)

        #expect(crawl.resource == .location)
        #expect(crawl.image != nil)
    }

    @Test func aSavedListIsNotCrawledAndItsActionsAreCommands() {
        let manifest = Places.savedList.manifest

        #expect(manifest.routes == ["kept"])
        #expect(manifest.commands.map(\.synopsis) == ["kept [--page N]"])
        #expect(manifest.actions.map(\.synopsis) == ["keep ID"])
        #expect(manifest.crawl.isEmpty)
        #expect(manifest.opens == [.location])
    }

    @Test func theListsCommandIsItsNounsPluralUnlessTheFeatureNamesAnother() {
        #expect(Places.listDetail.manifest.commands.first?.name == "places")
        #expect(Places.savedList.manifest.commands.first?.name == "kept")
    }
}

/// A feature of the test's own, declared in each shape.
private enum Places {
    static let listDetail = FeatureParts.listDetail(
        of: .api(.location, as: PlaceDTO.self),
        list: ListScreenParts(noun: ItemNoun("place"), summary: "places", row: Place.row),
        detail: detail,
        image: FeatureImages(summary: "a place's image", endpoint: { .item($0, of: .location) }),
        demo: "# Places.\nnext\n")

    static let detail = DetailScreenParts<Place>(
        summary: "a place", title: \.name, fields: { _ in [] }, values: { _ in [:] },
        related: [
            RelatedItems("Residents", of: "character", as: PlaceDTO.self, ids: \.residentIDs, opens: .character) {
                ScreenSnapshot.Row(id: $0.id, title: $0.name)
            }
        ])

    static let savedList = FeatureParts.saved(
        "kept", of: .api(.location, as: PlaceDTO.self),
        list: ListScreenParts(noun: ItemNoun("kept place"), summary: "kept places", row: Place.row),
        opens: .location,
        actions: [
            ActionDeclaration(FeatureAction("keep", summary: "keep a place", takesID: true)) { _, _ in
                ActionResult(message: "kept")
            }
        ])
}

private struct Place: Identifiable, Sendable {
    let id: Int
    let name: String
    let residentIDs: [Int]

    @Sendable static func row(_ place: Place) -> ScreenSnapshot.Row {
        ScreenSnapshot.Row(id: place.id, title: place.name)
    }
}

private struct PlaceDTO: IdentifiedDTO, DomainConvertible {
    let id: Int
    let name: String
    let residents: [String]?

    func toDomain() -> Place {
        Place(id: id, name: name, residentIDs: (residents ?? []).compactMap(ResourceID.id(from:)))
    }
}
