import APIVocabulary
import FeatureDomain
import Foundation

/// One episode of the show, as the app uses it; its name is its title, such as "Pilot".
struct Episode: APIItem {
    let basics: ItemBasics
    /// The air date as the API wrote it, such as "December 2, 2013".
    let airDateText: String
    /// The air date read from `airDateText` (midnight UTC), nil when the text could not be read.
    let airDate: Date?
    /// The code, such as `S01E01`, with its season and episode numbers.
    let code: EpisodeCode
    /// The ids of the characters who appear, in the API's order.
    let characterIDs: [Int]

    /// The season number, nil when the code is malformed.
    var season: Int? { code.season }
}
