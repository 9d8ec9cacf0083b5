import FeatureDomain
import FeatureKit
import Foundation
import Testing

@testable import EpisodesFeature

@Suite("Episode crawl links")
struct EpisodeCrawlLinksTests {
    @Test func eachEpisodesCastIsTheRequestsItsDetailMakes() throws {
        let cast = (1...21).map { "\"https://host/api/character/\($0)\"" }.joined(separator: ",")
        let page = """
            {"info": {"count": 1, "pages": 1, "next": null, "prev": null}, "results": [
              {"id": 1, "name": "Pilot", "air_date": "December 2, 2013", "episode": "S01E01", "characters": [\(cast)],
               "url": "https://host/api/episode/1", "created": "2017"}
            ]}
            """

        let lists = try EpisodeCrawlLinks.contribution.linkedLists(Data(page.utf8))

        #expect(lists == IDBatches.batches(Array(1...21)).map { LinkedItems(resource: .character, ids: $0) })
    }
}
