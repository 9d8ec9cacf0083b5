import FeatureData
import Foundation
import Storage
import TestSupport
import Testing

@Suite("One verdict: pages read for links, and the user's data")
struct FeatureDataVerdictTests {
    private struct Item: Decodable, Sendable {
        let id: Int
    }

    @Test(arguments: JSONVerdictTable.cases)
    func aPageReadForItsLinksIsAcceptedOrRefusedAsByEveryReader(_ document: JSONVerdictCase) {
        let page = #"{"info":{"count":1,"pages":1,"next":null,"prev":null},"results":[{"id":1}]}"#

        let accepted = (try? PageDTO<Item>(json: document.applied(to: page))) != nil

        #expect(accepted == document.accepted)
    }

    @Test(arguments: JSONVerdictTable.cases)
    func theUsersDataIsReadAsJSONOrRefusedAsByEveryReader(_ document: JSONVerdictCase) throws {
        let store = MemoryUserDataStore()
        store.setData(document.applied(to: #"{"id":1}"#), forKey: "favorites")

        let error = #expect(throws: (any Error).self) { try UserDataIDs(store: store, key: "favorites").ids() }

        // Accepted JSON is still no array of ids: what differs is whether it was read as JSON at all.
        let readAsJSON = !String(describing: error).contains("not JSON")
        #expect(readAsJSON == document.accepted)
    }
}
