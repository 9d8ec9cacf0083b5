import FeatureDomain

/// A loaded page of the list, with the request it answers.
struct CharacterListLoad: Sendable {
    let request: CharacterListRequest
    let page: Fetched<CharacterPage>
}
