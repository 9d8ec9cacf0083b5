/// A list page's `info` object: the totals and the neighbouring pages' URLs (nil at the ends).
struct PageInfoDTO: Decodable, Sendable {
    let count: Int
    let pages: Int
    let next: String?
    let prev: String?
}
