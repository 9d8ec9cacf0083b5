import Foundation
import Testing

/// The bundled sample universe is a slice of the real API: enough data to page, the places its characters name, and
/// links that agree both ways wherever both ends are in the sample.
///
/// Real records link beyond the slice (Rick's later episodes, an episode's whole cast); the multi-id endpoint omits
/// the ids the sample does not have, as the API omits unknown ids.
@Suite("Sample universe consistency")
struct SampleUniverseConsistencyTests {
    private typealias Files = SampleUniverseFiles

    @Test func charactersFillMoreThanTwoPagesOfTwenty() throws {
        #expect(try Files.characters().count >= 41)
    }

    @Test func episodesAreTheTwentyOneOfSeasonsOneAndTwo() throws {
        let codes = try Files.episodes().map(\.episode)
        let seasonOne = (1...11).map { String(format: "S01E%02d", $0) }
        let seasonTwo = (1...10).map { String(format: "S02E%02d", $0) }

        #expect(codes == seasonOne + seasonTwo)
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

    @Test func everyCharacterAppearsInAnEpisodeOfTheSample() throws {
        let episodeIDs = Set(try Files.episodes().map(\.id))

        for character in try Files.characters() {
            #expect(character.episode.contains { episodeIDs.contains(episodeID($0)) }, "\(character.name)")
        }
    }

    @Test func characterEpisodesAndEpisodeCastsAgreeBothWaysWithinTheSample() throws {
        let characters = try Files.characters()
        let episodes = try Files.episodes()
        let characterIDs = Set(characters.map(\.id))
        let episodeIDs = Set(episodes.map(\.id))
        var fromCharacters: Set<[Int]> = []
        var fromEpisodes: Set<[Int]> = []
        for character in characters {
            for url in character.episode where episodeIDs.contains(episodeID(url)) {
                fromCharacters.insert([character.id, episodeID(url)])
            }
        }
        for episode in episodes {
            for url in episode.characters where characterIDs.contains(characterID(url)) {
                fromEpisodes.insert([characterID(url), episode.id])
            }
        }

        let oneSided = fromCharacters.symmetricDifference(fromEpisodes).sorted { $0.lexicographicallyPrecedes($1) }
        #expect(oneSided.isEmpty, "[character, episode] pairs listed on one side only: \(oneSided)")
    }

    @Test func theResidentsTheSampleHasAreExactlyTheCharactersLocatedThere() throws {
        let characters = try Files.characters()
        let characterIDs = Set(characters.map(\.id))
        for location in try Files.locations() {
            let residents = Set(location.residents.map(characterID)).intersection(characterIDs)
            let locatedThere = Set(characters.filter { $0.location.url == location.url }.map(\.id))

            #expect(residents == locatedThere, "location \(location.id) \(location.name)")
        }
    }

    @Test func everyOriginAndLocationIsAPlaceOfTheSampleNamedAsItIs() throws {
        let locations = try Files.locations()
        let namesByURL = Dictionary(uniqueKeysWithValues: locations.map { ($0.url, $0.name) })
        for character in try Files.characters() {
            for reference in [character.origin, character.location] {
                let expected = reference.url.isEmpty ? "unknown" : namesByURL[reference.url]
                #expect(reference.name == expected, "character \(character.id) \(reference)")
            }
        }
    }

    @Test func everyURLIsTheAbsoluteAPIURLOfItsKind() throws {
        let isID = { (id: Int?) in (id ?? 0) >= 1 }
        for character in try Files.characters() {
            #expect(Files.id(in: character.url, resource: "character") == character.id)
            #expect(character.image == Files.apiPrefix + "character/avatar/\(character.id).jpeg")
            #expect(character.episode.map { Files.id(in: $0, resource: "episode") }.allSatisfy(isID))
        }
        for episode in try Files.episodes() {
            #expect(Files.id(in: episode.url, resource: "episode") == episode.id)
            #expect(episode.characters.map { Files.id(in: $0, resource: "character") }.allSatisfy(isID))
        }
        for location in try Files.locations() {
            #expect(Files.id(in: location.url, resource: "location") == location.id)
            #expect(location.residents.map { Files.id(in: $0, resource: "character") }.allSatisfy(isID))
        }
    }

    private func episodeID(_ url: String) -> Int { Files.id(in: url, resource: "episode") ?? -1 }

    private func characterID(_ url: String) -> Int { Files.id(in: url, resource: "character") ?? -1 }
}
