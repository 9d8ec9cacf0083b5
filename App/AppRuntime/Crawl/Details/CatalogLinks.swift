/// What a list page says about how its items link to others: each result's id and, for characters, the episodes
/// it appears in (`episode`); for episodes, the cast (`characters`).
enum CatalogLinks {
    struct CharacterPage: Decodable {
        struct Character: Decodable {
            var id: Int
            var episode: [String]
        }

        var results: [Character]
    }

    struct EpisodePage: Decodable {
        struct Episode: Decodable {
            var id: Int
            var characters: [String]
        }

        var results: [Episode]
    }

    /// The id a resource URL ends with (`.../api/episode/28` is 28), nil when it ends otherwise.
    static func id(from url: String) -> Int? {
        guard let last = url.split(separator: "/").last, last.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int(last), id > 0
        else { return nil }
        return id
    }
}
