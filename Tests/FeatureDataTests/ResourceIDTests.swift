import FeatureData
import Testing

@Suite("ResourceID")
struct ResourceIDTests {
    @Test func readsThePositiveIDAResourceURLEndsWith() {
        #expect(ResourceID.id(from: "https://rickandmortyapi.com/api/location/20") == 20)
        #expect(ResourceID.id(from: "https://api.test/api/character/38/") == 38)
    }

    @Test(arguments: ["", "https://api.test/api/location/", "https://api.test/api/location/0", "https://x/abc", "-3"])
    func aURLThatDoesNotEndWithAPositiveIDHasNone(url: String) {
        #expect(ResourceID.id(from: url) == nil)
    }
}
