import Foundation
import Testing

@testable import CharactersFeature

@MainActor
@Suite("LoadCharactersByIDUseCase")
struct LoadCharactersByIDUseCaseTests {
    @Test func sendsNoRequestForNoIDs() async throws {
        let (sut, repository) = makeSUT()

        let loaded = try await sut.execute(ids: [], mode: .standard)

        #expect(loaded.value.isEmpty)
        #expect(repository.messages.isEmpty)
    }

    @Test func loadsUpToTwentyIDsInOneRequest() async throws {
        let (sut, repository) = makeSUT()

        _ = try await sut.execute(ids: Array(1...20), mode: .standard)

        #expect(repository.messages == [.characters(Array(1...20), .standard)])
    }

    @Test func cutsLongListsIntoBatchesOfTwenty() async throws {
        let (sut, repository) = makeSUT()

        let loaded = try await sut.execute(ids: Array(1...45), mode: .refresh)

        #expect(
            Set(repository.messages) == [
                .characters(Array(1...20), .refresh), .characters(Array(21...40), .refresh),
                .characters(Array(41...45), .refresh),
            ]
        )
        #expect(loaded.value.map(\.id) == Array(1...45))
    }

    @Test func keepsTheOrderAskedAndAsksForEachIDOnce() async throws {
        let (sut, repository) = makeSUT()
        repository.charactersResult = { ids in
            Fixtures.loaded(ids.filter { $0 != 7 }.sorted().map { Fixtures.character(id: $0) })
        }

        let loaded = try await sut.execute(ids: [9, 3, 7, 3, 1], mode: .standard)

        #expect(repository.messages == [.characters([9, 3, 7, 1], .standard)])
        #expect(loaded.value.map(\.id) == [9, 3, 1])
    }

    @Test func isStaleWhenAnyBatchIsStaleAndDatedByTheOldest() async throws {
        let (sut, repository) = makeSUT(batchSize: 2)
        let older = Fixtures.date.addingTimeInterval(-3_600)
        repository.charactersResult = { ids in
            let characters = ids.map { Fixtures.character(id: $0) }
            return ids.contains(3)
                ? Fixtures.loaded(characters, isStale: true, storedAt: older) : Fixtures.loaded(characters)
        }

        let loaded = try await sut.execute(ids: [1, 2, 3], mode: .standard)

        #expect(loaded.isStale)
        #expect(loaded.storedAt == older)
    }

    @Test func deliversTheErrorOfAFailingBatch() async {
        let (sut, repository) = makeSUT(batchSize: 2)
        repository.charactersResult = { ids in
            if ids.contains(3) { throw Fixtures.offline }
            return Fixtures.loaded(ids.map { Fixtures.character(id: $0) })
        }

        await #expect(throws: Fixtures.offline) {
            try await sut.execute(ids: [1, 2, 3], mode: .standard)
        }
    }

    private func makeSUT(batchSize: Int = 20) -> (LoadCharactersByIDUseCase, CharacterRepositorySpy) {
        let repository = CharacterRepositorySpy()
        return (LoadCharactersByIDUseCase(repository: repository, batchSize: batchSize), repository)
    }
}
