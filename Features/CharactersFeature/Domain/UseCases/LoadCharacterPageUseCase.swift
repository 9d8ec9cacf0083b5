import FeatureDomain

/// Loads one page of the character list; a filter that matches nothing gives an empty page, not an error.
struct LoadCharacterPageUseCase: Sendable {
    let repository: any CharacterRepository

    /// Page `page` (below 1 means 1) of the list narrowed by `filter`.
    ///
    /// The API answers a filter without matches with a 404 for page 1; that becomes `CharacterPage.noMatch`.
    /// A missing page of an unfiltered list, or beyond page 1, stays `CharacterLoadError.pageNotFound`.
    func execute(page: Int, filter: CharacterFilter, mode: FetchMode) async throws -> Fetched<CharacterPage> {
        let number = max(page, 1)
        do {
            return try await repository.page(number, filter: filter, mode: mode)
        } catch CharacterLoadError.pageNotFound(_, _) where number == 1 && !filter.isEmpty {
            return Fetched(value: .noMatch)
        }
    }
}
