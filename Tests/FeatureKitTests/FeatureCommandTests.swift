import FeatureDomain
import FeatureKit
import SharedPresentation
import Testing

@Suite("FeatureCommand")
struct FeatureCommandTests {
    @Test func synopsisListsTheIDThenEachOptionWithItsPlaceholder() {
        let sut = FeatureCommand(
            "locations", summary: "a page",
            options: [.page, CommandOption("type", placeholder: "T", value: .text(minimumLength: 1))])

        #expect(sut.synopsis == "locations [--page N] [--type T]")
        #expect(FeatureCommand("location", summary: "one", takesID: true).synopsis == "location ID")
    }

    @Test func routeDefaultsToTheCommandsOwnName() {
        #expect(FeatureCommand("location", summary: "one").route == "location")
        #expect(FeatureCommand("image", summary: "one", route: "character").route == "character")
    }
}

@Suite("A list's and a detail's commands")
struct ListAndDetailCommandTests {
    @Test func aListTakesItsPageAnOptionPerFilterKeyAndImagesWhenItsItemsHaveThem() {
        let rules = ListFilterRules(keys: [.name, ListFilterKey("season", kind: .positiveInteger, placeholder: "N")])

        let sut = FeatureCommand.list("episodes", summary: "the episodes", filters: rules, images: true)

        #expect(sut.synopsis == "episodes [--page N] [--name X] [--season N] [--images]")
        #expect(sut.options.map(\.value) == [.positiveInteger, .text(minimumLength: 2), .positiveInteger, .flag])
    }

    @Test func aDetailTakesAnID() {
        let sut = FeatureCommand.detail(.episode, summary: "one episode")

        #expect(sut.synopsis == "episode ID")
        #expect(sut.route == "episode")
    }
}
