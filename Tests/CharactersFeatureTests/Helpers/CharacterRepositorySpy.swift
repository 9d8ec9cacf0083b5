import FeatureDomain

@testable import CharactersFeature

/// Records every repository call; answers with the stubbed results, or holds page loads until completed.
@MainActor
final class CharacterRepositorySpy: CharacterRepository {
    enum Message: Hashable {
        case page(Int, CharacterFilter, FetchMode)
        case character(Int, FetchMode)
        case characters([Int], FetchMode)
    }

    private(set) var messages: [Message] = []
    var pageResult: (Int, CharacterFilter) throws -> Fetched<CharacterPage> = { number, _ in
        Fixtures.loaded(Fixtures.page(ids: Array(((number - 1) * 20 + 1)...(number * 20)), number: number))
    }
    var characterResult: (Int) throws -> Fetched<CharactersFeature.Character> = {
        Fixtures.loaded(Fixtures.character(id: $0))
    }
    var charactersResult: ([Int]) throws -> Fetched<[CharactersFeature.Character]> = {
        Fixtures.loaded($0.map { Fixtures.character(id: $0) })
    }
    /// When true, page loads wait in `heldPages` until the test completes them.
    var holdsPages = false
    let heldPages = HeldCalls<Fetched<CharacterPage>>()

    func page(_ number: Int, filter: CharacterFilter, mode: FetchMode) async throws -> Fetched<CharacterPage> {
        messages.append(.page(number, filter, mode))
        if holdsPages {
            return try await heldPages.wait()
        }
        return try pageResult(number, filter)
    }

    func character(id: Int, mode: FetchMode) async throws -> Fetched<CharactersFeature.Character> {
        messages.append(.character(id, mode))
        return try characterResult(id)
    }

    func characters(ids: [Int], mode: FetchMode) async throws -> Fetched<[CharactersFeature.Character]> {
        messages.append(.characters(ids, mode))
        return try charactersResult(ids)
    }
}
