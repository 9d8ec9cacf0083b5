import Foundation
import Storage
import Testing

@Suite("MemoryUserDataStore")
struct MemoryUserDataStoreTests {
    @Test func eachFeatureHasKeysOfItsOwnInOneMemory() throws {
        let sut = MemoryUserDataStore()
        let favorites = sut.scoped(to: "favorites")

        try favorites.setData(Data("[1]".utf8), forKey: "favorites")
        try favorites.update(forKey: "favorites") { _ in Data("[1,2]".utf8) }

        #expect(sut.data(forKey: "favorites") == nil)
        #expect(sut.contents == ["favorites/favorites": Data("[1,2]".utf8)])
    }
}
