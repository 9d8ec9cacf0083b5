import Foundation
import TestSupport
import Testing

/// The bundled sample universe must look like the real API: enough data to page, and links that agree both ways.
@Suite("Sample universe consistency")
struct SampleUniverseConsistencyTests {
    private typealias Files = SampleUniverseFiles

    @Test func charactersFillMoreThanTwoPagesOfTwenty() throws {
        #expect(try Files.characters().count >= 41)
    }

    @Test func episodesIncludeAllOfSeasonOne() throws {
        let codes = Set(try Files.episodes().map(\.episode))
        let seasonOne = (1...11).map { "S01E" + ($0 < 10 ? "0\($0)" : "\($0)") }

        #expect(seasonOne.allSatisfy(codes.contains))
    }

    @Test func idsAreUniqueAndAscendInFileOrderAsTheAPIServesThem() throws {
        let characterIDs = try Files.characters().map(\.id)
        let episodeIDs = try Files.episodes().map(\.id)
        let locationIDs = try Files.locations().map(\.id)

        for ids in [characterIDs, episodeIDs, locationIDs] {
            #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }, "\(ids)")
            #expect(ids.allSatisfy { $0 >= 1 })
        }
        #expect(episodeIDs == Array(1...episodeIDs.count))
    }

    @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
    func everyItemHasTheIDTheRealAPIGivesTheSameName() throws {
        let snapshot = try #require(SnapshotLocation.directory())
        let resources: [(file: String, sample: [(id: Int, name: String)])] = [
            ("characters.json", try Files.characters().map { ($0.id, $0.name) }),
            ("episodes.json", try Files.episodes().map { ($0.id, $0.name) }),
            ("locations.json", try Files.locations().map { ($0.id, $0.name) }),
        ]
        for resource in resources {
            let real = try JSONDecoder().decode(
                [NamedRecord].self,
                from: Data(contentsOf: snapshot.appendingPathComponent(resource.file))
            )
            let realNames = Dictionary(real.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            for item in resource.sample {
                #expect(realNames[item.id] == item.name, "\(resource.file): sample \(item.id) \(item.name)")
            }
        }
    }

    @Test func characterEpisodesAndEpisodeCastsAgreeBothWays() throws {
        let characters = try Files.characters()
        let episodes = try Files.episodes()
        var fromCharacters: Set<[Int]> = []
        var fromEpisodes: Set<[Int]> = []
        for character in characters {
            for url in character.episode { fromCharacters.insert([character.id, episodeID(url)]) }
        }
        for episode in episodes {
            for url in episode.characters { fromEpisodes.insert([characterID(url), episode.id]) }
        }

        let oneSided = fromCharacters.symmetricDifference(fromEpisodes).sorted { $0.lexicographicallyPrecedes($1) }
        #expect(oneSided.isEmpty, "[character, episode] pairs listed on one side only: \(oneSided)")
        #expect(characters.allSatisfy { !$0.episode.isEmpty })
    }

    @Test func locationResidentsAreExactlyTheCharactersLocatedThere() throws {
        let characters = try Files.characters()
        for location in try Files.locations() {
            let residents = location.residents.map(characterID)
            let locatedThere = characters.filter { $0.location.url == location.url }.map(\.id)

            #expect(residents == locatedThere, "location \(location.id) \(location.name)")
        }
    }

    @Test func embeddedOriginsAndLocationsNameTheLocationTheyLinkTo() throws {
        let locations = try Files.locations()
        let namesByURL = Dictionary(uniqueKeysWithValues: locations.map { ($0.url, $0.name) })
        for character in try Files.characters() {
            for reference in [character.origin, character.location] {
                let expected = reference.url.isEmpty ? "unknown" : namesByURL[reference.url]
                #expect(reference.name == expected, "character \(character.id) \(reference)")
            }
        }
    }

    @Test func everyURLIsAnAbsoluteAPIURLOfAnExistingItem() throws {
        let characters = try Files.characters()
        let episodes = try Files.episodes()
        let locations = try Files.locations()
        let valid = { (ids: Set<Int>) in { (id: Int?) in id.map(ids.contains) ?? false } }
        let isCharacter = valid(Set(characters.map(\.id)))
        let isEpisode = valid(Set(episodes.map(\.id)))
        let isLocation = valid(Set(locations.map(\.id)))

        for character in characters {
            #expect(Files.id(in: character.url, resource: "character") == character.id)
            #expect(character.image == Files.apiPrefix + "character/avatar/\(character.id).jpeg")
            #expect(character.episode.map { Files.id(in: $0, resource: "episode") }.allSatisfy(isEpisode))
            for reference in [character.origin, character.location] where !reference.url.isEmpty {
                #expect(isLocation(Files.id(in: reference.url, resource: "location")), "\(reference.url)")
            }
        }
        for episode in episodes {
            #expect(Files.id(in: episode.url, resource: "episode") == episode.id)
            #expect(episode.characters.map { Files.id(in: $0, resource: "character") }.allSatisfy(isCharacter))
        }
        for location in locations {
            #expect(Files.id(in: location.url, resource: "location") == location.id)
            #expect(location.residents.map { Files.id(in: $0, resource: "character") }.allSatisfy(isCharacter))
        }
    }

    private struct NamedRecord: Decodable {
        let id: Int
        let name: String
    }

    private func episodeID(_ url: String) -> Int { Files.id(in: url, resource: "episode") ?? -1 }

    private func characterID(_ url: String) -> Int { Files.id(in: url, resource: "character") ?? -1 }
}
