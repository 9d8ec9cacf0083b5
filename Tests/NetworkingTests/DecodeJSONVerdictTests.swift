import Foundation
import Networking
import TestSupport
import Testing

@Suite("One verdict: decodeJSON")
struct DecodeJSONVerdictTests {
    private struct Item: Decodable {
        let id: Int
    }

    private static let url = URL(string: "http://127.0.0.1:1/api/character/1") ?? URL(fileURLWithPath: "/")

    @Test(arguments: JSONVerdictTable.cases)
    func theScreensAcceptOrRefuseEachDocumentOfTheTable(_ document: JSONVerdictCase) {
        let accepted = (try? decodeJSON(Item.self, from: document.applied(to: #"{"id":1}"#), url: Self.url)) != nil

        #expect(accepted == document.accepted)
    }

    @Test func aDocumentTheTapeRefusesIsRefusedWithTheTapesReason() {
        let error = #expect(throws: NetworkError.self) {
            try decodeJSON(Item.self, from: Data(#"{"id":1,}"#.utf8), url: Self.url)
        }

        #expect(String(describing: error).contains("not JSON at byte 8"))
    }
}
