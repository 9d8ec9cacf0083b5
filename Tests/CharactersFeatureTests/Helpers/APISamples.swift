import Foundation

/// JSON as the API sends it, written by hand for tests.
enum APISamples {
    static let base = "https://example.com/api"

    static func characterJSON(
        id: Int,
        name: String = "Rick Sanchez",
        status: String = "Alive",
        type: String = "",
        gender: String = "Male",
        originURL: String = "https://example.com/api/location/1",
        episodeURLs: [String]? = nil
    ) -> String {
        let episodes = (episodeURLs ?? ["\(base)/episode/1", "\(base)/episode/2"]).map { "\"\($0)\"" }
        return """
            {"id":\(id),"name":"\(name)","status":"\(status)","species":"Human","type":"\(type)",\
            "gender":"\(gender)","origin":{"name":"Earth (C-137)","url":"\(originURL)"},\
            "location":{"name":"Citadel of Ricks","url":"\(base)/location/3"},\
            "image":"\(base)/character/avatar/\(id).jpeg","episode":[\(episodes.joined(separator: ","))],\
            "url":"\(base)/character/\(id)","created":"2017-11-04T18:48:46.250Z"}
            """
    }

    static func pageJSON(ids: [Int], count: Int = 826, pages: Int = 42, next: String? = nil) -> String {
        let nextText = next.map { "\"\($0)\"" } ?? "null"
        return """
            {"info":{"count":\(count),"pages":\(pages),"next":\(nextText),"prev":null},\
            "results":[\(ids.map { characterJSON(id: $0, name: "Character \($0)") }.joined(separator: ","))]}
            """
    }

    static func episodesJSON(ids: [Int]) -> String {
        let episodes = ids.map { id in
            """
            {"id":\(id),"name":"Episode \(id)","air_date":"December 2, 2013","episode":"S01E\(String(format: "%02d", id))",\
            "characters":["\(base)/character/1"],"url":"\(base)/episode/\(id)","created":"2017-11-10T12:56:33.798Z"}
            """
        }
        return "[\(episodes.joined(separator: ","))]"
    }

    static let notFound = #"{"error":"There is nothing here"}"#
    static let characterNotFound = #"{"error":"Character not found"}"#
}
