/// One list page exactly as the API sends it: `{"info": {...}, "results": [...]}`, decoded once for every
/// feature; `Item` is the feature's own DTO.
public struct PageDTO<Item: Decodable & Sendable>: Decodable, Sendable {
    /// The list's paging facts.
    public let info: PageInfoDTO
    /// The page's items.
    public let results: [Item]
}
