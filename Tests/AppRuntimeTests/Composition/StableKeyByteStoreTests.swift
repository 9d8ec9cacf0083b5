import Foundation
import Storage
import Testing

@testable import AppRuntime

@Suite("StableKeyByteStore")
struct StableKeyByteStoreTests {
    @Test func keysUnderThePrefixAreFiledUnderTheStablePrefix() throws {
        let (sut, memory) = makeSUT()

        try sut.store(Data("page".utf8), forKey: "http://127.0.0.1:5000/api/character?page=2", expiresAt: nil)

        #expect(memory.entry(forKey: "replica://sample/api/character?page=2")?.data == Data("page".utf8))
    }

    @Test func theSameResourceIsFoundAgainOnAnotherPort() throws {
        let memory = MemoryCache()
        let first = makeSUT(memory: memory, port: 5000).sut
        let second = makeSUT(memory: memory, port: 6000).sut

        try first.store(Data("page".utf8), forKey: "http://127.0.0.1:5000/api/character/1", expiresAt: nil)

        #expect(try second.entry(forKey: "http://127.0.0.1:6000/api/character/1")?.data == Data("page".utf8))
    }

    @Test func otherKeysPassThroughUnchanged() throws {
        let (sut, memory) = makeSUT()

        try sut.store(Data("x".utf8), forKey: "https://rickandmortyapi.com/api/character/1", expiresAt: nil)
        try sut.removeEntry(forKey: "http://127.0.0.1:5000/api/character/1")

        #expect(memory.entry(forKey: "https://rickandmortyapi.com/api/character/1") != nil)
    }

    private func makeSUT(memory: MemoryCache = MemoryCache(), port: Int = 5000) -> (
        sut: StableKeyByteStore, memory: MemoryCache
    ) {
        let sut = StableKeyByteStore(
            store: memory, prefix: "http://127.0.0.1:\(port)/api", stablePrefix: "replica://sample/api")
        return (sut, memory)
    }
}
