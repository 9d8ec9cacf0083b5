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

    @Test func addressesInAnAnswerPointAtTheServerOfTheRunThatReadsIt() throws {
        let memory = MemoryCache()
        let first = makeSUT(memory: memory, port: 5000).sut
        let second = makeSUT(memory: memory, port: 6000).sut
        let answer =
            #"{"id":1,"url":"http://127.0.0.1:5000/api/character/1","origin":"http://127.0.0.1:5000/api/location/1"}"#

        try first.store(Data(answer.utf8), forKey: "http://127.0.0.1:5000/api/character/1", expiresAt: nil)

        let read = try #require(try second.entry(forKey: "http://127.0.0.1:6000/api/character/1")).data
        #expect(
            String(decoding: read, as: UTF8.self)
                == #"{"id":1,"url":"http://127.0.0.1:6000/api/character/1","origin":"http://127.0.0.1:6000/api/location/1"}"#
        )
        #expect(
            memory.entry(forKey: "replica://sample/api/character/1").map { String(decoding: $0.data, as: UTF8.self) }?
                .contains("127.0.0.1") == false)
    }

    @Test func bytesThatAreNotJSONAreStoredAsTheyAre() throws {
        let (sut, memory) = makeSUT()
        let image = Data([0xFF, 0xD8]) + Data("http://127.0.0.1:5000/api".utf8)

        try sut.store(image, forKey: "http://127.0.0.1:5000/api/character/avatar/1.jpeg", expiresAt: nil)

        #expect(memory.entry(forKey: "replica://sample/api/character/avatar/1.jpeg")?.data == image)
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
