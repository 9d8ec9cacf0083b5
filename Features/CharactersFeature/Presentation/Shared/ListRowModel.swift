/// One openable line of a list: a character on a page, an episode of a character.
struct ListRowModel: Hashable, Sendable {
    let id: Int
    let title: String
    let detail: String?
}
