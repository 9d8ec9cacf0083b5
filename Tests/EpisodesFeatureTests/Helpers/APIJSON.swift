import Foundation

/// JSON bodies shaped exactly like the API's, for Data-layer tests.
enum APIJSON {
    static let origin = "https://api.test/api"

    static func episode(
        id: Int,
        name: String = "Pilot",
        airDate: String = "December 2, 2013",
        code: String = "S01E01",
        characters: [Int] = [1, 2]
    ) -> [String: Any] {
        [
            "id": id,
            "name": name,
            "air_date": airDate,
            "episode": code,
            "characters": characters.map { "\(origin)/character/\($0)" },
            "url": "\(origin)/episode/\(id)",
            "created": "2017-11-10T12:56:33.798Z",
        ]
    }

    static func page(_ results: [[String: Any]], count: Int = 51, pages: Int = 3, next: String? = nil) -> [String: Any]
    {
        [
            "info": ["count": count, "pages": pages, "next": next.map { $0 as Any } ?? NSNull(), "prev": NSNull()],
            "results": results,
        ]
    }

    static func character(id: Int, name: String? = nil, status: String = "Alive", species: String = "Human")
        -> [String: Any]
    {
        [
            "id": id,
            "name": name ?? "Character \(id)",
            "status": status,
            "species": species,
            "type": "",
            "gender": "Male",
            "origin": ["name": "Earth (C-137)", "url": "\(origin)/location/1"],
            "location": ["name": "Citadel of Ricks", "url": "\(origin)/location/3"],
            "image": "\(origin)/character/avatar/\(id).jpeg",
            "episode": ["\(origin)/episode/1"],
            "url": "\(origin)/character/\(id)",
            "created": "2017-11-04T18:48:46.250Z",
        ]
    }

    static func data(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    static func error(_ message: String) -> Data {
        data(["error": message])
    }
}
