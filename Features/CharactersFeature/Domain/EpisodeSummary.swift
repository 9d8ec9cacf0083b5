/// What a character's detail shows of an episode: its id, code (`S01E01`) and name.
struct EpisodeSummary: Identifiable, Hashable, Sendable {
    let id: Int
    let code: String
    let name: String
}
