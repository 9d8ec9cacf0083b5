import SharedPresentation

/// An episode's detail on the shared detail screen: its code, season, number, air date and cast, each cast member
/// opening the character.
enum EpisodeDetail {
    static func parts(load: LoadEpisodeDetail, loadCast: LoadEpisodeCast) -> DetailScreenParts<Episode> {
        let cast = RelatedItems<Episode>(title: EpisodesStrings.castTitle, opens: .character) {
            try await loadCast(of: $0, mode: $1).map { $0.map(\.row) }
        }
        return DetailScreenParts(
            noun: EpisodesStrings.noun, load: load.callAsFunction, title: \.name, fields: \.fields,
            values: \.screenValues, related: [cast])
    }
}
