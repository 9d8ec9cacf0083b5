import Foundation
import LoopbackHTTP
import Testing

@testable import APIReplica

@Suite("GeneratedUniverse")
struct GeneratedUniverseTests {
    @Test func theSameCountsGiveTheSameBytes() {
        let first = GeneratedUniverse(characterCount: 120).dataset()
        let second = GeneratedUniverse(characterCount: 120).dataset()

        for resource in ReplicaResource.allCases {
            #expect(
                first.records(of: resource).map { $0.renderedJSON() }
                    == second.records(of: resource).map { $0.renderedJSON() })
        }
    }

    @Test func countsFollowTheRealAPIsProportions() {
        #expect(GeneratedUniverse(characterCount: 826).locationCount == 126)
        #expect(GeneratedUniverse(characterCount: 826).episodeCount == 51)
        #expect(GeneratedUniverse(characterCount: 100_000).locationCount == 15_254)
        #expect(GeneratedUniverse(characterCount: 100_000).episodeCount == 6_174)
        #expect(GeneratedUniverse(characterCount: 0).characterCount == 1)
    }

    @Test(arguments: [1, 20, 90])
    func idsAreConsecutiveFromOne(characters: Int) {
        let sut = GeneratedUniverse(characterCount: characters)

        let dataset = sut.dataset()

        #expect(dataset.characters.map(\.id) == Array(1...characters))
        #expect(dataset.locations.map(\.id) == Array(1...sut.locationCount))
        #expect(dataset.episodes.map(\.id) == Array(1...sut.episodeCount))
    }

    @Test func objectsHaveTheAPIsKeysInTheAPIsOrder() throws {
        let dataset = GeneratedUniverse(characterCount: 60).dataset()
        let sample = try ReplicaDataset.bundledSample()

        for resource in ReplicaResource.allCases {
            let expected = keys(of: sample.records(of: resource).first?.object)
            #expect(!expected.isEmpty)
            #expect(dataset.records(of: resource).allSatisfy { keys(of: $0.object) == expected }, "\(resource)")
        }
        #expect(dataset.characters.allSatisfy { keys(of: $0.object["origin"]) == ["name", "url"] })
        #expect(dataset.characters.allSatisfy { keys(of: $0.object["location"]) == ["name", "url"] })
    }

    @Test func everyLinkPointsAtAnExistingObjectAndIsMirroredByIt() throws {
        let dataset = GeneratedUniverse(characterCount: 150).dataset()
        let characters = try dataset.characters.map(object)
        let episodes = try dataset.episodes.map(object)
        let locations = try dataset.locations.map(object)

        for character in characters {
            let id = try #require(character["id"] as? Int)
            for episode in try ids(character["episode"], of: "episode") {
                #expect(try ids(episodes[episode - 1]["characters"], of: "character").contains(id))
            }
            let location = try #require(character["location"] as? [String: Any])
            let locationID = try #require(try ids([location["url"] ?? ""], of: "location").first)
            #expect(try ids(locations[locationID - 1]["residents"], of: "character").contains(id))
            let origin = try #require(character["origin"] as? [String: Any])
            if origin["url"] as? String == "" {
                #expect(origin["name"] as? String == "unknown")
            } else {
                #expect(
                    try ids([origin["url"] ?? ""], of: "location").allSatisfy { (1...locations.count).contains($0) })
            }
        }
        let episodeLinks = try episodes.map { try ids($0["characters"], of: "character").count }.reduce(0, +)
        let characterLinks = try characters.map { try ids($0["episode"], of: "episode").count }.reduce(0, +)
        #expect(episodeLinks == characterLinks)
        #expect(try locations.map { try ids($0["residents"], of: "character").count }.reduce(0, +) == characters.count)
    }

    @Test func theReplicaServesItWithFiltersThatMatch() async throws {
        let api = ReplicaAPI(
            dataset: GeneratedUniverse(characterCount: 100).dataset(),
            baseURL: try #require(URL(string: "http://127.0.0.1:9/api")))

        let last = await api.response(to: HTTPServerRequest(method: "GET", target: "/api/character?page=5"))
        let ricks = await api.response(to: HTTPServerRequest(method: "GET", target: "/api/character?name=rick"))
        let avatar = await api.response(to: HTTPServerRequest(method: "GET", target: "/api/character/avatar/100.jpeg"))

        #expect(last.status == 200)
        #expect(String(decoding: last.body, as: UTF8.self).hasPrefix(#"{"info":{"count":100,"pages":5,"next":null"#))
        #expect(ricks.status == 200)
        #expect(avatar.headers["Content-Type"] == "image/jpeg")
    }

    @Test func itsJSONReloadsThroughTheDatasetLoaderUnchanged() throws {
        let dataset = GeneratedUniverse(characterCount: 60).dataset()
        func file(_ resource: ReplicaResource) -> Data {
            Data("[".utf8) + dataset.records(of: resource).map { $0.renderedJSON() }.joined(separator: Data(",".utf8))
                + Data("]".utf8)
        }

        let reloaded = try DatasetLoader.dataset(
            characters: file(.character), episodes: file(.episode), locations: file(.location))

        for resource in ReplicaResource.allCases {
            #expect(
                reloaded.records(of: resource).map { $0.renderedJSON() }
                    == dataset.records(of: resource).map { $0.renderedJSON() })
        }
    }

    // MARK: - Helpers

    private func object(_ record: ReplicaRecord) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: record.renderedJSON()) as? [String: Any])
    }

    /// The keys of `value`, when it is an object, in their stored order.
    private func keys(of value: OrderedJSON?) -> [String] {
        guard case .object(let members) = value else { return [] }
        return members.map(\.key)
    }

    /// The ids at the end of `value`'s URLs, which must all be `<base>/<resource>/<id>`.
    private func ids(_ value: Any?, of resource: String) throws -> [Int] {
        let urls = try #require(value as? [Any]).compactMap { $0 as? String }
        return try urls.map { url in
            let prefix = "https://rickandmortyapi.com/api/\(resource)/"
            #expect(url.hasPrefix(prefix), "\(url)")
            return try #require(Int(url.dropFirst(prefix.count)))
        }
    }
}
