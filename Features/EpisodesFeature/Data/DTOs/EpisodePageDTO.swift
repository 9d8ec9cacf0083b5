/// One list page exactly as the API sends it: `{"info": {...}, "results": [...]}`.
struct EpisodePageDTO: Decodable, Hashable, Sendable {
    /// The list's paging facts.
    struct Info: Decodable, Hashable, Sendable {
        let count: Int
        let pages: Int
        let next: String?
        let prev: String?
    }

    let info: Info
    let results: [EpisodeDTO]
}
