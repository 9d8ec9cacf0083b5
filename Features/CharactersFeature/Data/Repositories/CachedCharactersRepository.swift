import FeatureData
import FeatureDomain

/// Characters from the API through the cache, under the shared rule for no match, pages past the end and missing
/// items.
struct CachedCharactersRepository: CharactersRepository {
    let loader: CachedJSONLoader

    func page(_ query: ListQuery, mode: FetchMode) async throws -> Fetched<Page<Character>> {
        try await loader.page(
            CharacterDTO.self, of: .character, number: query.page, filters: query.filter.queryItems, mode: mode
        ).map { $0.map { $0.toDomain() } }
    }

    func character(id: Int, mode: FetchMode) async throws -> Fetched<Character> {
        try await loader.item(CharacterDTO.self, id: id, of: .character, mode: mode).map { $0.toDomain() }
    }
}
