import Foundation
import Storage
import TestSupport
import Testing

@Suite("CodableStore")
struct CodableStoreTests {
    struct Character: Codable, Sendable, Equatable {
        var id: Int
        var name: String
    }

    @Test func aStoredValueReadsBackWithItsEntry() throws {
        let (sut, clock) = makeSUT()
        let expiry = clock.date.addingTimeInterval(60)

        try sut.store(Character(id: 1, name: "Rick Sanchez"), forKey: "character/1", expiresAt: expiry)

        #expect(try sut.value(forKey: "character/1") == Character(id: 1, name: "Rick Sanchez"))
        let stored = try #require(try sut.entry(forKey: "character/1"))
        #expect(stored.entry.storedAt == clock.date)
        #expect(stored.entry.expiresAt == expiry)
    }

    @Test func aMissingValueIsNil() throws {
        let (sut, _) = makeSUT()

        #expect(try sut.value(forKey: "character/2") == nil)
    }

    @Test func bytesThatAreNotTheValueThrowADecodingErrorNamingTheKey() throws {
        let clock = TestClock()
        let bytes = MemoryCache(now: clock.dateProvider)
        bytes.store(Data("[1, 2, 3]".utf8), forKey: "character/3", expiresAt: nil)
        let sut = CodableStore<Character>(store: bytes)

        #expect {
            try sut.value(forKey: "character/3")
        } throws: { error in
            guard case .decodingFailed(let key, _) = error as? StorageError else { return false }
            return key == "character/3" && String(describing: error).contains("character/3")
        }
    }

    @Test func removeValueForgetsIt() throws {
        let (sut, _) = makeSUT()
        try sut.store(Character(id: 1, name: "Morty Smith"), forKey: "character/1")

        try sut.removeValue(forKey: "character/1")

        #expect(try sut.value(forKey: "character/1") == nil)
    }

    private func makeSUT() -> (CodableStore<Character>, TestClock) {
        let clock = TestClock()
        return (CodableStore(store: MemoryCache(now: clock.dateProvider)), clock)
    }
}
