import FeatureData
import FeatureDomain
import Networking

/// The character repository over the API: loads each endpoint through the shared cached loader, maps the DTOs,
/// and turns the API's "no match" and "not found" into `CharacterLoadError`.
struct APICharacterRepository: CharacterRepository {
    let loader: CachedJSONLoader

    func page(_ number: Int, filter: CharacterFilter, mode: FetchMode) async throws -> Fetched<CharacterPage> {
        let endpoint = Endpoint.page(number, of: .character, filters: filter.queryItems)
        let page: Fetched<CharacterPageDTO>
        do {
            page = try await loader.load(CharacterPageDTO.self, from: endpoint, mode: mode)
        } catch {
            guard case .noMatch = error else { throw error }
            throw CharacterLoadError.pageNotFound(page: number, filter: filter)
        }
        return try page.map { try $0.toDomain(number: number) }
    }

    func character(id: Int, mode: FetchMode) async throws -> Fetched<Character> {
        let character: Fetched<CharacterDTO>
        do {
            character = try await loader.load(CharacterDTO.self, from: .item(id, of: .character), mode: mode)
        } catch {
            guard case .notFound = error else { throw error }
            throw CharacterLoadError.characterNotFound(id: id)
        }
        return try character.map { try $0.toDomain() }
    }
}
