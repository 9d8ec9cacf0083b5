import Foundation
import Networking
import Testing

@Suite("decodeJSON refuses duplicate keys")
struct DecodeJSONDuplicateKeysTests {
    private struct Item: Decodable, Equatable {
        var id: Int
    }

    private struct Page: Decodable, Equatable {
        var results: [Item]
    }

    private let url = URL(string: "http://api.test/character/1") ?? URL(fileURLWithPath: "/")

    @Test func anObjectWithAKeyTwiceIsRefusedAsMalformedNamingTheKey() {
        #expect(
            throws: NetworkError.decoding(path: "", reason: #"the key "id" appears twice in one object"#, url: url)
        ) {
            try decodeJSON(Item.self, from: Data(#"{"id":1,"name":"A","id":2}"#.utf8), url: url)
        }
    }

    @Test func aDuplicateDeepInsideIsRefusedNamingWhereItIs() {
        let body = #"{"results":[{"id":1},{"id":2,"origin":{"name":"a","name":"b"}}]}"#

        #expect(
            throws: NetworkError.decoding(
                path: "results[1].origin", reason: #"the key "name" appears twice in one object"#, url: url)
        ) {
            try decodeJSON(Page.self, from: Data(body.utf8), url: url)
        }
    }

    @Test func aKeyWrittenWithAnEscapeIsTheSameKey() {
        #expect(throws: NetworkError.self) {
            try decodeJSON(Item.self, from: Data(#"{"id":1,"\u0069d":2}"#.utf8), url: url)
        }
    }

    @Test func theSameKeyInDifferentObjectsAndKeyLikeStringValuesAreFine() throws {
        let body = #"{"results":[{"id":1,"note":"id"},{"id":2,"note":"\"id\":3"}]}"#

        let page = try decodeJSON(Page.self, from: Data(body.utf8), url: url)

        #expect(page == Page(results: [Item(id: 1), Item(id: 2)]))
    }
}
