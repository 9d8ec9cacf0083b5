import FeatureKit
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
