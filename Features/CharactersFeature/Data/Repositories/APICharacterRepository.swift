import Networking

/// The character repository over the API: builds each URL from the configuration, loads it through the saved
/// data, maps the DTOs, and turns the API's 404s into `CharacterLoadError`.
struct APICharacterRepository: CharacterRepository {
    let loader: CachedJSONLoader
    let configuration: APIConfiguration

    func page(_ number: Int, filter: CharacterFilter, mode: LoadMode) async throws -> LoadedResource<CharacterPage> {
        let url = try configuration.url(for: .page(number, of: .character, filters: filter.queryItems))
        do {
            return try await loader.load(CharacterPageDTO.self, from: url, mode: mode).map {
                try $0.toDomain(number: number)
            }
        } catch let error as NetworkError where error.isNotFound {
            throw CharacterLoadError.pageNotFound(page: number, filter: filter)
        }
    }

    func character(id: Int, mode: LoadMode) async throws -> LoadedResource<Character> {
        let url = try configuration.url(for: .item(id, of: .character))
        do {
            return try await loader.load(CharacterDTO.self, from: url, mode: mode).map { try $0.toDomain() }
        } catch let error as NetworkError where error.isNotFound {
            throw CharacterLoadError.characterNotFound(id: id)
        }
    }

    func characters(ids: [Int], mode: LoadMode) async throws -> LoadedResource<[Character]> {
        // The API rejects an empty id list with a 500, so none is ever sent.
        guard !ids.isEmpty else { return LoadedResource(value: [], storedAt: nil) }
        let url = try configuration.url(for: .items(ids, of: .character))
        return try await loader.load([CharacterDTO].self, from: url, mode: mode).map { try $0.toDomain() }
    }
}
