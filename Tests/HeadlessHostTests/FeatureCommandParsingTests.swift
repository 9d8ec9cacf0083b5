import FeatureKit
import HeadlessHost
import SharedPresentation
import Testing

@Suite("A feature command read from its words")
struct FeatureCommandParsingTests {
    private let sut = FeatureCommand(
        "characters", summary: "a page",
        options: [.page, CommandOption("name", placeholder: "X", value: .text(minimumLength: 2)), .images])

    @Test func optionsBecomeTheRoutesOptionsAndFlagsItsFlags() throws {
        let invocation = try sut.invocation(from: try sut.syntax.parse(["--name", "rick", "--images", "--page", "2"]))

        #expect(invocation.route == AppRoute("characters", options: ["name": "rick", "page": "2"], flags: ["images"]))
        #expect(invocation.route.description == "characters --name rick --page 2 --images")
    }

    @Test func aTextShorterThanItsOptionAcceptsIsBadInputNamingTheOption() {
        #expect(
            throws: UsageError.invalidValue("r", for: "--name", expected: "a text of at least 2 characters")
        ) { try sut.invocation(from: try sut.syntax.parse(["--name", "r"])) }
    }

    @Test func aFlagTakesNoValue() {
        #expect(throws: UsageError.unexpectedValue(option: "--images")) { try sut.syntax.parse(["--images=yes"]) }
    }
}
