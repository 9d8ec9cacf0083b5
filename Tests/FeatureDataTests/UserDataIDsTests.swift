import FeatureData
import Foundation
import Storage
import TestSupport
import Testing

@Suite("UserDataIDs")
struct UserDataIDsTests {
    @Test func dataThatIsNoArrayOfIdsIsRefusedNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileUserDataStore(directory: directory.url)
        try store.setData(Data(#"{"ids":[1]}"#.utf8), forKey: "favorites")

        let error = #expect(throws: (any Error).self) { try UserDataIDs(store: store, key: "favorites").ids() }

        #expect(String(describing: error).contains(store.location(ofKey: "favorites")))
    }
}
