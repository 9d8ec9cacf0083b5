import BrowserHost
import FeatureDomain
import FeatureKit
import HeadlessHost
import SharedPresentation
import Testing

@Suite("Web addresses: routes as paths and queries")
struct WebAddressTests {
    @Test func aListAddressIsItsCommandWithItsOptionsAsTheCommandLineChecksThem() throws {
        let route = try makeSUT().route(path: "/things", query: [("page", "2"), ("name", "rick"), ("kind", "")])

        #expect(route == AppRoute("things", options: ["page": "2", "name": "rick"]))
    }

    @Test func aDetailAddressCarriesTheIdAndItsFlags() throws {
        let route = try makeSUT().route(path: "/thing/7", query: [("images", "1")])

        #expect(route == AppRoute("thing", id: 7, flags: ["images"]))
    }

    @Test func anUnknownCommandOptionOrValueIsAUsageError() {
        let sut = makeSUT()

        #expect(throws: UsageError.unknownCommand("nothing")) { try sut.route(path: "/nothing", query: []) }
        #expect(throws: UsageError.unknownOption("--colour")) {
            try sut.route(path: "/things", query: [("colour", "red")])
        }
        #expect(throws: UsageError.self) { try sut.route(path: "/things", query: [("page", "zero")]) }
        #expect(throws: UsageError.self) { try sut.route(path: "/thing/x", query: []) }
    }

    @Test func aRoutesPathSortsItsOptionsAndEncodesTheirValues() {
        let route = AppRoute("things", options: ["name": "rick & morty", "page": "2"], flags: ["all"])

        #expect(WebAddress.path(of: route) == "/things?name=rick%20%26%20morty&page=2&all=1")
        #expect(WebAddress.path(of: AppRoute("thing", id: 3)) == "/thing/3")
    }

    @Test func formFieldsAreDecodedInOrder() {
        let fields = WebAddress.fields("name=rick+sanchez&text=a%26b&empty=")

        #expect(fields.map(\.name) == ["name", "text", "empty"])
        #expect(fields.map(\.value) == ["rick sanchez", "a&b", ""])
    }

    private func makeSUT() -> WebAddress {
        let rules = ListFilterRules(keys: [.name, ListFilterKey("kind", kind: .text(minimumLength: 1))])
        let commands = [
            FeatureCommand.list("things", summary: "things", filters: rules),
            FeatureCommand("thing", summary: "a thing", takesID: true, options: [.images]),
        ]
        return WebAddress(commands: Dictionary(uniqueKeysWithValues: commands.map { ($0.name, $0) }))
    }
}
